import crypto from 'node:crypto';
import { type DocSummary, docFromState, summarize } from '@juzuo/doc-model';
import { RelayDocumentKind, relayDocumentName, Status } from '@juzuo/schemas';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../../db/client';
import { collabStates, users, works } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import type { CheckpointMirror } from '../../lib/document-kind';
import { AppError } from '../../lib/errors';
import { addsToDoc, type DeriveOutcome } from '../../lib/yjs-worker/derive';
import { documentMirror, ideaMirror } from './mirror';
import { applyLog, deleteFolded, type LoggedUpdate, logIds, logTail } from './update-log';

/**
 * A relay document whose Yjs state the API keeps, as the document-kind registry (collab/kinds.ts)
 * resolves it: the row its id names, that row's work, and what its checkpoints mirror for REST reads
 * (null: the state only, read by the kind's own area).
 */
export interface CheckpointTarget {
  /** Relay name, `doc:<id>`, `idea:<id>`, `cards:<idea_id>` ... */
  name: string;
  /** The id part of the name (a document, idea, work or board id). */
  id: string;
  workId: string;
  /** The named row is soft-deleted. */
  deleted: boolean;
  mirror: CheckpointMirror | null;
}

/** A stored checkpoint of a `doc:` document, as the history area's automatic versions see it. */
export interface CheckpointFacts {
  document: string;
  workId: string;
  state: Uint8Array;
  stateHash: string;
  summary: DocSummary;
  editorId: string | null;
  now: Date;
}

/**
 * Runs inside a stored checkpoint's transaction and may take an automatic version (history's
 * maybeAutoVersion); answers the version's id or null. Passed in by the callers so this area does
 * not depend on the history area, which reads documents through it.
 */
export type AutoVersioner = (db: DbLike, facts: CheckpointFacts) => Promise<string | null>;

/** A checkpoint moves its work's updated_at (the works list's order) at most this often (ms). */
export const WORK_TOUCH_EVERY_MS = 5_000;

/** sha256 of a state, base64. */
export const stateHash = (state: Uint8Array): string =>
  crypto.createHash('sha256').update(state).digest('base64');

/** The checkpoint target of a documents row (`doc:<id>`), for the calls that change its content. */
export const docTarget = (doc: { id: string; workId: string; deletedAt: Date | null }): CheckpointTarget => ({
  name: relayDocumentName(RelayDocumentKind.Doc, doc.id),
  id: doc.id,
  workId: doc.workId,
  deleted: !!doc.deletedAt,
  mirror: documentMirror,
});

/** The checkpoint target of an idea's rich-text document (`idea:<idea_id>`), for REST writes. */
export const ideaTarget = (idea: {
  id: string;
  workId: string;
  deletedAt: Date | null;
}): CheckpointTarget => ({
  name: relayDocumentName(RelayDocumentKind.Idea, idea.id),
  id: idea.id,
  workId: idea.workId,
  deleted: !!idea.deletedAt,
  mirror: ideaMirror,
});

/**
 * The stored Yjs state of a target, or null for a document that never had content. A document that
 * has HTML but no Yjs state (written by an import or an older client) gets a state built from its
 * HTML, saved once so every loader starts from the same Yjs items (building it per load would
 * duplicate the text when two copies merge).
 */
