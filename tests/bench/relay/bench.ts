import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspectorUrl, type LoopDelay } from '../inspect';
import { createScratchDatabase } from '../postgres';
import { startApi, startScript } from '../servers';
import type { ClientKind } from './clients';
import { type FanoutLoad, type FanoutResult, runFanout } from './fanout';
import { serverNodeOptions } from './perf-record';
import { createProductDocs, relayUrl } from './product';
import { parseVariants, type VariantSpec } from './variants';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The fan-out load from the environment; the 50 x 10 @ 5 by default. */
export function fanoutLoadFromEnv(): FanoutLoad {
  return {
    docs: Number(process.env.BENCH_RELAY_DOCS ?? 50),
    editors: Number(process.env.BENCH_RELAY_EDITORS ?? 10),
    rate: Number(process.env.BENCH_RELAY_RATE ?? 5),
    warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
    seconds: Number(process.env.BENCH_RELAY_SECONDS ?? process.env.BENCH_SECONDS ?? 20),
  };
}

const benchNames = (n: number) => Array.from({ length: n }, (_, i) => `bench-${i + 1}`);

/** A bare server script of this folder (own process) driven by clients of its protocol. */
async function fanoutBare(
  load: FanoutLoad,
  script: string,
  label: string,
  kind: ClientKind,
): Promise<FanoutResult> {
  const server = await startScript(path.join(here, script), { NODE_OPTIONS: serverNodeOptions() });
  try {
    return report(
      await runFanout(
        {
          label,
          endpoint: { kind, url: server.url },
          names: benchNames(load.docs),
          pid: server.pid,
          inspector: inspectorUrl(server.output()),
          output: server.output,
        },
        load,
      ),
    );
  } finally {
    await server.stop();
  }
}

/** Bare y-websocket server (own process) driven by y-websocket clients. */
export const fanoutBareYws = (load: FanoutLoad): Promise<FanoutResult> =>
  fanoutBare(load, 'bare-yws-server.ts', 'bare y-websocket', 'y-websocket');

/** Bare Hocuspocus 4.7 without extensions (own process) driven by Hocuspocus providers. */
export const fanoutBareHocuspocus = (load: FanoutLoad): Promise<FanoutResult> =>
  fanoutBare(load, 'bare-hocuspocus-server.ts', 'bare Hocuspocus', 'hocuspocus');

/**
 * The product (real start entry, own process) on PGlite (databaseUrl '') or PostgreSQL: documents
 * created through the API, the relay with its auth and persistence extensions checking the owner's
 * token and storing checkpoints.
 */
export async function fanoutProduct(
  load: FanoutLoad,
  databaseUrl = '',
  variant: { label: string; env: Record<string, string> } = { label: '', env: {} },
): Promise<FanoutResult> {
  const api = await startApi(databaseUrl, { env: { ...variant.env, NODE_OPTIONS: serverNodeOptions() } });
  const switches = Object.keys(variant.env).length > 0 ? ` ${variant.label.replace(/^\w+\+/, '+')}` : '';
  try {
    const docs = await createProductDocs(api.url, load.docs);
    return report(
      await runFanout(
        {
          label: `our relay (product, ${databaseUrl ? 'PostgreSQL' : 'PGlite'})${switches}`,
          endpoint: { kind: 'hocuspocus', url: relayUrl(api.url), token: docs.owner.token },
          names: docs.names,
          pid: api.pid,
          inspector: inspectorUrl(api.output()),
          output: api.output,
        },
        load,
      ),
    );
  } finally {
    await api.stop();
  }
}

function report(r: FanoutResult): FanoutResult {
  console.log(
    `${r.server.padEnd(30)} sends/s ${r.sendRate.toFixed(2)}  p50 ${r.p50} ms  p99 ${r.p99} ms  observer p50 ${r.observerP50} / p99 ${r.observerP99} ms  ` +
      `server ${r.serverCpuUsPerDelivery?.toFixed(1)} us/delivery (busy ${((r.serverBusy ?? 0) * 100).toFixed(0)}%)  generator busy ${(r.clientBusy * 100).toFixed(0)}% (${r.generators} processes, busiest ${(r.clientBusyMax * 100).toFixed(0)}%)  ` +
      `missing ${r.missing}  rss ${r.serverRssMB} MB  loop delay p99 ${r.loop?.p99.toFixed(1)} / max ${r.loop?.max.toFixed(0)} ms` +
      `  heap ${r.loop?.heapUsedMB} MB  gc ${gcSummary(r.loop?.gc)}${scavengeSummary(r)}`,
  );
  return r;
}

