import { type ClientKind, connectClient } from './clients';
import { appliedRanges, nowUs } from './flow';

// Passive clients in their own process (PERFORMANCE-NOTES "observer"): one per document, typing
// nothing. Their receipt times are not queued behind the load generator's event loop, so they show
// the relay's latency when the load generator itself is saturated. Started with fork() by fanout.ts;
// argv[2] is the JSON config, results go back over IPC.

interface Config {
  kind: ClientKind;
  url: string;
  token?: string;
  names: string[];
}

// y-websocket adds a process 'exit' listener per provider.
process.setMaxListeners(0);
const config = JSON.parse(process.argv[2] ?? '{}') as Config;
/** Applied clock ranges with their time (monotonic us): [client, from, to, time], remote updates only. */
const receipts: Array<[number, number, number, number]> = [];
let recording = false;

const clients = config.names.map((name) => {
  const client = connectClient({ kind: config.kind, url: config.url, token: config.token }, name);
  client.doc.on('afterTransaction', (tr) => {
    if (!recording || tr.origin === null) return;
    const t = nowUs();
    for (const [client, from, to] of appliedRanges(tr)) receipts.push([client, from, to, t]);
  });
  return client;
});

Promise.all(clients.map((c) => c.synced)).then(
  () => process.send?.({ type: 'ready' }),
  (error: Error) => process.send?.({ type: 'error', message: error.message }),
);

process.on('message', (message: { type: string }) => {
  if (message.type === 'record') recording = true;
  if (message.type === 'collect') {
    recording = false;
    process.send?.({ type: 'receipts', receipts, cpu: process.cpuUsage() });
  }
  if (message.type === 'exit') {
    for (const c of clients) c.destroy();
    setTimeout(() => process.exit(0), 200);
  }
});
