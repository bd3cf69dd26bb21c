import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hocuspocus } from '@hocuspocus/server';
import { type RawData, WebSocketServer } from 'ws';
import * as Y from 'yjs';

// A second yardstick: Hocuspocus 4.7 (the library our relay is built on) with no extensions, wired
// to `ws` the way apps/collab-server/src/websocket.ts does. Between it and our relay lies the cost of
// our auth and persistence; between it and bare y-websocket, the cost of the Hocuspocus protocol.
//
// With BENCH_MEMORY_STORE=1 it keeps documents in a Map (stored on Hocuspocus's debounce and on the
// last disconnect, loaded on the first connect), so a cold open can be timed without any database.
const memory = new Map<string, Uint8Array>();
const memoryStore = {
  async onLoadDocument({ documentName, document }: { documentName: string; document: Y.Doc }) {
    const state = memory.get(documentName);
    if (state) Y.applyUpdate(document, state);
  },
  async onStoreDocument({ documentName, document }: { documentName: string; document: Y.Doc }) {
    memory.set(documentName, Y.encodeStateAsUpdate(document));
  },
};
const hocuspocus = new Hocuspocus({
  name: 'bare-hocuspocus',
  quiet: true,
  extensions: process.env.BENCH_MEMORY_STORE === '1' ? [memoryStore] : [],
});
const server = http.createServer((_req, res) => res.end('bare hocuspocus'));
const wss = new WebSocketServer({ noServer: true, maxPayload: 32 * 1024 * 1024 });
wss.on('connection', (ws, request) => {
  const headers = new Headers();
  for (const [k, v] of Object.entries(request.headers)) if (typeof v === 'string') headers.set(k, v);
  const connection = hocuspocus.handleConnection(
    ws,
    new Request(`http://localhost${request.url ?? '/'}`, { headers }),
  );
  ws.on('message', (data: RawData) => connection.handleMessage(toBytes(data)));
  ws.on('close', (code: number, reason: Buffer) =>
    connection.handleClose({ code, reason: reason.toString() }),
  );
  ws.on('error', () => {});
});
server.on('upgrade', (req, socket, head) =>
  wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)),
);
server.listen(0, '127.0.0.1', () => {
  console.log(`bare hocuspocus ready at ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  for (const c of wss.clients) c.terminate();
  server.close(() => process.exit(0));
});

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
