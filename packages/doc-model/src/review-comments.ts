import type * as Y from 'yjs';
import type { TextAnchor } from './anchors';

// The supervisor comments of one script document, `comments:<doc_id>`: a Y.Map `comments` from
// comment_id to a plain object (one entry per comment or reply; replies name their parent). Only the
// API writes it (comment calls, through the relay); editors read it live. Plain objects, replaced
// whole on every change, because one writer (the server) never races itself on a field.

/** Name of the map in the Yjs document. */
export const COMMENTS_MAP = 'comments';

/** A suggestion: replace the anchored text with `text`; a writer accepts or rejects it. */
export interface Suggestion {
  text: string;
  state: 'open' | 'accepted' | 'rejected';
  /** Who decided, when decided. */
  decided_by: string;
}

/** One comment or reply as the document holds it. */
export interface ReviewComment {
  comment_id: string;
  /** '' for a thread's first comment, else the thread's comment_id. */
  parent_id: string;
  author_id: string;
  author_name: string;
  content: string;
  /** Where a thread's comment sits; null for replies. */
  anchor: TextAnchor | null;
  resolved: boolean;
  /** The struct tag the comment is filed under ('' for none). */
  tag_id: string;
  suggestion: Suggestion | null;
  /** User ids @mentioned in it. */
  mentions: string[];
  create_time: number;
  update_time: number;
}

/** The document's comment map. */
export const commentsOf = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>(COMMENTS_MAP);

const isComment = (value: unknown): value is ReviewComment =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as ReviewComment).comment_id === 'string' &&
  typeof (value as ReviewComment).content === 'string';

/** Every comment and reply, oldest first (entries that are not comments are skipped). */
export function readComments(doc: Y.Doc): ReviewComment[] {
  const out: ReviewComment[] = [];
  for (const value of commentsOf(doc).values()) if (isComment(value)) out.push(value);
  return out.sort((a, b) => a.create_time - b.create_time || a.comment_id.localeCompare(b.comment_id));
}

/** One comment by id, or undefined. */
export function findComment(doc: Y.Doc, commentId: string): ReviewComment | undefined {
  const value = commentsOf(doc).get(commentId);
  return isComment(value) ? value : undefined;
}

/** Writes a comment (new or changed) whole. */
export function putComment(doc: Y.Doc, comment: ReviewComment): void {
  commentsOf(doc).set(comment.comment_id, comment);
}

/** Removes a comment and, for a thread, its replies; answers whether it was there. */
export function removeComment(doc: Y.Doc, commentId: string): boolean {
  const map = commentsOf(doc);
  if (!map.has(commentId)) return false;
  for (const c of readComments(doc)) if (c.parent_id === commentId) map.delete(c.comment_id);
  map.delete(commentId);
  return true;
}
