import { type DocSummary, summarize } from '@juzuo/doc-model';
import * as Y from 'yjs';

/** What decoding a stored or incoming Yjs state tells a checkpoint. */
export type DeriveOutcome =
  /** The state decodes; its Tiptap reading when one was asked for. */
  | { ok: true; summary: DocSummary | null }
  /** The bytes are not a Yjs update (a checkpoint refuses them, 4220). */
  | { ok: false };

/**
 * Decodes a state into a fresh Y.Doc and, when asked, reads its html, text and counts. Runs on the
 * Yjs worker thread (worker.ts) for long documents and inline for short ones; the same function
 * either way, so both give the same answer.
 */
export function deriveState(state: Uint8Array, withSummary: boolean): DeriveOutcome {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, state);
  } catch {
    return { ok: false };
  }
  try {
    return { ok: true, summary: withSummary ? summarize(doc) : null };
  } finally {
    doc.destroy();
  }
}