/** With BENCH_RELAY_TRACE_GC=1: what the server allocated and promoted per update sent. */
function scavengeSummary(r: FanoutResult): string {
  const s = r.scavenges;
  if (!s) return '';
  const kb = (bytes: number) => (bytes / 1024 / Math.max(1, r.sends)).toFixed(2);
  return `  scavenges ${s.count}x ${s.pauseMs.toFixed(0)} ms, per update sent: allocated ${kb(s.allocatedBytes)} KB, promoted ${kb(s.promotedBytes)} KB`;
}

/** Main-thread GC pauses over the window: count, total and longest per kind. */
function gcSummary(gc: LoopDelay['gc']): string {
  if (!gc) return '-';
  return Object.entries(gc)
    .map(([kind, s]) => `${kind} ${s.count}x ${s.ms.toFixed(0)} ms (max ${s.maxMs.toFixed(0)})`)
    .join(', ');
}

/** Loads from `BENCH_RELAY_LOADS`, e.g. `50x10@5,10x5@5` (docs x editors @ updates/s). */
export function fanoutLoads(): FanoutLoad[] {
  const base = fanoutLoadFromEnv();
  const spec = process.env.BENCH_RELAY_LOADS ?? `${base.docs}x${base.editors}@${base.rate},10x5@5`;
  return spec.split(',').map((item) => {
    const m = /^(\d+)x(\d+)@([\d.]+)$/.exec(item.trim());
    if (!m) throw new Error(`BENCH_RELAY_LOADS: cannot read "${item}" (want e.g. 50x10@5)`);
    return { ...base, docs: Number(m[1]), editors: Number(m[2]), rate: Number(m[3]) };
  });
}

/** The servers a run measures. */
export type RelayServer = 'yws' | 'hocuspocus' | 'pglite' | 'postgres';
const relayServers: RelayServer[] = ['yws', 'hocuspocus', 'pglite', 'postgres'];

/**
 * Servers from `BENCH_RELAY_SERVERS`, run in the order given, e.g. `hocuspocus,postgres` (all four
 * by default). The ratios of the table are against bare y-websocket: without it they read "-", so
 * keep it for a table. A product entry may add environment to its process and may repeat, for a
 * same-run A/B of a switch in alternating runs: `hocuspocus,pglite,pglite+SOME_SWITCH=1,pglite,...`.
 */
export function relayServersFromEnv(spec = process.env.BENCH_RELAY_SERVERS): VariantSpec<RelayServer>[] {
  const servers = parseVariants(spec ?? relayServers.join(','), relayServers, 'BENCH_RELAY_SERVERS');
  for (const s of servers)
    if (Object.keys(s.env).length > 0 && (s.name === 'yws' || s.name === 'hocuspocus'))
      throw new Error(`BENCH_RELAY_SERVERS: "${s.label}": only the product takes extra environment`);
  return servers;
}

/**
 * `BENCH_RELAY_REPEAT` (default 1): how many times each load runs the whole server list, in
 * alternating rounds; the report adds the median of each server's ratios over the rounds.
 */
export function relayRepeatFromEnv(spec = process.env.BENCH_RELAY_REPEAT): number {
  const rounds = Number(spec ?? 1);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`BENCH_RELAY_REPEAT: want a whole number >= 1, not "${spec}"`);
  return rounds;
}

/**
 * The relay fan-out benchmark: for each load, bare y-websocket, bare Hocuspocus, then our relay on
 * PGlite and (when `postgresAdminUrl` is reachable) on a scratch PostgreSQL database: PGlite runs
 * its queries in a worker thread of the product's process, PostgreSQL in another process.
 */
export async function benchRelay(postgresAdminUrl: string | null): Promise<FanoutResult[]> {
  const servers = relayServersFromEnv();
  const rounds = relayRepeatFromEnv();
  const results: FanoutResult[] = [];
  for (const load of fanoutLoads()) {
    console.log(`\nrelay fan-out ${load.docs} docs x ${load.editors} editors @ ${load.rate}/s`);
    for (const { label, name, env } of Array.from({ length: rounds }, () => servers).flat()) {
      if (name === 'yws') results.push(await fanoutBareYws(load));
      if (name === 'hocuspocus') results.push(await fanoutBareHocuspocus(load));
      if (name === 'pglite') results.push(await fanoutProduct(load, '', { label, env }));
      if (name === 'postgres' && postgresAdminUrl) {
        const scratch = await createScratchDatabase(postgresAdminUrl);
        try {
          results.push(await fanoutProduct(load, scratch.url, { label, env }));
        } finally {
          await scratch.drop();
        }
      }
    }
  }
  return results;
}
