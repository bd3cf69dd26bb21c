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

/** The records as one buffer, ready for a single write. */
export function encodeRecords(records: readonly JournalRecord[]): Buffer {
  const parts: Buffer[] = [];
  for (const record of records) {
    const name = Buffer.from(record.name, 'utf8');
    const body = Buffer.allocUnsafe(NAME_LENGTH_BYTES + name.length + record.update.byteLength);
    body.writeUInt16LE(name.length, 0);
    name.copy(body, NAME_LENGTH_BYTES);
    body.set(record.update, NAME_LENGTH_BYTES + name.length);
    const header = Buffer.allocUnsafe(HEADER_BYTES);
    header.writeUInt32LE(body.length, 0);
    header.writeUInt32LE(crc32(body), 4);
    parts.push(header, body);
  }
  return Buffer.concat(parts);
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
