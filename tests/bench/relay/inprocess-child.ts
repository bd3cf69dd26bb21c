import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { Hocuspocus } from '@hocuspocus/server';
import { loadConfig, type RunningServer, startServer } from '@juzuo/api';
import { flushStore, type Relay } from '@juzuo/collab-server';
import { attachRelaySocket } from '@juzuo/collab-server/testing';
import { authMessage, classify, DocumentTyping, syncStep1Message, updateMessage } from './inprocess-messages';
import { type RoundProfile, startRoundProfile } from './inprocess-profile';
import { createProductDocs } from './product';

// One relay of the in-process bench (inprocess.ts forks one such process per variant): bare
// Hocuspocus, or the real product (startServer: API, relay and its extensions, the journal on PGlite)
// on PGlite or PostgreSQL. The bench's clients are byte sources in this process: each turn hands every
// editor's next update straight to its connection and waits for every acknowledgement, so the relay
// does the same work per turn whatever the machine's load, and no WebSocket client's CPU is counted.

/** What the parent asks for. */
export interface ChildConfig {
  variant: 'hocuspocus' | 'pglite' | 'postgres';
  databaseUrl?: string;
  docs: number;
  editors: number;
  /** Updates handed to the relay in one event-loop turn (each of another document). */
  group: number;
  /**
   * 0: each group waits for its acknowledgements (one log append per group). Otherwise the groups
   * follow each other every `paceMs` ms, acknowledged or not, as typing arrives at a relay (the log
   * then batches what arrives within its window, as under the fan-out's load).
   */
  paceMs: number;
  /** Groups hold every editor of `group` documents (a busy relay's turn), not one editor of each. */
  busy: boolean;
  /** Turns between an editor's awareness renewals (0: none; see DocumentTyping). */
  awarenessEvery: number;
}

/** One measured round. */
export interface RoundResult {
  updates: number;
  wallMs: number;
  /** Whole process (every thread), us. */
  cpuUs: number;
  /** Per thread, us: `main`, worker and V8 helper threads by name and rank. */
  threads: Record<string, number>;
  gcMs: number;
  gcCount: number;
}

const config = JSON.parse(process.argv[2] ?? '{}') as ChildConfig;
const send = (message: unknown) => process.send?.(message);

/** A client socket: counts the acknowledgements it got and wakes whoever waits for a count. */
class BenchSocket {
  readyState = 1;
  acks = 0;
  authenticated = false;
  static acks = 0;
  static wake: (() => void) | null = null;
  send(data: Uint8Array): void {
    const kind = classify(data);
    if (kind === 'ack') {
      this.acks++;
      BenchSocket.acks++;
      BenchSocket.wake?.();
    } else if (kind === 'authenticated') this.authenticated = true;
  }
  close(): void {
    this.readyState = 3;
  }
}

/** Resolves once the sockets together got `count` acknowledgements. */
function acksReach(count: number): Promise<void> {
  if (BenchSocket.acks >= count) return Promise.resolve();
  return new Promise((resolve) => {
    BenchSocket.wake = () => {
      if (BenchSocket.acks < count) return;
      BenchSocket.wake = null;
      resolve();
    };
  });
}

/** The request Hocuspocus keeps per connection; `url` a plain path as the product's endpoint makes it. */
function benchRequest(): Request {
  const request = new Request('http://localhost/collab', { headers: { 'user-agent': 'bench' } });
  Object.defineProperties(request, {
    url: { value: '/collab', enumerable: true },
    headers: { value: request.headers, enumerable: true },
  });
  return request;
}

/**
 * Hocuspocus closes a connection that sent nothing for `timeout` (60 s by default). Between two of
 * a process's rounds the other variants run theirs and this one builds its next plan; with long
 * rounds that took more than a minute, and every connection was gone (a round then waited forever
 * for acknowledgements).
 */
const CONNECTION_TIMEOUT_MS = 3_600_000;

interface Target {
  names: string[];
  token: string;
  connect(socket: BenchSocket): (bytes: Uint8Array) => void;
  /** Stores every document now (the product's checkpoints); nothing for bare Hocuspocus. */
  storeAll(): Promise<void>;
  close(): Promise<void>;
}

async function bareTarget(): Promise<Target> {
  const hocuspocus = new Hocuspocus({
    name: 'bare-hocuspocus',
    quiet: true,
    extensions: [],
    timeout: CONNECTION_TIMEOUT_MS,
  });
  return {
    names: Array.from({ length: config.docs }, (_, i) => `bench-${i + 1}`),
    token: 'bench',
    connect(socket) {
      const connection = hocuspocus.handleConnection(socket, benchRequest());
      return (bytes) => connection.handleMessage(bytes);
    },
    storeAll: async () => {},
    close: async () => {},
  };
}

