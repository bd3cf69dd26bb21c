import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { heapAfterGc } from '../inspect';

// Optional heap evidence of the server under load (BENCH_RELAY_HEAP=<folder>): the fan-out reports
// the heap in use at the end of its window, garbage included; what the relay keeps alive under load
// is the heap after a full collection, and what it is made of is in a heap snapshot, both taken while
// the generators still type. Taking them stalls the server for seconds: a run with this on is for
// diagnosis, its latencies and CPU are not table figures.

/** The folder to write heap snapshots into, or null when off. */
export const relayHeapDir = (): string | null => process.env.BENCH_RELAY_HEAP || null;

/**
 * Logs the server's heap after a full GC and writes `<dir>/<name>.heapsnapshot` (open it in Chrome
 * DevTools' Memory tab, or summarise it with tests/bench/relay/heap-summary.ts).
 */
export async function snapshotServerHeap(url: string, dir: string, name: string): Promise<void> {
  const heap = await heapAfterGc(url);
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  console.log(
    `${name}: heap after full GC under load ${mb(heap.heapUsed)} MB, external ${mb(heap.external)} MB (array buffers ${mb(heap.arrayBuffers)} MB), rss ${mb(heap.rss)} MB`,
  );
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^\w.-]+/g, '_')}.heapsnapshot`);
  await writeHeapSnapshot(url, file);
  console.log(`${name}: heap snapshot ${file}`);
}

/** Streams a heap snapshot over the inspector protocol into `file` (chunks arrive as events). */
async function writeHeapSnapshot(url: string, file: string): Promise<void> {
  const ws = new WebSocket(url, { maxPayload: 1024 * 1024 * 1024 });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const out = fs.createWriteStream(file);
  try {
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as {
          id?: number;
          method?: string;
          params?: { chunk?: string };
          error?: { message?: string };
        };
        if (message.method === 'HeapProfiler.addHeapSnapshotChunk') out.write(message.params?.chunk ?? '');
        if (message.id === 1 && message.error) reject(new Error(message.error.message));
        if (message.id === 1 && !message.error) resolve();
      });
      ws.send(JSON.stringify({ id: 1, method: 'HeapProfiler.takeHeapSnapshot', params: {} }));
    });
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
    ws.close();
  }
}
