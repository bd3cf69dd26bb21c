// The embedded database's own thread: one PGlite, driven by messages from the API's thread
// (client.ts). PGlite runs PostgreSQL as synchronous WebAssembly; here that work blocks only this
// thread, never the event loop that serves requests and relays document updates.
//
// Plain JavaScript on purpose: the loaders that run the API's TypeScript (tsx for `pnpm start`,
// Vite under Vitest) do not reliably reach a worker thread, so this file must load in bare Node.
// The message shapes are declared in protocol.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {import('./protocol').WorkerStart} */
const start = workerData;

/** Open transactions by id: the PGlite transaction handle and how to finish it. */
const transactions = new Map();
/** How each open transaction ends (settles after COMMIT or ROLLBACK), by id. */
const pending = new Map();
/** Unsubscribe functions of LISTENs by id. */
const listeners = new Map();
let nextId = 1;

function reply(id, value) {
  parentPort.postMessage({ id, ok: true, value });
}

/**
 * An error as plain data: message, name and the primitive fields PostgreSQL reports (code, detail,
 * constraint, ...). PGlite also hangs the query's parameters and options (functions) on its errors;
 * those neither clone nor belong in a log.
 */
function plainError(error) {
  const fields = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (key === 'params' || key === 'query' || key === 'queryOptions') continue;
      if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    }
  }
  return {
    name: error?.name ?? 'Error',
    message: error?.message ?? String(error),
    fields,
  };
}

/** Query options as PGlite takes them: the listed types come back as PostgreSQL's text. */
function queryOptions(options) {
  if (!options) return undefined;
  const parsers = {};
  for (const type of options.textTypes ?? []) parsers[type] = (value) => value;
  return { rowMode: options.rowMode, parsers };
}

/** A handle that runs statements: the database itself, or the open transaction named by txId. */
function target(db, txId) {
  if (txId === undefined) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.tx;
}

/** Starts a transaction and answers its id once BEGIN ran; it ends with an `end` request. */
function begin(db, id) {
  const txId = nextId++;
  let finish;
  const decided = new Promise((resolve) => {
    finish = resolve;
  });
  const rollback = new Error('rollback requested');
  const outcome = db
    .transaction(async (tx) => {
      transactions.set(txId, { tx, finish });
      reply(id, txId);
      // PGlite commits when this callback returns and rolls back when it throws.
      if (!(await decided)) throw rollback;
    })
    .then(
      () => undefined,
      (error) => {
        if (error !== rollback) throw error;
      },
    );
  // A BEGIN that fails never reaches the callback: answer the request with its error.
  outcome.catch((error) => {
    if (transactions.has(txId)) return;
    pending.delete(txId);
    parentPort.postMessage({ id, ok: false, error: plainError(error) });
  });
  pending.set(txId, outcome);
}

async function handle(db, message) {
  switch (message.op) {
    case 'query':
      return target(db, message.txId).query(message.text, message.params, queryOptions(message.options));
    case 'exec':
      return target(db, message.txId).exec(message.text);
    case 'end': {
      const open = transactions.get(message.txId);
      const outcome = pending.get(message.txId);
      if (!open || !outcome) throw new Error(`transaction ${message.txId} is not open`);
      open.finish(message.commit);
      try {
        await outcome;
      } finally {
        transactions.delete(message.txId);
        pending.delete(message.txId);
      }
      return undefined;
    }
    case 'listen': {
      const listenerId = nextId++;
      const unsubscribe = await db.listen(message.channel, (payload) => {
        parentPort.postMessage({ notify: listenerId, payload });
      });
      listeners.set(listenerId, unsubscribe);
      return listenerId;
    }
    case 'unlisten': {
      const unsubscribe = listeners.get(message.listenerId);
      listeners.delete(message.listenerId);
      await unsubscribe?.();
      return undefined;
    }
    case 'dump': {
      const dump = await db.dumpDataDir('none');
      return new Uint8Array(await dump.arrayBuffer());
    }
    case 'close':
      await db.close();
      return undefined;
    default:
      throw new Error(`unknown request ${message.op}`);
  }
}

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/**
 * bytea in and out through Node's native hex codec. PGlite's own converters go byte by byte in
 * JavaScript (a string per byte one way, a parseInt per byte the other): for a long script's Yjs
 * state (about 1 MB) that was tens of milliseconds of this thread per checkpoint and per cold open.
 */
const byteaCodec = {
  serializers: {
    [BYTEA]: (value) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: {
    [BYTEA]: (text) => {
      const bytes = Buffer.from(text.slice(2), 'hex');
      // Small Buffers are views into Node's shared pool; a clone to the API's thread would copy the
      // whole pool, so those are copied into their own bytes first.
      return bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
    },
  },
};

/**
 * PostgreSQL's start options, PGlite's defaults plus a smaller buffer pool. PostgreSQL's default
 * 128 MB of shared buffers is all touched at start inside PGlite's WebAssembly memory, so it was
 * resident from the first second: about 125 MB of the embedded product's RSS. The embedded default
 * serves one team's documents (a long script's state is about 1 MB) and PGlite reads its data folder
 * through the kernel's page cache, so 32 MB (PostgreSQL's own default before 9.3) keeps the working
 * set; a deployment that outgrows it runs PostgreSQL (DATABASE_URL). docs/decisions.md has figures.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function main() {
  let db;
  try {
    const { dataDir, loadDataDir, ...modules } = start;
    db = new PGlite({
      dataDir,
      startParams,
      ...modules,
      ...byteaCodec,
      ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    });
    await db.waitReady;
  } catch (error) {
    parentPort.postMessage({ ready: false, error: plainError(error) });
    return;
  }
  parentPort.on('message', (message) => {
    if (message.op === 'begin') {
      begin(db, message.id);
      return;
    }
    handle(db, message).then(
      (value) => {
        reply(message.id, value);
        // After close nothing is left to answer: let the thread end.
        if (message.op === 'close') parentPort.close();
      },
      (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
    );
  });
  parentPort.postMessage({ ready: true });
}

main();
