import { type ClientKind, connectClient } from './clients';
import { appliedRanges, charCount, nowUs, SendLog, seededRandom, seedParagraphs, typeAtRandom } from './flow';
import { sleep, waitUntil, withTimeout } from './stats';

// One process of the load generator (started with fork() by fanout.ts, argv[2] the JSON config,
// phases and results over IPC). Each process owns whole documents: all editors of a document, so
// a sender and its receivers share one clock log and no receipt crosses a process. Split over
// processes because 500 editors applying 9 peers' updates each need more than one event loop can
// give (PERFORMANCE-NOTES: at 50 x 10 @ 5 a single generator process saturates); the servers see
// exactly the same sockets, documents and typing whatever the split.

interface Config {
  kind: ClientKind;
  url: string;
  token?: string;
  /** This process's documents: relay name and index in the whole run (the typing's seed). */
  docs: Array<{ name: string; index: number }>;
  editors: number;
  rate: number;
}

// y-websocket adds a process 'exit' listener per provider.
process.setMaxListeners(0);
const config = JSON.parse(process.argv[2] ?? '{}') as Config;
const endpoint = { kind: config.kind, url: config.url, token: config.token };
const send = (message: unknown) => process.send?.(message);

type Phase = 'setup' | 'warmup' | 'measure' | 'drain';
let phase: Phase = 'setup';
const sent = new SendLog();
const latencies: number[] = [];
let sends = 0;

const editors: Array<{ client: ReturnType<typeof connectClient>; random: () => number; nextAt: number }> = [];

async function connect(): Promise<void> {
  // Connect document by document: 500 simultaneous handshakes would measure the connect storm.
  for (const { name, index } of config.docs) {
    const batch = [];
    for (let e = 0; e < config.editors; e++) {
      const client = connectClient(endpoint, name);
      batch.push(client);
      editors.push({ client, random: seededRandom(index * 1000 + e + 1), nextAt: 0 });
      client.doc.on('afterTransaction', (tr) => {
        if (phase === 'setup') return;
        const t = nowUs();
        if (tr.origin === null) {
          if (phase !== 'measure') return;
          for (const [c, from] of appliedRanges(tr)) sent.add(c, from, t);
          return;
        }
        for (const [c, from, to] of appliedRanges(tr)) sent.each(c, from, to, (at) => latencies.push(t - at));
      });
    }
    await withTimeout(Promise.all(batch.map((c) => c.synced)), `editors of ${name} synced`);
  }
  // Seed each document once (its first editor), then wait until every editor holds it.
  config.docs.forEach(({ index }, i) => {
    const first = editors[i * config.editors];
    if (first && charCount(first.client.doc) === 0)
      seedParagraphs(first.client.doc, seededRandom(index + 7), 40, 50);
  });
  await waitUntil(() => editors.every((e) => charCount(e.client.doc) >= 2_000), 'seed everywhere');
  await sleep(500);
}

let timer: NodeJS.Timeout | undefined;
let cpuBefore = process.cpuUsage();
let windowStart = 0;
let window = { us: 0, cpuUs: 0 };

/**
 * Each editor types 2-4 characters every 1/rate s (random phase) through one scheduler; sends that
 * fall behind are not bunched up, so an overloaded process shows as a lower achieved send rate.
 */
function startTyping(): void {
  const periodUs = 1e6 / config.rate;
  const start = nowUs();
  for (const e of editors) e.nextAt = start + e.random() * periodUs;
  phase = 'warmup';
  timer = setInterval(() => {
    const now = nowUs();
    for (const e of editors) {
      if (e.nextAt > now) continue;
      typeAtRandom(e.client.doc, e.random);
      if (phase === 'measure') sends++;
      e.nextAt = Math.max(e.nextAt + periodUs, now);
    }
  }, 2);
}

process.on('message', (message: { type: string }) => {
  switch (message.type) {
    case 'type':
      startTyping();
      break;
    case 'record':
      phase = 'measure';
      cpuBefore = process.cpuUsage();
      windowStart = nowUs();
      break;
    case 'stop': {
      clearInterval(timer);
      const cpu = process.cpuUsage(cpuBefore);
      window = { us: nowUs() - windowStart, cpuUs: cpu.user + cpu.system };
      phase = 'drain';
      break;
    }
    case 'collect':
      send({
        type: 'results',
        sends,
        editors: editors.length,
        window,
        latencies: Float64Array.from(latencies),
        sent: sent.flat(),
      });
      break;
    case 'exit':
      for (const e of editors) e.client.destroy();
      setTimeout(() => process.exit(0), 200);
      break;
  }
});

connect().then(
  () => send({ type: 'ready' }),
  (error: Error) => send({ type: 'error', message: error.message }),
);
