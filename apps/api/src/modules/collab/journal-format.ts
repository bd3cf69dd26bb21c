import { crc32 } from 'node:zlib';

/** One update the relay acknowledged, as the journal keeps it. */
export interface JournalRecord {
  /** The relay document's name (`doc:<id>`, `game:<id>` ...). */
  name: string;
  update: Uint8Array;
}

// A record on disk: u32 LE body length, u32 LE CRC-32 of the body, then the body: u16 LE length of
// the name in bytes, the name (UTF-8), the update. The checksum tells a record cut short by a crash
// (or a failed write) from a whole one; reading stops at the first record that is not whole.
const HEADER_BYTES = 8;
const NAME_LENGTH_BYTES = 2;

/**
 * The records as one buffer, ready for a single write: encoded in place, one allocation per batch
 * (not a name, body and header buffer per record and a concatenated copy of them all; a batch is
 * written every few milliseconds under typing).
 */
export function encodeRecords(records: readonly JournalRecord[]): Buffer {
  return encodeRecordsAt(records).bytes;
}

/**
 * encodeRecords, also answering where each record's update starts in the buffer (same order): the
 * journal keeps these offsets instead of the updates themselves and reads an update back only when
 * a load or a move to the database log needs it.
 */
export function encodeRecordsAt(records: readonly JournalRecord[]): {
  bytes: Buffer;
  updateStarts: number[];
} {
  const updateStarts: number[] = [];
  let total = 0;
  for (const record of records)
    total +=
      HEADER_BYTES + NAME_LENGTH_BYTES + Buffer.byteLength(record.name, 'utf8') + record.update.byteLength;
  const out = Buffer.allocUnsafe(total);
  let at = 0;
  for (const record of records) {
    const bodyStart = at + HEADER_BYTES;
    const nameLength = out.write(record.name, bodyStart + NAME_LENGTH_BYTES, 'utf8');
    out.writeUInt16LE(nameLength, bodyStart);
    const updateStart = bodyStart + NAME_LENGTH_BYTES + nameLength;
    out.set(record.update, updateStart);
    updateStarts.push(updateStart);
    const end = updateStart + record.update.byteLength;
    out.writeUInt32LE(end - bodyStart, at);
    out.writeUInt32LE(crc32(out.subarray(bodyStart, end)), at + 4);
    at = end;
  }
  return { bytes: out, updateStarts };
}

/**
 * The whole records at the start of `bytes`, and how many bytes they span: anything after them is a
 * tail a crash cut short (its write was never acknowledged) and is ignored.
 */
export function decodeRecords(bytes: Uint8Array): { records: JournalRecord[]; wholeBytes: number } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const records: JournalRecord[] = [];
  let at = 0;
  while (at + HEADER_BYTES <= buffer.length) {
    const length = buffer.readUInt32LE(at);
    const end = at + HEADER_BYTES + length;
    if (length < NAME_LENGTH_BYTES || end > buffer.length) break;
    const body = buffer.subarray(at + HEADER_BYTES, end);
    if (crc32(body) !== buffer.readUInt32LE(at + 4)) break;
    const nameEnd = NAME_LENGTH_BYTES + body.readUInt16LE(0);
    if (nameEnd > body.length) break;
    // A copy: the caller may drop the file's buffer while the update lives on.
    records.push({
      name: body.toString('utf8', NAME_LENGTH_BYTES, nameEnd),
      update: Uint8Array.from(body.subarray(nameEnd)),
    });
    at = end;
  }
  return { records, wholeBytes: at };
}
