import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, FileStore, ObjectInfo } from './types';

/** Options of the disk store. */
export interface DiskStoreOptions {
  /** Root folder; created on first write. */
  root: string;
}

/** Stores objects as files under a root folder (the embedded default: `${DATA_DIR}/files`). */
export class DiskFileStore implements FileStore {
  readonly kind = 'disk' as const;
  private readonly root: string;

  constructor(opts: DiskStoreOptions) {
    this.root = path.resolve(opts.root);
  }

  /** Maps a key to a path, refusing anything that would leave the root (keys are validated upstream too). */
  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // Write beside the target and rename: a reader sees the whole object or none of it, and two
    // uploads of the same bytes racing each other both end with the same complete file.
    const tmp = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fsp.writeFile(tmp, body);
    await fsp.rename(tmp, target);
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    try {
      const st = await fsp.stat(this.pathOf(key));
      return st.isFile() ? { size: st.size } : null;
    } catch {
      return null;
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = this.pathOf(key);
    try {
      const handle = await fsp.open(file, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}
