import crypto from 'node:crypto';
import {
  DOCUMENT_KINDS,
  RelayDocumentKind as Kind,
  relayDocumentName,
  WORK_PERMISSIONS,
} from '@juzuo/schemas';
import { and, asc, eq, inArray, isNull, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  collabStates,
  collabUpdateLog,
  contentTags,
  documents,
  ideas,
  type TWorkRow,
  volumes,
  workCovers,
  workMembers,
  works,
} from '../../db/schema/index';
import { workCopyHooks } from './copy-hooks';

/** Name of a copy: "<name>（副本）". */
export const copyName = (name: string): string => `${name}（副本）`;

const newId = (): string => crypto.randomUUID();

/** Kinds whose Yjs states a copy carries over, renamed to the new ids (not comments; game boards: the game hook). */
const COPIED_KINDS = [Kind.Doc, Kind.Idea, Kind.Cards, Kind.Outline] as const;

/**
 * Deep copy of a work in one transaction: the work (creator: the copier, with all four work
 * permissions), its covers (same files), volumes, live documents, ideas, content tags and the Yjs
 * states of its documents, ideas, cards and outline renamed to the new ids. Members other than the
 * copier, history versions and supervisor comments are not copied: a copy starts a new line of work.
 * Areas above works add what they keep through copy-hooks.ts.
 */
export async function copyWork(db: Db, source: TWorkRow, copierId: string, now: Date): Promise<string> {
  const workId = newId();
  await db.transaction(async (tx) => {
    const covers = await tx.select().from(workCovers).where(eq(workCovers.workId, source.id));
    const coverIds = new Map(covers.map((c) => [c.id, newId()]));
    await tx.insert(works).values({
      ...source,
      id: workId,
      creatorId: copierId,
      name: copyName(source.name),
      coverId: source.coverId ? (coverIds.get(source.coverId) ?? null) : null,
      deletedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .insert(workMembers)
      .values({ workId, userId: copierId, permissions: [...WORK_PERMISSIONS], addedAt: now });
    if (covers.length) {
      await tx
        .insert(workCovers)
        .values(covers.map((c) => ({ ...c, id: coverIds.get(c.id) ?? newId(), workId, createdAt: now })));
    }

    const vols = await tx.select().from(volumes).where(eq(volumes.workId, source.id));
    const volumeIds = new Map(vols.map((v) => [v.id, newId()]));
    if (vols.length) {
      await tx
        .insert(volumes)
        .values(vols.map((v) => ({ ...v, id: volumeIds.get(v.id) ?? newId(), workId })));
    }
    const docs = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.workId, source.id), isNull(documents.deletedAt)));
    // Old relay name -> new relay name for every state worth carrying over.
    const renames = new Map<string, string>([
      [relayDocumentName(Kind.Outline, source.id), relayDocumentName(Kind.Outline, workId)],
    ]);
    if (docs.length) {
      const rows = docs.map((d) => {
        const id = newId();
        renames.set(relayDocumentName(Kind.Doc, d.id), relayDocumentName(Kind.Doc, id));
        return {
          ...d,
          id,
          workId,
          volumeId: d.volumeId ? (volumeIds.get(d.volumeId) ?? null) : null,
          createdAt: now,
          updatedAt: now,
        };
      });
      await tx.insert(documents).values(rows);
    }
    const ideaRows = await tx
      .select()
      .from(ideas)
      .where(and(eq(ideas.workId, source.id), isNull(ideas.deletedAt)));
    if (ideaRows.length) {
      const rows = ideaRows.map((i) => {
        const id = newId();
        renames.set(relayDocumentName(Kind.Idea, i.id), relayDocumentName(Kind.Idea, id));
        renames.set(relayDocumentName(Kind.Cards, i.id), relayDocumentName(Kind.Cards, id));
        return { ...i, id, workId, createdAt: now, updatedAt: now };
      });
      await tx.insert(ideas).values(rows);
    }
    const tags = await tx.select().from(contentTags).where(eq(contentTags.workId, source.id));
    if (tags.length) {
      await tx.insert(contentTags).values(tags.map((t) => ({ ...t, id: newId(), workId, createdAt: now })));
    }

    // A document's content is its checkpoint plus its update log, so the log comes along. Read
    // first: a checkpoint stored in between folds rows into the state read next (applied twice,
    // harmlessly), whereas reading the state first could miss rows folded and deleted meanwhile.
    const sourceNames = [...renames.keys()];
    const log = sourceNames.length
      ? await tx
          .select()
          .from(collabUpdateLog)
          .where(inArray(collabUpdateLog.name, sourceNames))
          .orderBy(asc(collabUpdateLog.id))
      : [];
    const states = await tx
      .select()
      .from(collabStates)
      .where(
        and(
          eq(collabStates.workId, source.id),
          or(...COPIED_KINDS.map((kind) => like(collabStates.name, `${DOCUMENT_KINDS[kind].prefix}%`))),
        ),
      );
    const copied = states.flatMap((s) => {
      const name = renames.get(s.name);
      return name ? [{ ...s, name, workId, updatedAt: now }] : [];
    });
    if (copied.length) await tx.insert(collabStates).values(copied);
    const copiedLog = log.flatMap((r) => {
      const name = renames.get(r.name);
      return name ? [{ name, update: r.update }] : [];
    });
    if (copiedLog.length) await tx.insert(collabUpdateLog).values(copiedLog);
    // Higher areas (game boards, their templates and resources) copy theirs in the same transaction.
    for (const hook of workCopyHooks()) await hook({ tx, sourceId: source.id, workId, copierId, now });
  });
  return workId;
}
