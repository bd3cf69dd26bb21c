import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../../db/client';
import { collabStates } from '../../db/schema/index';
import type { DeriveOutcome } from '../../lib/yjs-worker/derive';
import {
  type AutoVersioner,
  type CheckpointTarget,
  lockCheckpoint,
  mergedState,
  storedBytes,
  writeCheckpoint,
} from './checkpoint';
import { deleteFolded, type LoggedUpdate, logTail } from './update-log';

/** A checkpoint as this process last wrote or read it: the base of the next compaction. */
export interface CheckpointBase {
  state: Uint8Array;
  hash: string;
}

/** What a compaction folds, and what it starts from. */
export interface CompactionInput {
  /**
   * The updates to fold when they come from the relay's journal (the embedded product's segment
   * files), in journal order; absent: the document's collab_update_log rows.
   */
  journaled?: Uint8Array[];
  /** The checkpoint as the caller last knew it (not read again); checked under the lock by digest. */
  base?: CheckpointBase;
}

/** Outcome of a compaction. */
export interface CompactionResult {
  /** False when the log added nothing to the checkpoint. */
  stored: boolean;
  /** The checkpoint as it now stands (null: the document has none, or it is not known here). */
  checkpoint: CheckpointBase | null;
}

/** An empty Yjs update: the base of a document that has no checkpoint yet. */
const EMPTY_STATE = Y.encodeStateAsUpdate(new Y.Doc());

/**
 * Folds a document's durable update log into its checkpoint, the checkpoint as the base: what a
 * live document's periodic checkpoint is, when every change the relay applied went through the log
 * (the relay's PersistenceExtension decides). Unlike a relay's store, nothing is encoded on the
 * relay's thread: the base is decoded, the log applied, the result encoded and hashed and its
 * html/text derived in the Yjs worker (`derive`), before the transaction, so neither the event loop
 * nor PGlite's one connection waits for work that grows with the document. The transaction then
 * only checks, under the document's lock, that the checkpoint is still the base (else the merge is
 * done again on this thread from what is stored, as storeCheckpoint does) and writes.
 */
export async function compactCheckpoint(
  db: Db,
  target: CheckpointTarget,
  input: CompactionInput,
  opts: {
    editors: string[];
    now: Date;
    autoVersion?: AutoVersioner;
    derive: (state: Uint8Array, summary: boolean, log: Uint8Array[]) => Promise<DeriveOutcome>;
  },
): Promise<CompactionResult> {
  const rows: LoggedUpdate[] = input.journaled ? [] : await logTail(db, target.name);
  const updates = input.journaled ?? rows.map((r) => r.update);
  // Nothing logged: the checkpoint is not read (a long script's state copied out for nothing).
  if (updates.length === 0) return { stored: false, checkpoint: input.base ?? null };
  const base = input.base ?? (await readBase(db, target.name));
  const { mirror } = target;
  const derived = await opts.derive(base?.state ?? EMPTY_STATE, mirror?.reads === 'summary', updates);
  // The stored checkpoint does not decode: nothing can be folded into it here (a load fails the
  // same way); the relay keeps the document and retries.
  if (!derived.ok) throw new Error(`the checkpoint of ${target.name} is not a valid Yjs state`);
  const folded = rows.map((r) => r.id);
  if (!derived.merged) {
    // Everything logged is in the checkpoint already (rows of another relay's store, or repeats).
    if (folded.length > 0) await deleteFolded(db, folded);
    return { stored: false, checkpoint: base };
  }
  const merged = derived.merged;
  const hash = derived.mergedHash as string;
  return db.transaction(async (tx) => {
    const row = await lockCheckpoint(tx, target.name);
    if ((row?.stateHash ?? null) === (base?.hash ?? null)) {
      await writeCheckpoint(
        tx,
        target,
        { merged, hash, doc: null, summary: derived.summary ?? undefined, folded },
        opts,
      );
      return { stored: true, checkpoint: { state: merged, hash } };
    }
    // Another store changed the checkpoint meanwhile: fold the same updates into what is stored now.
    const again = mergedState(
      row ? await storedBytes(tx, target.name) : null,
      null,
      updates.map((update, i) => ({ id: folded[i] ?? -1, update })),
    );
    if (!again.merged) {
      await deleteFolded(tx, folded);
      return { stored: false, checkpoint: null };
    }
    await writeCheckpoint(tx, target, { ...again, merged: again.merged, folded }, opts);
    return { stored: true, checkpoint: { state: again.merged, hash: again.hash } };
  });
}

/** The stored checkpoint of a name with its digest, or null. */
async function readBase(db: Db, name: string): Promise<CheckpointBase | null> {
  const [row] = await db
    .select({ state: collabStates.state, hash: collabStates.stateHash })
    .from(collabStates)
    .where(eq(collabStates.name, name))
    .limit(1);
  return row ? { state: new Uint8Array(row.state), hash: row.hash } : null;
}
