import type { Readable } from 'node:stream';

/** An inclusive byte range of a stored object (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a store knows about an object without reading it. */
export interface ObjectInfo {
  size: number;
}

/**
 * Where uploaded bytes live. Keys are opaque, slash-separated and content-addressed by the caller,
 * so an object never changes once written; `put` of an existing key may skip the write.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Writes an object; readers never observe a partial object. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Size of an object, or null when it does not exist. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** A stream of the object (or of one range of it), or null when it does not exist. */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes an object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}
