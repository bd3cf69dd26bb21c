import autocannon from 'autocannon';
import { call, setPassword, signInBySms } from '../e2e/support/api';
import { describeMachine, processCpuSeconds } from './machine';
import { createScratchDatabase } from './postgres';
import { type Row, renderMarkdown } from './report';
import { startApi, startBare, type Target } from './servers';

// `pnpm bench api`: requests/s and p99 of get_my_info and of a password sign-in, with the API on
// PGlite and on PostgreSQL, against a bare Fastify route measured in the same run. Each server runs
// in its own process; this process is the load generator (on 2 cores: one core each, see
// PERFORMANCE-NOTES.md).

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
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

async function benchApiOn(database: 'PGlite' | 'PostgreSQL', databaseUrl: string): Promise<Row[]> {
  const api = await startApi(databaseUrl);
  try {
    const who = await signInBySms(api.url);
    await setPassword(api.url, who, PASSWORD);
    // The probe of get_my_info must see the same user the token names.
    await call(api.url, 'GET', '/ixj_web/user/get_my_info', { token: who.token });
    return [
      await measure(api, 'GET /ixj_web/user/get_my_info', database, {
        path: '/ixj_web/user/get_my_info',
        headers: { authorization: `Bearer ${who.token}` },
      }),
      await measure(api, 'POST /ixj_web/user/login (password)', database, {
        method: 'POST',
        path: '/ixj_web/user/login',
        body: { login_type: 1, phone: who.phone, password: PASSWORD },
      }),
    ];
  } finally {
    await api.stop();
  }
}

// The yardstick is measured right before each database's rows and their ratios use that run, so a
// machine that gets busier mid-run does not skew the later ratios.
async function measureBare(): Promise<Row> {
  const bare = await startBare();
  try {
    return await measure(bare, 'GET bare Fastify route', 'none', { path: '/bare' });
  } finally {
    await bare.stop();
  }
}

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
  console.log(`api: each ${warmup} s warm-up + ${seconds} s, ${connections} connections\n`);
  const rows: Row[] = [];
  const notes: string[] = [];
  rows.push(await measureBare());
  rows.push(...(await benchApiOn('PGlite', '')));
  if (await pgReachable()) {
    rows.push(await measureBare());
    const scratch = await createScratchDatabase(pgAdminUrl);
    try {
      rows.push(...(await benchApiOn('PostgreSQL', scratch.url)));
    } finally {
      await scratch.drop();
    }
  } else {
    notes.push(`PostgreSQL at ${pgAdminUrl} unreachable: its rows are missing.`);
    console.log(notes[0]);
  }
  return {
    markdown: renderMarkdown(machine, rows, { seconds, warmup, connections, notes }),
    raw: { machine, rows },
  };
}