async function productTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jz-inproc-'));
  const server: RunningServer = await startServer(
    loadConfig({
      NODE_ENV: 'development',
      SMS_PROVIDER: 'console',
      LOG_LEVEL: 'warn',
      DISABLE_RATE_LIMIT: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: config.databaseUrl ?? '',
    }),
  );
  const relay = server.app.relay as Relay;
  // Checkpoints only when the bench asks (storeAll), never on a timer between rounds: every round
  // then carries the same stores (one per document, as 30 s of typing at 5 updates/s would).
  relay.configuration.debounce = 3_600_000;
  relay.configuration.maxDebounce = 3_600_000;
  relay.configuration.timeout = CONNECTION_TIMEOUT_MS;
  const docs = await createProductDocs(`http://127.0.0.1:${server.port}`, config.docs);
  return {
    names: docs.names,
    token: docs.owner.token,
    connect(socket) {
      const attached = attachRelaySocket(relay, socket, benchRequest());
      return (bytes) => attached.receive(bytes);
    },
    async storeAll() {
      await Promise.all(docs.names.map((name) => flushStore(relay, name)));
    },
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU time per thread of this process from /proc (ns precision: schedstat), keyed by label. */
function threadTimes(): Map<string, number> {
  const out = new Map<string, number>();
  const tids = fs.readdirSync('/proc/self/task').sort((a, b) => Number(a) - Number(b));
  for (const [rank, tid] of tids.entries()) {
    try {
      const ns = Number(fs.readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      const name = fs.readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      out.set(tid === String(process.pid) ? 'main' : `${name}#${rank}`, ns / 1000);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return out;
}

let gcMs = 0;
let gcCount = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcMs += entry.duration;
    gcCount++;
  }
}).observe({ entryTypes: ['gc'] });

async function main(): Promise<void> {
  const target = config.variant === 'hocuspocus' ? await bareTarget() : await productTarget();
  const typing = target.names.map(
    (name, i) => new DocumentTyping(name, i, config.editors, config.awarenessEvery),
  );
  const receivers: Array<Array<(bytes: Uint8Array) => void>> = [];
  const sockets: BenchSocket[] = [];
  for (const name of target.names) {
    const row: Array<(bytes: Uint8Array) => void> = [];
    for (let e = 0; e < config.editors; e++) {
      const socket = new BenchSocket();
      const receive = target.connect(socket);
      receive(authMessage(name, target.token));
      sockets.push(socket);
      row.push(receive);
    }
    receivers.push(row);
  }
  const until = Date.now() + 30_000;
  while (!sockets.every((s) => s.authenticated)) {
    if (Date.now() > until) throw new Error('connections not authenticated within 30 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  for (const [d, row] of receivers.entries())
    for (const receive of row) receive(syncStep1Message(target.names[d] as string));
  await new Promise((r) => setTimeout(r, 500));
  let expected = BenchSocket.acks;
  for (const [d, row] of receivers.entries()) {
    row[0]?.(updateMessage(target.names[d] as string, (typing[d] as DocumentTyping).seed));
    expected++;
  }
  await acksReach(expected);
  await target.storeAll();

  process.on('message', (message: { type: string; turns?: number }) => {
    if (message.type === 'exit') {
      void target.close().finally(() => process.exit(0));
      return;
    }
    if (message.type !== 'round') return;
    void round(message.turns ?? 150).then(
      (result) => send({ type: 'round', result }),
      (error: Error) => send({ type: 'error', message: error.stack ?? error.message }),
    );
  });

  let rounds = 0;
  let profile: RoundProfile | null = null;

  /** `turns` turns of every editor typing once, then a checkpoint of every document. */
  async function round(turns: number): Promise<RoundResult> {
    await target.storeAll();
    rounds++;
    const plan = Array.from({ length: turns }, () => typing.flatMap((t) => t.turn()));
    await nextTurn();
    profile = rounds > 1 ? await startRoundProfile(`${config.variant}-${process.pid}-${rounds}`) : null;
    const cpu0 = process.cpuUsage();
    const threads0 = threadTimes();
    const gc0 = { ms: gcMs, count: gcCount };
    const t0 = performance.now();
    let updates = 0;
    // A turn is every editor of every document typing once; it reaches the relay in groups of
    // `group` updates (one editor, consecutive documents), each group in one event-loop turn and
    // acknowledged before the next (or paced): under the fan-out's 10 x 5 @ 5 a relay turn holds one
    // or two.
    const docCount = receivers.length;
    for (const messages of plan) {
      if (config.busy) {
        // A busy relay's turn: every editor of `group` documents at once.
        for (let d0 = 0; d0 < docCount; d0 += config.group) {
          const d1 = Math.min(docCount, d0 + config.group);
          for (let d = d0; d < d1; d++)
            for (const [e, receive] of (receivers[d] as Array<(bytes: Uint8Array) => void>).entries())
              for (const m of messages[d * config.editors + e] as Uint8Array[]) receive(m);
          updates += (d1 - d0) * config.editors;
          expected += (d1 - d0) * config.editors;
          await acksReach(expected);
        }
        continue;
      }
      for (let e = 0; e < config.editors; e++) {
        for (let d0 = 0; d0 < docCount; d0 += config.group) {
          const d1 = Math.min(docCount, d0 + config.group);
          for (let d = d0; d < d1; d++) {
            const receive = (receivers[d] as Array<(bytes: Uint8Array) => void>)[e];
            for (const m of messages[d * config.editors + e] as Uint8Array[]) receive?.(m);
          }
          updates += d1 - d0;
          expected += d1 - d0;
          if (config.paceMs > 0) await sleep(config.paceMs);
          else await acksReach(expected);
        }
      }
    }
    await acksReach(expected);
    await target.storeAll();
    const wallMs = performance.now() - t0;
    await profile?.stop();
    const cpu = process.cpuUsage(cpu0);
    const threads1 = threadTimes();
    const threads: Record<string, number> = {};
    for (const [label, us] of threads1) threads[label] = us - (threads0.get(label) ?? 0);
    // The GC observer reports after the pause, in a later task.
    await nextTurn();
    return {
      updates,
      wallMs,
      cpuUs: cpu.user + cpu.system,
      threads,
      gcMs: gcMs - gc0.ms,
      gcCount: gcCount - gc0.count,
    };
  }
  send({ type: 'ready' });
}

main().catch((error: Error) => {
  send({ type: 'error', message: error.stack ?? error.message });
  process.exit(1);
});
