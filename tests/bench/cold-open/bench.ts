import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as Y from 'yjs';
import { repoRoot, tsxLoader } from '../../e2e/support/paths';
import { type HeapAfterGc, heapAfterGc, INSPECT_NODE_OPTIONS, inspectorUrl } from '../inspect';
import { type BenchClient, connectClient, type Endpoint } from '../relay/clients';
import { charCount } from '../relay/flow';
import { createProductDocs, relayUrl, uploadScript } from '../relay/product';
import { percentile, rssBytes, sleep, withTimeout } from '../relay/stats';
import { startApi, startScript, type Target } from '../servers';
import { typedScript } from './script';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Cold-open figures of one server. */
export interface ColdOpenResult {
  server: string;
  /** Which alternating round (bare Hocuspocus, then the product) it belongs to; none: the warm yardstick. */
  round?: number;
  docs: number;
  /** First client's connect-to-synced while the server must load the document (ms), p50 / max. */
  coldP50: number | null;
  coldMax: number | null;
  /** Connect-to-synced while another client holds the document open (ms), p50 / max. */
  warmP50: number;
  warmMax: number;
  /** WebSocket bytes the opening client received (KB, p50), cold and warm. */
  coldKB: number | null;
  warmKB: number;
  /** Server RSS growth per document held open (MB). */
  rssPerDocMB: number | null;
  /** Growth of the server's live memory (V8 heap + external) after a full GC, per open document (MB). */
  heapPerDocMB: number | null;
}

/** The script and its facts. */
export interface ScriptFacts {
  chars: number;
  updateBytes: number;
  lines: number;
  /** Y.applyUpdate in a fresh process / in this warm one (ms). */
  applyFreshMs: number;
  applyWarmMs: number;
}

/** Builds the script and times Y.applyUpdate in a fresh and in a warm process. */
export function scriptFacts(chars: number): { update: Uint8Array; facts: ScriptFacts } {
  const update = typedScript(chars);
  const file = path.join(repoRoot, `tests/.artifacts/bench/typed-script-${chars}-v1.bin`);
  const out = execFileSync(process.execPath, [
    '--import',
    tsxLoader,
    path.join(here, 'apply-fresh.ts'),
    file,
  ]).toString();
  const applyFreshMs = Number(/ready at ([\d.]+)/.exec(out)?.[1]);
  const doc = new Y.Doc();
  Y.applyUpdate(new Y.Doc(), update); // warm the JIT
  const t = performance.now();
  Y.applyUpdate(doc, update);
  const applyWarmMs = performance.now() - t;
  return {
    update,
    facts: {
      chars: charCount(doc),
      updateBytes: update.length,
      lines: doc.getXmlFragment('default').length,
      applyFreshMs,
      applyWarmMs,
    },
  };
}

