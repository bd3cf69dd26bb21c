/**
 * Messages between the API's thread (client.ts) and the embedded database's thread (worker.mjs).
 * Everything here crosses postMessage, so it is plain data: no functions, no class instances.
 */

/** What the worker opens: a data folder, or (tests) in memory from a dump, with precompiled modules. */
export interface WorkerStart {
  /** PGlite data folder; undefined means in memory. */
  dataDir?: string;
  /** A `dumpDataDir` tarball to start from (an in-memory test database from a migrated template). */
  loadDataDir?: Uint8Array;
  /** Compiled WebAssembly modules and file bundle, so a test worker skips compiling them again. */
  pgliteWasmModule?: WebAssembly.Module;
  initdbWasmModule?: WebAssembly.Module;
  fsBundle?: Blob;
}

/** How a query's rows come back. */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  /** Type OIDs returned as PostgreSQL's text instead of parsed (Drizzle parses dates itself). */
  textTypes?: number[];
}

/** A request; `txId` runs it inside that open transaction. */
export type WorkerRequest = { id: number } & (
  | { op: 'query'; text: string; params?: unknown[]; options?: WireQueryOptions; txId?: number }
  | { op: 'exec'; text: string; txId?: number }
  | { op: 'begin' }
  | { op: 'end'; txId: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listenerId: number }
  | { op: 'dump' }
  | { op: 'close' }
);

/** An error as plain data: PostgreSQL's fields (code, detail, constraint, ...) survive the crossing. */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

/** Everything the worker sends: the start outcome, answers to requests, and LISTEN notifications. */
export type WorkerMessage =
  | { ready: true }
  | { ready: false; error: WireError }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError }
  | { notify: number; payload: string };
