import * as Y from 'yjs';
import { connectClient } from '../relay/clients';
import {
  charCount,
  nowUs,
  SendLog,
  seededRandom,
  seedParagraphs,
  typeAtRandom,
  updateRanges,
} from '../relay/flow';
import { waitUntil, withTimeout } from '../relay/stats';
import { eraseAtRandom } from './erase';
import type { GeneratorBucket, GeneratorConfig, GeneratorDrained, GeneratorRequest } from './generators';
import { readOwnLoop } from './loop-probe';

// One process of the soak's load generator (forked by generators.ts, argv[2] the JSON config,
// phases and results over IPC), like the relay bench's generator.ts. It owns whole documents: all
// editors of a document, so a sender and its receivers share one SendLog and no receipt crosses a
// process. Split because one event loop holding all 100 editors became the soak's bottleneck as the
// documents' history grew (typing's Yjs lookups and GC), and receipts queued behind its timer ticks.

// Each HocuspocusProvider adds process listeners.
process.setMaxListeners(0);
const config = JSON.parse(process.argv[2] ?? '{}') as GeneratorConfig;
const send = (message: unknown) => process.send?.(message);
// Parent gone (crashed or killed): nothing will ask for results or stop the typing.
process.on('disconnect', () => process.exit(0));

const sent = new SendLog();
let recording = false;
let latencies: number[] = [];
let deliveries = 0;
let sends = 0;
let erases = 0;
const bucket = { sends: 0, erases: 0, deliveries: 0 };

interface Editor {
  client: ReturnType<typeof connectClient>;
  /** Index of its document in the whole run. */
  doc: number;
  random: () => number;
  nextAt: number;
}
const editors: Editor[] = [];

async function connect(): Promise<void> {
  const endpoint = { kind: 'hocuspocus' as const, url: config.url, token: config.token };
  for (const { name, index } of config.docs) {
    const batch = [];
    for (let e = 0; e < config.editors; e++) {
      const client = connectClient(endpoint, name);
      batch.push(client);
      editors.push({ client, doc: index, random: seededRandom(index * 1000 + e + 1), nextAt: 0 });
      client.doc.on('update', (update: Uint8Array, origin: unknown) => {
        if (!recording) return;
        const t = nowUs();
        if (origin === null) {
          for (const [c, from] of updateRanges(update)) sent.add(c, from, t);
          return;
        }
        for (const [c, from, to] of updateRanges(update))
          sent.each(c, from, to, (sentAt) => {
            latencies.push(t - sentAt);
            deliveries++;
            bucket.deliveries++;
          });
      });
    }
    await withTimeout(Promise.all(batch.map((c) => c.synced)), `${name} synced`, 60_000);
  }
  // Each document seeded once, by its first editor, with the same text whatever the split.
  for (const { index } of config.docs) {
    const first = editors.find((e) => e.doc === index);
    if (first) seedParagraphs(first.client.doc, seededRandom(index + 7), 20, 50);
  }
  await waitUntil(() => editors.every((e) => charCount(e.client.doc) >= 1_000), 'seed everywhere', 60_000);
}

let timer: NodeJS.Timeout | undefined;
let cpuBefore = process.cpuUsage();
let windowStart = nowUs();

/**
 * Every editor types (or, with `eraseShare`, erases) 2-4 characters every 1/rate s from a random
 * phase, through one scheduler; sends that fall behind are not bunched up.
 */
function startTyping(): void {
  const periodUs = 1e6 / config.rate;
  const start = nowUs();
  for (const e of editors) e.nextAt = start + e.random() * periodUs;
  cpuBefore = process.cpuUsage();
  windowStart = nowUs();
  readOwnLoop();
  recording = true;
  timer = setInterval(() => {
    const now = nowUs();
    for (const e of editors) {
      if (e.nextAt > now) continue;
      if (config.eraseShare > 0 && e.random() < config.eraseShare) {
        eraseAtRandom(e.client.doc, e.random);
        erases++;
        bucket.erases++;
      } else {
        typeAtRandom(e.client.doc, e.random);
        sends++;
        bucket.sends++;
      }
      e.nextAt = Math.max(e.nextAt + periodUs, now);
    }
  }, 2);
}

/** This process's window since the last bucket (or since typing started), and the next one begun. */
function takeBucket(): GeneratorBucket {
  const cpu = process.cpuUsage(cpuBefore);
  const now = nowUs();
  const result: GeneratorBucket = {
    type: 'bucket',
    ...bucket,
    latencies: Float64Array.from(latencies),
    busy: (cpu.user + cpu.system) / Math.max(1, now - windowStart),
    loop: readOwnLoop(),
  };
  latencies = [];
  Object.assign(bucket, { sends: 0, erases: 0, deliveries: 0 });
  cpuBefore = process.cpuUsage();
  windowStart = now;
  return result;
}

/** Stops typing, waits until the editors of each own document agree, and reports what each typed. */
async function drain(): Promise<GeneratorDrained> {
  clearInterval(timer);
  const vector = (doc: Y.Doc) => Buffer.from(Y.encodeStateVector(doc)).toString('base64');
  await waitUntil(
    () =>
      config.docs.every(({ index }) => {
        const docs = editors.filter((e) => e.doc === index).map((e) => vector(e.client.doc));
        return docs.every((v) => v === docs[0]);
      }),
    'editors converged after typing stopped',
    120_000,
  );
  recording = false;
  return {
    type: 'drained',
    sends,
    erases,
    deliveries,
    typed: editors.map((e) => {
      const own = e.client.doc.clientID;
      return {
        doc: e.doc,
        clientId: own,
        clock: Y.decodeStateVector(Y.encodeStateVector(e.client.doc)).get(own) ?? 0,
      };
    }),
  };
}

process.on('message', (message: GeneratorRequest) => {
  switch (message.type) {
    case 'type':
      startTyping();
      send({ type: 'typing' });
      break;
    case 'bucket':
      send(takeBucket());
      break;
    case 'drain':
      drain().then(send, (error: Error) => send({ type: 'error', message: error.message }));
      break;
    case 'exit':
      clearInterval(timer);
      for (const e of editors) e.client.destroy();
      setTimeout(() => process.exit(0), 200);
      break;
  }
});

connect().then(
  () => send({ type: 'ready' }),
  (error: Error) => send({ type: 'error', message: error.message }),
);