async function openTimed(
  endpoint: Endpoint,
  name: string,
  expectChars: number,
): Promise<{ client: BenchClient; ms: number; kb: number }> {
  const t = performance.now();
  const client = connectClient(endpoint, name);
  await withTimeout(client.synced, `${name} synced`, 60_000);
  const ms = performance.now() - t;
  const got = charCount(client.doc);
  if (got !== expectChars) throw new Error(`${name}: synced with ${got} characters, expected ${expectChars}`);
  return { client, ms, kb: client.bytes.received / 1024 };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Live memory after a full GC, when the server was started with the inspector open. */
async function liveMemory(target: Target): Promise<HeapAfterGc | null> {
  const url = inspectorUrl(target.output());
  return url ? heapAfterGc(url) : null;
}

function perDocMB(before: HeapAfterGc | null, after: HeapAfterGc | null, docs: number) {
  if (!before || !after) return null;
  return round((after.heapUsed + after.external - before.heapUsed - before.external) / docs / 2 ** 20);
}

/**
 * Bare y-websocket: no storage, so each document is put there by a keeper client that stays
 * connected; then new clients open it (the warm path). RSS growth is measured over the keepers'
 * uploads.
 */
export async function coldOpenBareYws(
  update: Uint8Array,
  facts: ScriptFacts,
  docs: number,
): Promise<ColdOpenResult> {
  const server = await startScript(path.join(here, '../relay/bare-yws-server.ts'), {
    NODE_OPTIONS: INSPECT_NODE_OPTIONS,
  });
  const endpoint: Endpoint = { kind: 'y-websocket', url: server.url };
  const held: BenchClient[] = [];
  try {
    await sleep(1_000);
    const heapBefore = await liveMemory(server);
    const rssBefore = rssBytes(server.pid);
    const warm: number[] = [];
    const warmKB: number[] = [];
    for (let i = 0; i < docs; i++) {
      const keeperDoc = new Y.Doc();
      Y.applyUpdate(keeperDoc, update);
      const keeper = connectClient(endpoint, `script-${i}`, keeperDoc);
      held.push(keeper);
      await withTimeout(keeper.synced, 'keeper synced', 60_000);
      // The server holds it once a fresh client syncs the whole script.
      const probe = await retryOpen(endpoint, `script-${i}`, facts.chars);
      probe.client.destroy();
      const opened = await openTimed(endpoint, `script-${i}`, facts.chars);
      warm.push(opened.ms);
      warmKB.push(opened.kb);
      opened.client.destroy();
    }
    await sleep(2_000);
    const heapAfter = await liveMemory(server);
    const rssAfter = rssBytes(server.pid);
    return {
      server: 'bare y-websocket',
      docs,
      coldP50: null,
      coldMax: null,
      warmP50: round(percentile(warm, 50)),
      warmMax: round(Math.max(...warm)),
      coldKB: null,
      warmKB: round(percentile(warmKB, 50)),
      rssPerDocMB:
        rssBefore === null || rssAfter === null ? null : round((rssAfter - rssBefore) / docs / 2 ** 20),
      heapPerDocMB: perDocMB(heapBefore, heapAfter, docs),
    };
  } finally {
    for (const c of held) c.destroy();
    await server.stop();
  }
}

async function retryOpen(endpoint: Endpoint, name: string, chars: number) {
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      return await openTimed(endpoint, name, chars);
    } catch (error) {
      if (Date.now() > until) throw error;
      await sleep(200);
    }
  }
}

/**
 * Cold and warm opens of documents a server holds in storage and has unloaded: for each document a
 * fresh client opens it cold (the server loads it), a second one warm; every first client stays
 * until all are open, for the memory growth.
 */
async function measureStoredOpens(
  label: string,
  server: Target,
  endpoint: Endpoint,
  names: string[],
  chars: number,
): Promise<ColdOpenResult> {
  const held: BenchClient[] = [];
  try {
    await sleep(3_000);
    const heapBefore = await liveMemory(server);
    const rssBefore = rssBytes(server.pid);
    const cold: number[] = [];
    const warm: number[] = [];
    const coldKB: number[] = [];
    const warmKB: number[] = [];
    for (const name of names) {
      const first = await openTimed(endpoint, name, chars);
      cold.push(first.ms);
      coldKB.push(first.kb);
      held.push(first.client);
      const second = await openTimed(endpoint, name, chars);
      warm.push(second.ms);
      warmKB.push(second.kb);
      second.client.destroy();
    }
    await sleep(2_000);
    const heapAfter = await liveMemory(server);
    const rssAfter = rssBytes(server.pid);
    return {
      server: label,
      docs: names.length,
      coldP50: round(percentile(cold, 50)),
      coldMax: round(Math.max(...cold)),
      warmP50: round(percentile(warm, 50)),
      warmMax: round(Math.max(...warm)),
      coldKB: round(percentile(coldKB, 50)),
      warmKB: round(percentile(warmKB, 50)),
      rssPerDocMB:
        rssBefore === null || rssAfter === null
          ? null
          : round((rssAfter - rssBefore) / names.length / 2 ** 20),
      heapPerDocMB: perDocMB(heapBefore, heapAfter, names.length),
    };
  } finally {
    for (const c of held) c.destroy();
  }
}

