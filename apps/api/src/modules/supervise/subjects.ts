import {
  DOCUMENT_KINDS,
  EditType,
  RelayDocumentKind,
  ReviewKind,
  relayDocumentName,
  type TReviewKind,
  type TWorkPermission,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { requireDocument } from '../docs/access';
import { type CheckpointTarget, docTarget, ideaTarget } from '../docs/checkpoint';
import { requireIdea } from '../ideas/access';
import type { WorkAccess } from '../works/access';
import { commentsMirror } from './mirror';

/** A document that takes supervisor comments, as the caller reaches it. */
export interface ReviewSubject {
  kind: TReviewKind;
  /** The document's id (an idea document's: its idea id); comments:<id> names its comments. */
  id: string;
  workId: string;
  /** Its name, for mention messages. */
  name: string;
  /** The text the anchors point into (`doc:<id>` or `idea:<id>`). */
  text: CheckpointTarget;
  /** Whether new threads may be anchored on it (an idea only in its rich-text edit type). */
  anchorable: boolean;
  access: WorkAccess;
}

type Reach = (
  app: FastifyInstance,
  userId: string,
  id: string,
  perms: readonly TWorkPermission[],
) => Promise<ReviewSubject>;

/** An idea's text is its rich-text document in edit type editor (or not set); boards hold no text. */
const ideaIsText = (editType: number): boolean =>
  editType === EditType.EDITOR || editType === EditType.NO_SET;

/**
 * The kinds that take comments, each reached through its own area's access check (8003 outside the
 * work, 4040 deleted, 7013 without `perms`). One table, so the calls never switch on kinds.
 */
const SUBJECTS: Record<TReviewKind, Reach> = {
  doc: async (app, userId, id, perms) => {
    const { doc, access } = await requireDocument(app, userId, id, perms);
    const text = docTarget(doc);
    return { kind: ReviewKind.Doc, id, workId: doc.workId, name: doc.name, text, anchorable: true, access };
  },
  idea: async (app, userId, id, perms) => {
    const { idea, access } = await requireIdea(app, userId, id, perms);
    return {
      kind: ReviewKind.Idea,
      id,
      workId: idea.workId,
      name: idea.name,
      text: ideaTarget(idea),
      anchorable: ideaIsText(idea.editType),
      access,
    };
  },
};

/** The document `id` of `kind` names, checked for the caller with `perms` (see reviewPerms). */
export const requireReviewSubject = (
  app: FastifyInstance,
  userId: string,
  kind: TReviewKind,
  id: string,
  perms: readonly TWorkPermission[] = [],
): Promise<ReviewSubject> => SUBJECTS[kind](app, userId, id, perms);

/** The stored kind of a review_comments row ('doc' for rows written before ideas took comments). */
export const reviewKindOf = (stored: string): TReviewKind =>
  stored === ReviewKind.Idea ? ReviewKind.Idea : ReviewKind.Doc;

/** The checkpoint target of a subject's comments (`comments:<id>`), for the comment calls. */
export const commentsTarget = (subject: Pick<ReviewSubject, 'id' | 'workId' | 'text'>): CheckpointTarget => ({
  name: relayDocumentName(RelayDocumentKind.Comments, subject.id),
  id: subject.id,
  workId: subject.workId,
  deleted: subject.text.deleted,
  mirror: commentsMirror,
});

/** The work permissions that write a subject's text (WriteWork for scripts, EditIdeas for ideas). */
export const textWriters = (kind: TReviewKind): readonly TWorkPermission[] =>
  DOCUMENT_KINDS[kind].writableWith;
