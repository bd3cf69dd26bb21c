import { asc, eq, lt, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import { collabUpdateLog } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

// The durable update log (collab_update_log): what a relay acknowledged since the last checkpoint.
// A document's content = its checkpoint (collab_states) + its log rows applied in id order.

/** One update a relay received for a document. */
export interface UpdateLogEntry {
  name: string;
  update: Uint8Array;
}

/** A row of a document's log. */
export interface LoggedUpdate {
  id: number;
  update: Uint8Array;
}

/** Batches of up to this many updates use a statement prepared once per handle and row count. */
const PREPARED_ROWS = 16;

interface PreparedAppend {
  execute(values: Record<string, unknown>): Promise<unknown>;
}
const preparedAppends = new WeakMap<DbLike, Map<number, PreparedAppend>>();

/**
 * The insert of `rows` log rows, prepared once: a relay appends a batch every few milliseconds under
 * typing (on PostgreSQL, where the log is this table), and Drizzle built each insert anew (its
 * query building was the largest allocator in the relay's profile); node-postgres also parses a
 * named statement only once per connection.
 */
function preparedAppend(db: DbLike, rows: number): PreparedAppend {
  let byRows = preparedAppends.get(db);
  if (!byRows) {
    byRows = new Map();
    preparedAppends.set(db, byRows);
  }
  let statement = byRows.get(rows);
  if (!statement) {
    const values = Array.from({ length: rows }, (_, i) => ({
      name: sql.placeholder(`n${i}`),
      update: sql.placeholder(`u${i}`),
    }));
    statement = db.insert(collabUpdateLog).values(values).prepare(`collab_update_log_append_${rows}`);
    byRows.set(rows, statement);
  }
  return statement;
}

/** The update's bytes as a Buffer over the same memory (no copy). */
const asBuffer = (update: Uint8Array): Buffer =>
  Buffer.isBuffer(update) ? update : Buffer.from(update.buffer, update.byteOffset, update.byteLength);

/**
 * Appends updates in one insert, ids in arrival order. Small batches (typing at a normal pace) use
 * a statement prepared per row count. A larger one (a relay behind under load: hundreds or thousands
 * of updates per batch) goes as two array parameters, unnested in order: the same statement text
 * whatever its size. Drizzle's multi-row insert built a placeholder per value, checking each chunk's
 * class as it went: at 50 x 10 @ 5 on PostgreSQL that building was 3.1 s of the product's main
 * thread in its stretches of 100 ms and more (decisions.md, session 21).
 */
export async function appendUpdates(db: DbLike, entries: UpdateLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  if (entries.length <= PREPARED_ROWS) {
    const values: Record<string, unknown> = {};
    entries.forEach((e, i) => {
      values[`n${i}`] = e.name;
      values[`u${i}`] = asBuffer(e.update);
    });
    await preparedAppend(db, entries.length).execute(values);
    return;
  }
  const names = sql.param(entries.map((e) => e.name));
  const updates = sql.param(entries.map((e) => asBuffer(e.update)));
  await db.execute(
    sql`insert into ${collabUpdateLog} (name, update)
        select n, u from unnest(${names}::text[], ${updates}::bytea[]) with ordinality as t(n, u, o) order by o`,
  );
}

/** A document's log rows in the order they were appended. */
export async function logTail(db: DbLike, name: string): Promise<LoggedUpdate[]> {
  const rows = await db
    .select({ id: collabUpdateLog.id, update: collabUpdateLog.update })
    .from(collabUpdateLog)
    .where(eq(collabUpdateLog.name, name))
    .orderBy(asc(collabUpdateLog.id));
  return rows.map((r) => ({ id: Number(r.id), update: new Uint8Array(r.update) }));
}

/**
 * The ids of a document's log rows in append order: whether rows read before are still exactly the
 * log (rows never change once written, so the same ids are the same rows).
 */
export async function logIds(db: DbLike, name: string): Promise<number[]> {
  const rows = await db
    .select({ id: collabUpdateLog.id })
    .from(collabUpdateLog)
    .where(eq(collabUpdateLog.name, name))
    .orderBy(asc(collabUpdateLog.id));
  return rows.map((r) => Number(r.id));
}

/**
 * Deletes exactly these rows (the ones a checkpoint folded in). Never a range: on PostgreSQL a row
 * with a smaller id can commit after a larger one was read, and a range would delete it unfolded.
 * The ids go as one array parameter: a checkpoint folds hundreds of rows (30 s of typing), and one
 * placeholder per id made Drizzle build, and the driver bind, a statement of that many parameters.
 */
export async function deleteFolded(db: DbLike, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(collabUpdateLog).where(sql`${collabUpdateLog.id} = any(${idArray(ids)}::bigint[])`);
}

/** Ids as one PostgreSQL array literal (integers only, so nothing needs quoting). */
function idArray(ids: number[]): string {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`not a log row id: ${id}`);
  return `{${ids.join(',')}}`;
}

/** Deletes every row of a document (it no longer exists, so nothing can ever load them). */
export async function dropLog(db: DbLike, name: string): Promise<void> {
  await db.delete(collabUpdateLog).where(eq(collabUpdateLog.name, name));
}

/**
 * Documents with log rows appended before `before` (all of them when omitted), at most `limit`:
 * the compaction sweep's work list.
 */
export async function documentsWithLog(db: DbLike, limit: number, before?: Date): Promise<string[]> {
  const rows = await db
    .select({ name: collabUpdateLog.name })
    .from(collabUpdateLog)
    .where(before ? lt(collabUpdateLog.createdAt, before) : undefined)
    .groupBy(collabUpdateLog.name)
    .limit(limit);
  return rows.map((r) => r.name);
}

/**
 * Applies log rows to a document in order. A row that is not a valid update (a client sent garbage;
 * the relay then closed its connection) is skipped: it never changed the live document either.
 * Answers how many were skipped.
 */
export function applyLog(doc: Y.Doc, rows: LoggedUpdate[]): number {
  let skipped = 0;
  for (const row of rows) {
    try {
      Y.applyUpdate(doc, row.update);
    } catch {
      skipped += 1;
    }
  }
  return skipped;
}
