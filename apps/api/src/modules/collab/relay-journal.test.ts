import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeRecords, encodeRecords, type JournalRecord } from './journal-format';
import { RelayJournal, recoverJournal } from './relay-journal';

const bytes = (...values: number[]) => Uint8Array.from(values);
const texts = (records: JournalRecord[]) => records.map((r) => `${r.name}:${[...r.update].join(',')}`);

describe('journal record format', () => {
  it('round-trips names (any Unicode) and updates, and stops at a torn or corrupted tail', () => {
    const records = [
      { name: 'doc:一', update: bytes(1, 2, 3) },
      { name: 'game:😀', update: bytes() },
      { name: 'idea:x', update: new Uint8Array(70_000).fill(7) },
    ];
    const encoded = encodeRecords(records);
    const whole = decodeRecords(encoded);
    expect(whole.wholeBytes).toBe(encoded.length);
    expect(texts(whole.records)).toEqual(texts(records));

    const torn = decodeRecords(encoded.subarray(0, encoded.length - 1));
    expect(torn.records.map((r) => r.name)).toEqual(['doc:一', 'game:😀']);

    const corrupted = Buffer.from(encoded);
    const at = corrupted.length - 10;
    corrupted.writeUInt8(corrupted.readUInt8(at) ^ 0xff, at);
    expect(decodeRecords(corrupted).records).toHaveLength(2);
    expect(decodeRecords(Buffer.alloc(3)).records).toEqual([]);
  });
});

