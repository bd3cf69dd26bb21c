import autocannon from 'autocannon';
import { call, setPassword, signInBySms } from '../e2e/support/api';
import { describeMachine, processCpuSeconds } from './machine';
import { createScratchDatabase } from './postgres';
import { median } from './relay/stats';
import { type Row, renderMarkdown } from './report';
import { startApi, startBare, type Target } from './servers';

// `pnpm bench api`: requests/s and p99 of get_my_info and of a password sign-in, with the API on
// PGlite and on PostgreSQL, against a bare Fastify route measured in the same run. Each server runs
// in its own process; this process is the load generator (on 2 cores: one core each, see
// PERFORMANCE-NOTES.md).

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/**
 * Alternating rounds of the bare route and get_my_info per database (BENCH_API_ROUNDS, default 3):
 * the bare route alone read 24,000-46,000 requests/s from one run to the next on the same machine,
 * so one pair's ratio said as much about the machine's mood as about the API. Each round's ratio uses
 * that round's bare run; the report adds their median.
 */
const rounds = Number(process.env.BENCH_API_ROUNDS ?? 3);
const pgAdminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'bench2026ok';

interface Load {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

async function measure(target: Target, label: string, database: string, load: Load): Promise<Row> {
  const opts = {
    url: new URL(load.path, target.url).toString(),
    method: load.method ?? 'GET',
    headers: {
      ...(load.body === undefined ? {} : { 'content-type': 'application/json' }),
      device_id: 'bench',
      ...load.headers,
    },
    body: load.body === undefined ? undefined : JSON.stringify(load.body),
    connections,
  };
  // Correctness first: a fast error is not a result.
  const probe = await fetch(opts.url, { method: opts.method, headers: opts.headers, body: opts.body });
  const envelope = (await probe.json()) as { status: number; msg: string };
  if (envelope.status !== 0)
    throw new Error(`${label}: probe answered status ${envelope.status} ${envelope.msg}`);

  if (warmup > 0) await autocannon({ ...opts, duration: warmup });
  const cpuBefore = processCpuSeconds(target.pid);
  const result = await autocannon({ ...opts, duration: seconds });
  const cpuAfter = processCpuSeconds(target.pid);
  const total = result.requests.total;
  const row: Row = {
    label,
    database,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUsPerRequest:
      cpuBefore !== null && cpuAfter !== null && total > 0 ? ((cpuAfter - cpuBefore) / total) * 1e6 : null,
  };
  console.log(
    `${label.padEnd(36)} ${database.padEnd(10)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}`,
  );
  return row;
}

async function benchApiOn(
  database: 'PGlite' | 'PostgreSQL',
  databaseUrl: string,
): Promise<{ rows: Row[]; medianRatio: number }> {
  const bare = await startBare();
  const api = await startApi(databaseUrl);
  try {
    const who = await signInBySms(api.url);
    await setPassword(api.url, who, PASSWORD);
    // The probe of get_my_info must see the same user the token names.
    await call(api.url, 'GET', '/ixj_web/user/get_my_info', { token: who.token });
    const rows: Row[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const bareRow = await measure(bare, 'GET bare Fastify route', 'none', { path: '/bare' });
      const mine = await measure(api, 'GET /ixj_web/user/get_my_info', database, {
        path: '/ixj_web/user/get_my_info',
        headers: { authorization: `Bearer ${who.token}` },
      });
      rows.push(bareRow, mine);
      ratios.push(mine.rps / bareRow.rps);
    }
    // Sign-in is bound by argon2id, not by the stack: one run, against the last bare run.
    rows.push(
      await measure(api, 'POST /ixj_web/user/login (password)', database, {
        method: 'POST',
        path: '/ixj_web/user/login',
        body: { login_type: 1, phone: who.phone, password: PASSWORD },
      }),
    );
    return { rows, medianRatio: median(ratios) };
  } finally {
    await api.stop();
    await bare.stop();
  }
}

const medianNote = (database: string, ratio: number) =>
  `get_my_info on ${database}: median of the ${rounds} rounds' ratios ${ratio.toFixed(3)}x the bare route of the same round.`;

async function pgReachable(): Promise<boolean> {
  try {
    const scratch = await createScratchDatabase(pgAdminUrl);
    await scratch.drop();
    return true;
  } catch {
    return false;
  }
}

/** The API benchmark; answers its markdown section and raw rows. */
export async function benchApi(): Promise<{ markdown: string; raw: unknown }> {
  const machine = describeMachine();
  console.log(`api: each ${warmup} s warm-up + ${seconds} s, ${connections} connections, ${rounds} rounds\n`);
  const rows: Row[] = [];
  const notes: string[] = [];
  const pglite = await benchApiOn('PGlite', '');
  rows.push(...pglite.rows);
  notes.push(medianNote('PGlite', pglite.medianRatio));
  if (await pgReachable()) {
    const scratch = await createScratchDatabase(pgAdminUrl);
    try {
      const postgres = await benchApiOn('PostgreSQL', scratch.url);
      rows.push(...postgres.rows);
      notes.push(medianNote('PostgreSQL', postgres.medianRatio));
    } finally {
      await scratch.drop();
    }
  } else {
    notes.push(`PostgreSQL at ${pgAdminUrl} unreachable: its rows are missing.`);
  }
  for (const n of notes) console.log(n);
  return {
    markdown: renderMarkdown(machine, rows, { seconds, warmup, connections, notes }),
    raw: { machine, rows },
  };
}
