import crypto from 'node:crypto';
import { type DocSummary, summarize } from '@juzuo/doc-model';
import * as Y from 'yjs';

/** What decoding a stored or incoming Yjs state tells a checkpoint. */
export type DeriveOutcome =
  /**
   * The state decodes; its Tiptap reading when one was asked for (of the state with the log applied);
   * `merged`: the state with log updates it lacked, null when the log added nothing; `mergedHash`
   * its sha256 (base64, as stored in collab_states), hashed where it was encoded.
   */
  | { ok: true; summary: DocSummary | null; merged: Uint8Array | null; mergedHash?: string }
  /** The bytes are not a Yjs update (a checkpoint refuses them, 4220). */
  | { ok: false };

/**
 * Decodes a state into a fresh Y.Doc, applies logged updates (rows that are not valid updates are
 * skipped, as the update log's applyLog does) and, when asked, reads its html, text and counts. The
 * log adds something when a snapshot changes or more waits for a missing dependency (pending structs
 * must be kept). Runs on the Yjs worker thread (worker.ts) for long documents and inline for short
 * ones; the same function either way, so both give the same answer.
 */
export function deriveState(state: Uint8Array, withSummary: boolean, log: Uint8Array[] = []): DeriveOutcome {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, state);
  } catch {
    return { ok: false };
  }
  try {
    let merged: Uint8Array | null = null;
    let mergedHash: string | undefined;
    if (log.length > 0) {
      const added = addsToDoc(doc, () => {
        for (const update of log) {
          try {
            Y.applyUpdate(doc, update);
          } catch {
            // Never changed the live document either (the relay closed that client's connection).
          }
        }
      });
      if (added) {
        merged = Y.encodeStateAsUpdate(doc);
        mergedHash = crypto.createHash('sha256').update(merged).digest('base64');
      }
    }
    return {
      ok: true,
      summary: withSummary ? summarize(doc) : null,
      merged,
      ...(mergedHash ? { mergedHash } : {}),
    };
  } finally {
    doc.destroy();
  }
}

/**
 * Runs `apply` on a document and answers whether it added anything: a snapshot changed, or more
 * waits for a missing dependency (pending structs must be kept in a stored state).
 */
export function addsToDoc(doc: Y.Doc, apply: () => void): boolean {
  const before = Y.snapshot(doc);
  const pendingBefore = pendingBytes(doc);
  apply();
  return !Y.equalSnapshots(before, Y.snapshot(doc)) || pendingBytes(doc) !== pendingBefore;
}

/** Size of what a Y.Doc holds back until missing dependencies arrive (pending structs and deletes). */
function pendingBytes(doc: Y.Doc): number {
  return (doc.store.pendingStructs?.update.length ?? 0) + (doc.store.pendingDs?.length ?? 0);
}