/**
 * Bare Hocuspocus keeping documents in a Map (no database, no auth): each script is uploaded by a
 * client that leaves (Hocuspocus stores it and unloads the document), then opened cold and warm.
 */
export async function coldOpenBareHocuspocus(
  update: Uint8Array,
  facts: ScriptFacts,
  docs: number,
): Promise<ColdOpenResult> {
  const server = await startScript(path.join(here, '../relay/bare-hocuspocus-server.ts'), {
    NODE_OPTIONS: INSPECT_NODE_OPTIONS,
    BENCH_MEMORY_STORE: '1',
  });
  try {
    const endpoint: Endpoint = { kind: 'hocuspocus', url: server.url };
    const names = Array.from({ length: docs }, (_, i) => `script-${i}`);
    for (const name of names) {
      const writer = connectClient(endpoint, name);
      await withTimeout(writer.synced, `${name} writer synced`, 60_000);
      Y.applyUpdate(writer.doc, update);
      await sleep(500);
      writer.destroy();
    }
    return await measureStoredOpens('bare Hocuspocus, in-memory store', server, endpoint, names, facts.chars);
  } finally {
    await server.stop();
  }
}

/**
 * Our relay in the product: each document is created through the API and filled once through the
 * relay (one client uploads the script and leaves; the relay stores it and unloads the document on
 * the last disconnect), then opened cold (the relay loads it from the API's database) and warm.
 */
export async function coldOpenProduct(
  update: Uint8Array,
  facts: ScriptFacts,
  docs: number,
): Promise<ColdOpenResult> {
  const api = await startApi('', { env: { NODE_OPTIONS: INSPECT_NODE_OPTIONS } });
  try {
    const product = await createProductDocs(api.url, docs);
    const endpoint: Endpoint = { kind: 'hocuspocus', url: relayUrl(api.url), token: product.owner.token };
    for (const docId of product.docIds) await uploadScript(api.url, endpoint, docId, update, facts.chars);
    return await measureStoredOpens('our relay (product, PGlite)', api, endpoint, product.names, facts.chars);
  } finally {
    await api.stop();
  }
}

/**
 * The cold-open benchmark: the script's facts, bare y-websocket (the warm yardstick), then
 * `BENCH_COLD_ROUNDS` alternating rounds of bare Hocuspocus and our relay: one run's cold ratio moved
 * by a tenth from run to run (five documents each), so the row reads the median of the
 * rounds, each product run against its own round's bare Hocuspocus.
 */
export async function benchColdOpen(): Promise<{ facts: ScriptFacts; results: ColdOpenResult[] }> {
  const chars = Number(process.env.BENCH_COLD_CHARS ?? 200_000);
  const docs = Number(process.env.BENCH_COLD_DOCS ?? 5);
  const rounds = Number(process.env.BENCH_COLD_ROUNDS ?? 3);
  if (!(Number.isInteger(rounds) && rounds >= 1))
    throw new Error('BENCH_COLD_ROUNDS: want a whole number from 1');
  const { update, facts } = scriptFacts(chars);
  console.log(
    `\ncold open: ${facts.chars} characters, ${facts.lines} lines, ${facts.updateBytes} bytes; apply fresh ${facts.applyFreshMs} ms, warm ${facts.applyWarmMs.toFixed(0)} ms`,
  );
  const results = [await coldOpenBareYws(update, facts, docs)];
  for (let round = 1; round <= rounds; round++) {
    results.push({ ...(await coldOpenBareHocuspocus(update, facts, docs)), round });
    results.push({ ...(await coldOpenProduct(update, facts, docs)), round });
  }
  for (const r of results) console.log(r);
  return { facts, results };
}
