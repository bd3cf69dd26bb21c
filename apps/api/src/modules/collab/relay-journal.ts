import { writeSync } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { decodeRecords, encodeRecordsAt, type JournalRecord } from './journal-format';

/** Segment sizes and sweep timing of the journal. */
export interface RelayJournalOptions {
  /** A new segment file starts once the current one holds this many bytes. */
  segmentBytes?: number;
  /** ... or once it is this old (ms), so covered segments are deleted soon. */
  segmentMs?: number;
  /** How often closed segments are looked at (ms). */
  sweepEveryMs?: number;
  /**
   * A closed segment still holding updates no checkpoint covers after this long (ms) belongs to a
   * document whose stores fail: its updates move to the database's update log.
   */
  strandedAfterMs?: number;
}

/** Where updates no checkpoint covered go: the database's update log (collab_update_log). */
export type MoveToLog = (records: JournalRecord[]) => Promise<void>;

/**
 * Where an uncovered update lies: its segment, and its bytes inside the batch as written (`batch`,
 * the buffer handed to write(2), kept while any of its updates is uncovered). Not a copy of each
 * update: under typing thousands wait for their checkpoint (up to 10 s each), and a copy apiece
 * promoted them all to the old generation (small ArrayBuffers the collector must trace and free);
 * a batch is one buffer per append (at most 25 a second with the 40 ms window). Not read back from
 * the file either: a document's updates lie between every other open document's, so a load or a
 * compaction read (and sent to the Yjs worker) the whole stretch of the segment they spanned, for
 * each document, every 10 s under typing (decisions.md, session 24).
 */
interface Entry {
  seq: number;
  segment: number;
  batch: Buffer;
  start: number;
  length: number;
}

interface Segment {
  no: number;
  file: string;
  openedAt: number;
  closedAt?: number;
  handle?: FileHandle;
  bytes: number;
  /** Entries in this segment no checkpoint has covered yet. */
  uncovered: number;
}

const SEGMENT_SUFFIX = '.seg';

/**
 * The embedded product's durable update log (PGlite only; PostgreSQL keeps collab_update_log): the
 * relay mounted in the API appends what it acknowledges to segment files in DATA_DIR instead of
 * inserting rows into PGlite. An append is one write() of checksummed records; it resolves once the
 * operating system has the bytes, which survive a SIGKILL of the process - the same guarantee
 * PGlite gives here (it runs with fsync off; decisions.md). Inserting the same updates into PGlite
 * cost about half the product's CPU under typing, on the cores the relay needs.
 *
 * A checkpoint of a document, encoded after its updates were handed to the journal, covers them
 * (`mark` before the store, `covered` after it), also those whose write was still in flight; a closed
 * segment whose updates are all covered is deleted. What a
 * segment still holds long after it closed (stores of that document keep failing) moves to the
 * database log, where the existing compaction folds it. At start, `recoverJournal` moves every
 * record a crash left into the database log before the relay loads anything.
 */
export class RelayJournal {
  private current!: Segment;
  private readonly closed = new Map<number, Segment>();
  private readonly byDocument = new Map<string, Entry[]>();
  /** Sequence number of the newest record handed to `append` (numbered in call order). */
  private requested = 0;
  /** Every record up to this sequence number has been written (or its write failed). */
  private written = 0;
  /**
   * Checkpoints that covered records still being written, per document: the newest such mark. A
   * record of that document numbered up to it is not indexed when its write completes.
   */
  private readonly coveredAhead = new Map<string, number>();
  private chain: Promise<unknown> = Promise.resolve();
  private shut = false;
  private sweepTimer: NodeJS.Timeout | undefined;
  private readonly segmentBytes: number;
  private readonly segmentMs: number;
  private readonly strandedAfterMs: number;

  private constructor(
    private readonly dir: string,
    private readonly moveToLog: MoveToLog,
    private nextSegment: number,
    options: RelayJournalOptions,
  ) {
    this.segmentBytes = options.segmentBytes ?? 4 * 1024 * 1024;
    this.segmentMs = options.segmentMs ?? 10_000;
    this.strandedAfterMs = options.strandedAfterMs ?? 60_000;
    const sweepEveryMs = options.sweepEveryMs ?? 5_000;
    this.sweepTimer = setInterval(() => void this.sweepQuietly(), sweepEveryMs);
    this.sweepTimer.unref();
  }

  /** Opens a journal in `dir` (after `recoverJournal` has emptied it). */
  static async open(
    dir: string,
    moveToLog: MoveToLog,
    options: RelayJournalOptions = {},
  ): Promise<RelayJournal> {
    await mkdir(dir, { recursive: true });
    const existing = await segmentNumbers(dir);
    const journal = new RelayJournal(dir, moveToLog, Math.max(0, ...existing) + 1, options);
    await journal.startSegment();
    return journal;
  }