describe('relay journal', () => {
  let dir: string;
  let moved: JournalRecord[];
  const moveToLog = async (records: JournalRecord[]) => {
    moved.push(...records);
  };
  const segments = async () => (await readdir(dir)).filter((n) => n.endsWith('.seg')).sort();

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'juzuo-journal-'));
    moved = [];
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps appended updates until a checkpoint covers them; a load sees the uncovered ones in order', async () => {
    const journal = await RelayJournal.open(dir, moveToLog);
    await journal.append([
      { name: 'doc:a', update: bytes(1) },
      { name: 'doc:b', update: bytes(2) },
    ]);
    const mark = journal.mark();
    await journal.append([{ name: 'doc:a', update: bytes(3) }]);
    expect(await journal.uncovered('doc:a')).toEqual([bytes(1), bytes(3)]);

    journal.covered('doc:a', mark);
    expect(await journal.uncovered('doc:a')).toEqual([bytes(3)]);
    expect(await journal.uncovered('doc:b')).toEqual([bytes(2)]);
    expect(await journal.uncovered('doc:none')).toEqual([]);
    await journal.close();
  });

  it("a document's uncovered updates carry its bytes alone, whatever the batches they shared", async () => {
    // Fifty documents typing at once: each batch interleaves every document's updates.
    const journal = await RelayJournal.open(dir, moveToLog);
    const other = new Uint8Array(200).fill(9);
    for (let batch = 0; batch < 20; batch++)
      await journal.append([
        { name: 'doc:a', update: bytes(batch, 1) },
        ...Array.from({ length: 49 }, (_, i) => ({ name: `doc:other-${i}`, update: other })),
      ]);
    const updates = await journal.uncovered('doc:a');
    expect(updates).toEqual(Array.from({ length: 20 }, (_, batch) => bytes(batch, 1)));
    // What a load or compaction posts to the Yjs worker is each view's whole buffer: 40 bytes here,
    // not the 20 batches of about 10 KB around them.
    for (const update of updates) expect(update.buffer.byteLength).toBe(40);
    await journal.close();
  });

  it('a checkpoint covers the updates appended before its mark whose writes were still in flight', async () => {
    // The relay's last client leaves right after an update: the store's mark is taken while that
    // update's write is under way. A later load must not apply it again on top of the checkpoint.
    const journal = await RelayJournal.open(dir, moveToLog, { segmentBytes: 1, sweepEveryMs: 60_000 });
    const inFlight = journal.append([{ name: 'doc:a', update: bytes(1) }]);
    const other = journal.append([{ name: 'doc:b', update: bytes(2) }]);
    const mark = journal.mark();
    const after = journal.append([{ name: 'doc:a', update: bytes(3) }]);
    journal.covered('doc:a', mark);
    await Promise.all([inFlight, other, after]);
    expect(await journal.uncovered('doc:a')).toEqual([bytes(3)]);
    expect(await journal.uncovered('doc:b')).toEqual([bytes(2)]);

    // Its segment counts nothing uncovered, so the sweep deletes it; the others stay.
    await journal.sweep();
    const left = await segments();
    const names = await Promise.all(
      left.map(async (f) => decodeRecords(await readFile(path.join(dir, f))).records.map((r) => r.name)),
    );
    expect(names.flat()).toEqual(['doc:b', 'doc:a']);

    // The next checkpoint covers the rest.
    journal.covered('doc:a', journal.mark());
    expect(await journal.uncovered('doc:a')).toEqual([]);
    await journal.close();
  });

  it('a compaction covers exactly the updates it read, not those written after', async () => {
    const journal = await RelayJournal.open(dir, moveToLog, { sweepEveryMs: 60_000 });
    await journal.append([
      { name: 'doc:a', update: bytes(1) },
      { name: 'doc:b', update: bytes(2) },
      { name: 'doc:a', update: bytes(3) },
    ]);
    const read = await journal.uncoveredUpTo('doc:a');
    expect(read.updates).toEqual([bytes(1), bytes(3)]);
    // Written while the compaction works: not in what it read, so not covered by it.
    const later = journal.append([{ name: 'doc:a', update: bytes(4) }]);
    await later;
    journal.covered('doc:a', read.upTo);
    expect(await journal.uncovered('doc:a')).toEqual([bytes(4)]);
    expect(await journal.uncovered('doc:b')).toEqual([bytes(2)]);
    expect(await journal.uncoveredUpTo('doc:none')).toEqual({ updates: [], upTo: 0 });
    await journal.close();
  });

  it('deletes a closed segment once every update in it is covered, not before', async () => {
    const journal = await RelayJournal.open(dir, moveToLog, { segmentBytes: 1, sweepEveryMs: 60_000 });
    await journal.append([{ name: 'doc:a', update: bytes(1) }]);
    await journal.append([{ name: 'doc:b', update: bytes(2) }]);
    // Each append went to its own segment (the first was full after one record).
    expect(await segments()).toHaveLength(2);

    journal.covered('doc:a', journal.mark());
    await journal.sweep();
    // doc:a's segment is gone; doc:b's (now closed by the sweep's rotation) stays: not covered yet.
    const left = await segments();
    expect(left).toHaveLength(2);
    expect(
      decodeRecords(await readFile(path.join(dir, left[0] as string))).records.map((r) => r.name),
    ).toEqual(['doc:b']);
    journal.covered('doc:b', journal.mark());
    await journal.sweep();
    expect(await segments()).toHaveLength(1);
    expect(moved).toEqual([]);
    await journal.close();
    expect(await segments()).toEqual([]);
  });

  it('moves what a long-closed segment still holds to the database log, then deletes it', async () => {
    // While the rows are being inserted, a load must still find the updates in the journal.
    const seenDuringMove: number[] = [];
    const journal: RelayJournal = await RelayJournal.open(
      dir,
      async (records) => {
        seenDuringMove.push((await journal.uncovered('doc:stuck')).length);
        await moveToLog(records);
      },
      {
        segmentBytes: 1,
        sweepEveryMs: 60_000,
        strandedAfterMs: 1_000,
      },
    );
    await journal.append([
      { name: 'doc:stuck', update: bytes(9) },
      { name: 'doc:ok', update: bytes(8) },
    ]);
    await journal.append([{ name: 'doc:stuck', update: bytes(10) }]);
    journal.covered('doc:ok', journal.mark() - 1);
    await journal.sweep(Date.now());
    expect(moved).toEqual([]);
    await journal.sweep(Date.now() + 5_000);
    expect(texts(moved)).toEqual(['doc:stuck:9', 'doc:stuck:10']);
    expect(seenDuringMove).toEqual([2, 1]);
    // The database log has them now: a load must not apply them from the journal as well.
    expect(await journal.uncovered('doc:stuck')).toEqual([]);
    await journal.close();
    expect(await segments()).toEqual([]);
  });

  it('recovers every whole record a crash left, oldest segment first, ignoring a torn tail', async () => {
    const journal = await RelayJournal.open(dir, moveToLog, { segmentBytes: 1, sweepEveryMs: 60_000 });
    await journal.append([{ name: 'doc:a', update: bytes(1) }]);
    await journal.append([{ name: 'doc:a', update: bytes(2) }]);
    // A crash: no close, and the last write was cut short.
    const last = (await segments()).at(-1) as string;
    await appendFile(
      path.join(dir, last),
      encodeRecords([{ name: 'doc:a', update: bytes(3) }]).subarray(0, 9),
    );

    const count = await recoverJournal(dir, moveToLog);
    expect(count).toBe(2);
    expect(texts(moved)).toEqual(['doc:a:1', 'doc:a:2']);
    expect(await segments()).toEqual([]);
    await journal.close();
  });

  it('recovers nothing from a missing or empty folder, and a new journal numbers after old files', async () => {
    expect(await recoverJournal(path.join(dir, 'missing'), moveToLog)).toBe(0);
    await writeFile(path.join(dir, '000000000007.seg'), Buffer.alloc(0));
    const journal = await RelayJournal.open(dir, moveToLog);
    await journal.append([{ name: 'doc:a', update: bytes(1) }]);
    expect(await segments()).toEqual(['000000000007.seg', '000000000008.seg']);
    await journal.close();
  });

  it('refuses appends after close', async () => {
    const journal = await RelayJournal.open(dir, moveToLog);
    await journal.close();
    await expect(journal.append([{ name: 'doc:a', update: bytes(1) }])).rejects.toThrow();
  });
});
