import { HistoryKind, parseRelayDocumentName, type THistoryKind } from '@juzuo/schemas';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import { requireDocument } from '../docs/access';
import { type CheckpointTarget, docTarget, ideaTarget } from '../docs/checkpoint';
import { requireIdea } from '../ideas/access';
import { versionPerms } from './policies';

/** A document that keeps versions, as the caller reaches it. */
export interface HistorySubject {
  kind: THistoryKind;
  target: CheckpointTarget;
  /** Notes on the row which version it was recovered from (script documents keep flags). */
  markRecovered?: (db: DbLike, recovered: object) => Promise<void>;
}

type Reach = (app: FastifyInstance, userId: string, id: string, write: boolean) => Promise<HistorySubject>;

/**
 * The kinds that keep history (their checkpoint mirrors take automatic versions), each reached
 * through its own area's access check (8003 outside the work, 4040 deleted, 7013 without the
 * kind's write permission for a change). One table, so the calls never switch on kinds.
 */
const SUBJECTS: Record<THistoryKind, Reach> = {
  doc: async (app, userId, id, write) => {
    const { doc } = await requireDocument(app, userId, id, versionPerms(HistoryKind.Doc, write));
    return {
      kind: HistoryKind.Doc,
      target: docTarget(doc),
      markRecovered: async (db, recovered) => {
        await db
          .update(documents)
          .set({ flags: sql`${documents.flags} || ${JSON.stringify({ recovered_from: recovered })}::jsonb` })
          .where(eq(documents.id, doc.id));
      },
    };
  },
  idea: async (app, userId, id, write) => {
    const { idea } = await requireIdea(app, userId, id, versionPerms(HistoryKind.Idea, write));
    return { kind: HistoryKind.Idea, target: ideaTarget(idea) };
  },
};

/** The document `id` of `kind` names, checked for the caller (`write`: may change its versions). */
export const requireSubject = (
  app: FastifyInstance,
  userId: string,
  kind: THistoryKind,
  id: string,
  write: boolean,
): Promise<HistorySubject> => SUBJECTS[kind](app, userId, id, write);

/** The kind and id of a version's relay document name; null for a name that keeps no history. */
export function subjectOf(document: string): { kind: THistoryKind; id: string } | null {
  const parsed = parseRelayDocumentName(document);
  if (!parsed || !Object.hasOwn(SUBJECTS, parsed.kind)) return null;
  return { kind: parsed.kind as THistoryKind, id: parsed.id };
}