  /**
   * Resolves once the records are written (durable against the process dying). They are numbered
   * now, in call order: the relay hands over only updates it has already applied to their documents
   * (DurableUpdatesExtension queues an update just before Hocuspocus applies it in the same tick;
   * the update log passes it on up to 40 ms later).
   */
  append(records: JournalRecord[]): Promise<void> {
    const first = this.requested + 1;
    this.requested += records.length;
    const run = this.chain.then(() => this.write(records, first));
    this.chain = run.catch(() => {});
    return run;
  }

  /**
   * The newest sequence number handed out: a checkpoint encoded now contains every update appended
   * up to it, written or still in flight (see append).
   */
  mark(): number {
    return this.requested;
  }

  /**
   * A checkpoint of `name` encoded at `mark` is stored: its updates appended up to then are covered,
   * including those whose write completes only later. Without the latter, a document stored right
   * after an update (its last client leaving) kept that update in the journal's index until the
   * segment was stranded, and every load applied it again on top of the checkpoint: for a pasted or
   * imported script, a second decode of the whole state on each cold open.
   */
  covered(name: string, mark: number): void {
    if (mark > this.written) this.coveredAhead.set(name, Math.max(this.coveredAhead.get(name) ?? 0, mark));
    const entries = this.byDocument.get(name);
    if (!entries) return;
    let count = 0;
    while (count < entries.length && (entries[count] as Entry).seq <= mark) {
      const segment = this.segment((entries[count] as Entry).segment);
      if (segment) segment.uncovered -= 1;
      count += 1;
    }
    if (count === entries.length) this.byDocument.delete(name);
    else entries.splice(0, count);
  }

  /**
   * Updates of `name` no checkpoint covers yet, in journal order (a load applies them last). Which
   * ones is decided now, as the call is made (like a read of the database log).
   */
  async uncovered(name: string): Promise<Uint8Array[]> {
    return (await this.uncoveredUpTo(name)).updates;
  }

  /**
   * `uncovered`, with the sequence number of the last of them (0: none): a checkpoint made of exactly
   * these updates covers them with `covered(name, upTo)`. Entries are indexed in sequence order as
   * their writes complete, in order, so none numbered below `upTo` can still be missing here.
   */
  async uncoveredUpTo(name: string): Promise<{ updates: Uint8Array[]; upTo: number }> {
    const entries = this.byDocument.get(name) ?? [];
    if (entries.length === 0) return { updates: [], upTo: 0 };
    return { updates: gather(entries), upTo: (entries.at(-1) as Entry).seq };
  }

  /**
   * Deletes closed segments whose updates are all covered; moves what stranded segments still hold
   * to the database log, then deletes them too.
   */
  async sweep(now = Date.now()): Promise<void> {
    await this.serialized(async () => {
      if (this.segmentDue(now)) await this.rotate();
      for (const segment of [...this.closed.values()].sort((a, b) => a.no - b.no)) {
        if (segment.uncovered > 0) {
          if (now - (segment.closedAt ?? now) < this.strandedAfterMs) continue;
          await this.moveStranded(segment);
        }
        await removeFile(segment.file);
        this.closed.delete(segment.no);
      }
    });
  }

  /** Stops the sweep and closes the file; a segment with nothing uncovered is deleted. */
  async close(): Promise<void> {
    if (this.shut) return;
    await this.serialized(async () => {
      this.shut = true;
      if (this.sweepTimer) clearInterval(this.sweepTimer);
      await this.closeCurrent();
      for (const segment of this.closed.values()) if (segment.uncovered === 0) await removeFile(segment.file);
    });
  }

  private serialized(task: () => Promise<void>): Promise<void> {
    const run = this.chain.then(task);
    this.chain = run.catch(() => {});
    return run;
  }

  private async write(records: JournalRecord[], first: number): Promise<void> {
    try {
      await this.writeNumbered(records, first);
    } finally {
      // A failed batch is appended again by the caller, under new numbers.
      this.written = first + records.length - 1;
      for (const [name, mark] of this.coveredAhead) if (mark <= this.written) this.coveredAhead.delete(name);
    }
  }

  private async writeNumbered(records: JournalRecord[], first: number): Promise<void> {
    if (this.shut) throw new Error('relay journal closed');
    if (this.segmentDue(Date.now())) await this.rotate();
    const { bytes, updateStarts } = encodeRecordsAt(records);
    const segment = this.current;
    try {
      writeAll(segment.handle as FileHandle, bytes);
    } catch (error) {
      // Part of the batch may be in the file: later records go to a new segment, so reading stops at
      // this torn tail only where nothing acknowledged follows it. The caller retries the batch.
      await this.rotate().catch(() => {});
      throw error;
    }
    segment.bytes += bytes.length;
    records.forEach((record, i) => {
      const seq = first + i;
      // A checkpoint stored while this write was in flight already holds it.
      if ((this.coveredAhead.get(record.name) ?? 0) >= seq) return;
      const entries = this.byDocument.get(record.name) ?? [];
      entries.push({
        seq,
        segment: segment.no,
        batch: bytes,
        start: updateStarts[i] as number,
        length: record.update.byteLength,
      });
      this.byDocument.set(record.name, entries);
      segment.uncovered += 1;
    });
  }

