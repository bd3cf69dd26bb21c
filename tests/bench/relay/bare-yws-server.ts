import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupWSConnection } from '@y/websocket-server/utils';
import { WebSocketServer } from 'ws';

// The yardstick relay: y-websocket's own server utilities (@y/websocket-server, the server half of
// y-websocket since v3) on a plain HTTP server in its own process: no auth, no persistence. The
// document name is the URL path, as y-websocket clients send it.
const server = http.createServer((_req, res) => res.end('bare y-websocket'));
const wss = new WebSocketServer({ noServer: true });
wss.on('connection', (ws, req) => setupWSConnection(ws, req, { gc: true }));
server.on('upgrade', (req, socket, head) =>
  wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)),
);
server.listen(0, '127.0.0.1', () => {
  console.log(`bare y-websocket ready at ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  for (const c of wss.clients) c.terminate();
  server.close(() => process.exit(0));
});