export async function ensureState(db: Db, target: CheckpointTarget, now: Date): Promise<Uint8Array | null> {
  const [row] = await db.select().from(collabStates).where(eq(collabStates.name, target.name)).limit(1);
  if (row) return new Uint8Array(row.state);
  const seeded = await target.mirror?.seed(db, target.id);
  if (!seeded) return null;
  const state = Y.encodeStateAsUpdate(seeded);
  await db
    .insert(collabStates)
    .values({
      name: target.name,
      workId: target.workId,
      state: Buffer.from(state),
      stateHash: stateHash(state),
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [saved] = await db.select().from(collabStates).where(eq(collabStates.name, target.name)).limit(1);
  return saved ? new Uint8Array(saved.state) : state;
}

/** What a loader needs: the checkpoint and the log rows acknowledged since, to apply in order. */
export interface StoredContent {
  state: Uint8Array | null;
  updates: LoggedUpdate[];
}

/**
 * A target's durable content: its checkpoint (ensureState) and its update log. The log is read
 * after the checkpoint: a checkpoint stored in between folded and deleted rows this read misses,
 * so nothing is lost (and a row read twice applies twice harmlessly: Yjs updates are idempotent).
 */
export async function storedContent(db: Db, target: CheckpointTarget, now: Date): Promise<StoredContent> {
  const state = await ensureState(db, target, now);
  return { state, updates: await logTail(db, target.name) };
}

/** The stored content of a target as a Y.Doc: checkpoint + update log (empty when it has none). */
export async function storedDoc(db: Db, target: CheckpointTarget, now: Date): Promise<Y.Doc> {
  const { state, updates } = await storedContent(db, target, now);
  const doc = docFromState(state);
  applyLog(doc, updates);
  return doc;
}

/** Outcome of a store. */
export interface StoreResult {
  /** False when the state added nothing to what was stored (skipped). */
  stored: boolean;
  version: number;
  /** Id of the automatic version the store took, if any. */
  autoVersionId: string | null;
}

/**
 * Stores a checkpoint in ONE transaction: merges the incoming Yjs state (null: none, a compaction
 * of the log alone) and the document's update log into the stored state (a state from a relay that
 * failed to load can therefore never blank a document), upserts collab_states, deletes exactly the
 * log rows it folded in, lets the kind's mirror update its row (html/text/char_count/version/last
 * editor of a document or idea) and, for kinds that keep history, `opts.autoVersion` take an
 * automatic version. A state identical to the stored one, or adding nothing to it, stores nothing
 * (its log rows are still folded, i.e. deleted).
 */
export async function storeCheckpoint(
  db: Db,
  target: CheckpointTarget,
  state: Uint8Array | null,
  opts: {
    editors: string[];
    now: Date;
    autoVersion?: AutoVersioner;
    /**
     * Digest of the last state the API accepted from the storing relay (see ZCollabStoreRequest).
     * When the stored checkpoint is still exactly that state, the incoming state contains it (a live
     * Yjs document only grows), so it is not decoded and merged in again: the store decodes the
     * incoming state once, for the mirror.
     */
    baseHash?: string;
    /**
     * Decodes the incoming state, applies log rows and derives the summary, off the event loop for
     * long documents (the app's YjsWorker). Used for a relay's state that is likely to descend from
     * the stored one (it names a base) and a kind whose mirror reads only the summary (or has none).
     */
    derive?: (state: Uint8Array, summary: boolean, log: Uint8Array[]) => Promise<DeriveOutcome>;
    /**
     * The storing relay's acknowledged updates go to a journal (the embedded product's segment
     * files), not to collab_update_log, so the log is normally empty: it is read once, under the
     * lock, not also before the transaction. Rows found there (a stranded segment moved in) are
     * merged on this thread.
     */
    journaled?: boolean;
  },
): Promise<StoreResult> {
  const incomingHash = state ? stateHash(state) : null;
  const { mirror } = target;
  // Before the transaction (on PGlite it holds the one connection every request waits for), with
  // the log as it is now: on PostgreSQL it holds the relay's own acknowledged updates, which the
  // state already contains. Inside, the log is read again under the lock; if rows came or went
  // meanwhile, the store merges on this thread as before.
  const offLoop = !!(state && opts.baseHash && opts.derive && (!mirror || mirror.reads === 'summary'));
  const logBefore = offLoop && !opts.journaled ? await logTail(db, target.name) : [];
  const derived =
    offLoop && state && opts.derive
      ? await opts.derive(
          state,
          !!mirror,
          logBefore.map((r) => r.update),
        )
      : null;
  if (derived && !derived.ok) throw brokenState();
  return db.transaction(async (tx) => {
    const row = await lockCheckpoint(tx, target.name);
    // Read under the lock: a concurrent store cannot fold (and delete) these rows meanwhile. When
    // the rows read before the transaction are still exactly the log (the usual case on PostgreSQL:
    // the relay's own appends), their ids say so and their bytes are not read a second time.
    const log =
      logBefore.length > 0 && sameIds(await logIds(tx, target.name), logBefore)
        ? logBefore
        : await logTail(tx, target.name);
    const current = async () => {
      await deleteFolded(
        tx,
        log.map((r) => r.id),
      );
      return { stored: false, version: await versionOf(tx, target), autoVersionId: null };
    };
    if (row && row.stateHash === incomingHash && log.length === 0) return current();
    const descends = !!(row && state && opts.baseHash && row.stateHash === opts.baseHash);
    // The common store of a relay: its state (with any log rows it lacked), decoded and read off the loop.
    const sameLog = log.length === logBefore.length && log.every((r, i) => r.id === logBefore[i]?.id);
    const asDerived = descends && sameLog && derived?.ok ? derived : null;
    const { doc, merged, hash } = asDerived
      ? asDerived.merged
        ? { doc: null, merged: asDerived.merged, hash: asDerived.mergedHash ?? stateHash(asDerived.merged) }
        : { doc: null, merged: state as Uint8Array, hash: incomingHash as string }
      : descends
        ? descendantState(state as Uint8Array, incomingHash as string, log)
        : mergedState(row ? await storedBytes(tx, target.name) : null, state, log);
    // Nothing new (also: an empty first store of a brand-new document) is not a checkpoint.
    if (!merged) return current();

    return writeCheckpoint(
      tx,
      target,
      { merged, hash, doc, summary: asDerived?.summary ?? undefined, folded: log.map((r) => r.id) },
      opts,
    );
  });
}

/**
 * Takes the document's checkpoint lock inside a transaction and answers the stored checkpoint's
 * digest (undefined: none yet). Two stores of the same document serialise here, so neither merge is
 * lost; a row lock alone would not cover a document's first store (no row yet), so the lock is on
 * the name. The digest only: a store almost always descends from the stored state (then its bytes
 * are not needed), and reading them would copy the whole state out of the database per store.
 */
export async function lockCheckpoint(
  tx: Pick<Db, 'execute' | 'select'>,
  name: string,
): Promise<{ stateHash: string } | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
  const [row] = await tx
    .select({ stateHash: collabStates.stateHash })
    .from(collabStates)
    .where(eq(collabStates.name, name))
    .for('update');
  return row;
}

/** A checkpoint about to be written: the merged state and what is already known of it. */
export interface CheckpointWrite {
  merged: Uint8Array;
  hash: string;
  /** The merged state decoded, when this thread has it (else decoded only if the mirror needs it). */
  doc: Y.Doc | null;
  /** Its Tiptap reading, when it was derived elsewhere (the Yjs worker). */
  summary?: DocSummary;
  /** Ids of the update log rows folded into it: deleted with the write. */
  folded: number[];
}

/**
 * Writes a checkpoint inside the caller's transaction (which holds the document's lock): upserts
 * collab_states, deletes the folded log rows, touches the work, lets the kind's mirror update its
 * row and, for kinds that keep history, `opts.autoVersion` take an automatic version.
 */
export async function writeCheckpoint(
  tx: DbLike,
  target: CheckpointTarget,
  write: CheckpointWrite,
  opts: { editors: string[]; now: Date; autoVersion?: AutoVersioner },
): Promise<StoreResult> {
  const { merged, hash } = write;
  const { mirror } = target;
  // A view of the bytes, not a copy (Buffer.from of a Uint8Array copies): a state can be megabytes.
  const bytes = Buffer.from(merged.buffer, merged.byteOffset, merged.byteLength);
  await tx
    .insert(collabStates)
    .values({ name: target.name, workId: target.workId, state: bytes, stateHash: hash, updatedAt: opts.now })
    .onConflictDoUpdate({
      target: collabStates.name,
      set: { state: bytes, stateHash: hash, updatedAt: opts.now },
    });
  await deleteFolded(tx, write.folded);
  // Writing in a work counts as working on it: the works list sorts by this. Within a few seconds
  // of the last such write the row is left alone: the open documents of a work checkpoint every
  // few seconds each, and each write was a new row version, WAL, and on PostgreSQL a row lock that
  // queued the stores of the work's other documents until commit.
  await tx
    .update(works)
    .set({ updatedAt: opts.now })
    .where(
      and(
        eq(works.id, target.workId),
        lt(works.updatedAt, new Date(opts.now.getTime() - WORK_TOUCH_EVERY_MS)),
      ),
    );
  if (!mirror) return { stored: true, version: 0, autoVersionId: null };
  let decoded = write.doc;
  const docOnce = () => {
    decoded ??= docFromState(merged);
    return decoded;
  };
  let summary: DocSummary | undefined = write.summary;
  const summaryOnce = () => {
    summary ??= summarize(docOnce());
    return summary;
  };
  const editorId = await lastKnownUser(tx, opts.editors);
  const version = await mirror.write(tx, target.id, docOnce, {
    editorId,
    now: opts.now,
    summary: summaryOnce,
  });
  const autoVersionId =
    mirror.autoVersions && opts.autoVersion
      ? await opts.autoVersion(tx, {
          document: target.name,
          workId: target.workId,
          state: merged,
          stateHash: hash,
          summary: summaryOnce(),
          editorId,
          now: opts.now,
        })
      : null;
  return { stored: true, version, autoVersionId };
}

/**
 * What a store writes: the merged document (null: not decoded on this thread), its encoded state and
 * digest (null state: nothing new).
 */
export interface MergedState {
  doc: Y.Doc | null;
  merged: Uint8Array | null;
  hash: string;
}

/** A relay's state that is not a Yjs update: refused (4220) before anything is written. */
const brokenState = () => new AppError(Status.VALIDATION, 'state 不是有效的 Yjs 状态');

/** Decodes a relay's state; a broken one is refused (4220) before anything is written. */
function applyIncoming(doc: Y.Doc, state: Uint8Array): void {
  try {
    Y.applyUpdate(doc, state);
  } catch {
    throw brokenState();
  }
}

/**
 * The general case: stored state + incoming state (null for a compaction of the log alone) + log
 * rows, merged. Nothing new when no snapshot changes and nothing more waits for a missing
 * dependency (pending structs must be kept: the merged state carries them, and their log rows are
 * about to be deleted).
 */
export function mergedState(
  stored: Uint8Array | null,
  state: Uint8Array | null,
  log: LoggedUpdate[],
): MergedState {
  const doc = docFromState(stored);
  const added = addsToDoc(doc, () => {
    if (state) applyIncoming(doc, state);
    applyLog(doc, log);
  });
  if (!added) return { doc, merged: null, hash: '' };
  const merged = Y.encodeStateAsUpdate(doc);
  return { doc, merged, hash: stateHash(merged) };
}

/**
 * The incoming state descends from the stored one (its hash differs, so it adds something): it is
 * stored as it came, unless log rows add what it lacks (rows of another relay), then merged.
 */
function descendantState(state: Uint8Array, incomingHash: string, log: LoggedUpdate[]): MergedState {
  const doc = new Y.Doc();
  applyIncoming(doc, state);
  if (log.length === 0) return { doc, merged: state, hash: incomingHash };
  if (!addsToDoc(doc, () => applyLog(doc, log))) return { doc, merged: state, hash: incomingHash };
  const merged = Y.encodeStateAsUpdate(doc);
  return { doc, merged, hash: stateHash(merged) };
}

/** Whether `ids` are exactly the ids of `rows`, in order. */
function sameIds(ids: number[], rows: LoggedUpdate[]): boolean {
  return ids.length === rows.length && ids.every((id, i) => id === rows[i]?.id);
}

/** The stored state of a name (already locked by the caller's transaction). */
export async function storedBytes(db: DbLike, name: string): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ state: collabStates.state })
    .from(collabStates)
    .where(eq(collabStates.name, name));
  return row ? new Uint8Array(row.state) : null;
}

/** The version of the target's row (0 for state-only kinds). */
export async function versionOf(db: DbLike, target: CheckpointTarget): Promise<number> {
  return target.mirror ? target.mirror.version(db, target.id) : 0;
}

/** The last of the editors that is a real user (the relay's list is a hint, not a foreign key). */
async function lastKnownUser(db: DbLike, editors: string[]): Promise<string | null> {
  const candidates = editors.filter((e) => /^[A-Za-z0-9_-]{1,64}$/.test(e));
  if (candidates.length === 0) return null;
  const known = new Set(
    (await db.select({ id: users.id }).from(users).where(inArray(users.id, candidates))).map((u) => u.id),
  );
  return [...candidates].reverse().find((e) => known.has(e)) ?? null;
}