  private segmentDue(now: number): boolean {
    const { bytes, openedAt } = this.current;
    return bytes >= this.segmentBytes || (bytes > 0 && now - openedAt >= this.segmentMs);
  }

  private async rotate(): Promise<void> {
    await this.closeCurrent();
    await this.startSegment();
  }

  private async startSegment(): Promise<void> {
    const no = this.nextSegment++;
    const file = path.join(this.dir, segmentFileName(no));
    const handle = await open(file, 'a');
    this.current = { no, file, handle, openedAt: Date.now(), bytes: 0, uncovered: 0 };
  }

  private async closeCurrent(): Promise<void> {
    const segment = this.current;
    await segment.handle?.close().catch(() => {});
    segment.handle = undefined;
    segment.closedAt = Date.now();
    this.closed.set(segment.no, segment);
  }

  private segment(no: number): Segment | undefined {
    return no === this.current.no ? this.current : this.closed.get(no);
  }

  private async moveStranded(segment: Segment): Promise<void> {
    const moved: Array<Entry & { name: string }> = [];
    for (const [name, entries] of this.byDocument)
      for (const e of entries) if (e.segment === segment.no) moved.push({ ...e, name });
    moved.sort((a, b) => a.seq - b.seq);
    const updates = gather(moved);
    // Rows in the database log are loaded and folded like any other, so the documents lose nothing.
    // The entries leave the journal's index only once the rows are in: a load in between sees them.
    await this.moveToLog(moved.map(({ name }, i) => ({ name, update: updates[i] as Uint8Array })));
    for (const [name, entries] of this.byDocument) {
      const kept = entries.filter((e) => e.segment !== segment.no);
      if (kept.length === 0) this.byDocument.delete(name);
      else this.byDocument.set(name, kept);
    }
    segment.uncovered = 0;
  }

  private async sweepQuietly(): Promise<void> {
    if (this.shut) return;
    await this.sweep().catch((error: unknown) =>
      console.error(`[relay] journal sweep failed; it runs again later: ${(error as Error).message}`),
    );
  }
}

/**
 * Moves every record the journal's segment files hold (left by a crash, or by documents whose stores
 * never succeeded) into the database log, oldest segment first, and deletes the files. Runs before
 * the relay loads anything; the log compaction folds the rows into the checkpoints afterwards.
 * A row applied twice is harmless (Yjs updates are idempotent), so a crash during recovery is too.
 */
export async function recoverJournal(dir: string, moveToLog: MoveToLog): Promise<number> {
  let moved = 0;
  for (const no of (await segmentNumbers(dir)).sort((a, b) => a - b)) {
    const file = path.join(dir, segmentFileName(no));
    const { records } = decodeRecords(await readFile(file));
    for (let i = 0; i < records.length; i += 2_000) await moveToLog(records.slice(i, i + 2_000));
    moved += records.length;
    await removeFile(file);
  }
  return moved;
}

/**
 * The entries' updates copied side by side into one buffer of their own, views in entry order: what
 * goes on to the Yjs worker (a posted view carries its whole buffer) is this document's bytes alone,
 * not the batches they share with every other open document.
 */
function gather(entries: readonly Entry[]): Uint8Array[] {
  let total = 0;
  for (const e of entries) total += e.length;
  const out = new Uint8Array(total);
  const views: Uint8Array[] = [];
  let at = 0;
  for (const e of entries) {
    out.set(e.batch.subarray(e.start, e.start + e.length), at);
    views.push(out.subarray(at, at + e.length));
    at += e.length;
  }
  return views;
}

async function segmentNumbers(dir: string): Promise<number[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .filter((n) => n.endsWith(SEGMENT_SUFFIX))
    .map((n) => Number.parseInt(n, 10))
    .filter((n) => Number.isSafeInteger(n));
}

function segmentFileName(no: number): string {
  return `${String(no).padStart(12, '0')}${SEGMENT_SUFFIX}`;
}

/**
 * Writes the whole batch with write(2) on the event loop, not through libuv's thread pool. The
 * bytes are small (about a hundred per update, a batch every few milliseconds under typing) and go to
 * the page cache, so the call returns in microseconds; the pool's round trip (a FileHandle request,
 * a thread woken and a completion queued back, a promise per write) cost the relay more than the
 * write itself: in process, journal appends behind the relay took 121 -> 84 us of CPU per relayed
 * update (8 alternating pairs, loaded machine). The guarantee is unchanged: the append resolves once
 * the operating system has the bytes, which survive a SIGKILL of the process.
 */
function writeAll(handle: FileHandle, bytes: Buffer): void {
  let at = 0;
  while (at < bytes.length) at += writeSync(handle.fd, bytes, at, bytes.length - at);
}

async function removeFile(file: string): Promise<void> {
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
