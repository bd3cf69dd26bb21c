import type { DocSummary } from '@juzuo/doc-model';
import type * as Y from 'yjs';
import type { DbLike } from './db';

// The shapes of the API's document-kind registry (modules/collab/kinds.ts). They live here so the
// area that owns a kind's rows can implement its mirror without importing the registry's area.

/** The row a relay document's id names (document, idea, work, board), as far as access cares. */
export interface DocumentOwner {
  /** The work the document belongs to. */
  workId: string;
  /** The named row is soft-deleted (its document is not loaded, but a relay holding it may store). */
  deleted: boolean;
}

/** Finds the owner row of a relay document id; null when there is no such row. */
export type OwnerLookup = (db: DbLike, id: string) => Promise<DocumentOwner | null>;

/** What a checkpoint's mirror gets besides the merged document. */
export interface MirrorMeta {
  /** The last of the store's editors that is a real user, if any. */
  editorId: string | null;
  now: Date;
  /** Tiptap reading of the document (html, text, counts), computed once per store however often asked. */
  summary: () => DocSummary;
}

/**
 * What a checkpoint of one kind writes into the database beside its Yjs state, so REST reads need no
 * Yjs (doc/detail's html/text/version, later cards, outline, comments and game nodes). It runs in the
 * store's transaction.
 */
export interface CheckpointMirror {
  /** The first Yjs document of a row that has content but no state yet (imports, older clients). */
  seed(db: DbLike, id: string): Promise<Y.Doc | null>;
  /**
   * Mirrors the merged document into the row; answers the row's new version. `doc` decodes the
   * merged state on first call (a mirror that reads only `meta.summary` never pays for it).
   */
  write(tx: DbLike, id: string, doc: () => Y.Doc, meta: MirrorMeta): Promise<number>;
  /**
   * What `write` reads: only the summary (html, text, counts: derived off the event loop for long
   * documents) or the Yjs document itself (decoded on the event loop).
   */
  reads: 'summary' | 'doc';
  /** The row's current version. */
  version(db: DbLike, id: string): Promise<number>;
  /** Stored checkpoints may take automatic history versions (history's maybeAutoVersion). */
  autoVersions: boolean;
}

/** The API's side of one document kind (the shared side is DOCUMENT_KINDS in @juzuo/schemas). */
export interface ApiDocumentKind {
  /** Which work a document of this kind belongs to. */
  owner: OwnerLookup;
  /** What its checkpoints mirror for REST reads; null keeps the Yjs state only. */
  mirror: CheckpointMirror | null;
}
