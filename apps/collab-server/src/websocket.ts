import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocketServer } from 'ws';
import { AckGate, type GatedSocket } from './ackGate';
import type { Relay } from './createRelay';
import { refuseNulAddress } from './routingKey';

/** Options of the WebSocket endpoint. */
export interface RelayEndpointOptions {
  /** URL path the relay answers on; `/collab` and anything below it. */
  path?: string;
  /** Largest accepted WebSocket message in bytes. */
  maxPayload?: number;
}

/** The relay's WebSocket endpoint, to be wired to a Node HTTP server's `upgrade` event. */
export interface RelayEndpoint {
  /** Handles an upgrade; answers false (touching nothing) when the path is not the relay's. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Terminates every open socket (after closeRelay has stored the documents). */
  close(): Promise<void>;
}

/**
 * Hocuspocus v4 no longer owns the socket: `handleConnection(ws, request)` returns a ClientConnection
 * and the integration forwards each binary message and the close event to it. We use `ws` in
 * noServer mode so the relay shares the product's HTTP server (one origin, one port).
 */
export function createRelayEndpoint(relay: Relay, options: RelayEndpointOptions = {}): RelayEndpoint {
  const path = (options.path ?? '/collab').replace(/\/+$/, '');
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload ?? 32 * 1024 * 1024 });

  wss.on('connection', (ws, request: IncomingMessage) => {
    const attached = attachRelaySocket(relay, ws, toFetchRequest(request));
    ws.on('message', (data: RawData) => attached.receive(toBytes(data)));
    ws.on('close', (code: number, reason: Buffer) => attached.close(code, reason.toString()));
    // A broken socket ends in 'close' too; logging here would only duplicate that.
    ws.on('error', () => {});
  });

  return {
    handleUpgrade(request, socket, head) {
      const pathname = (request.url ?? '/').split('?')[0] ?? '/';
      if (pathname !== path && !pathname.startsWith(`${path}/`)) return false;
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
      return true;
    },
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** One client socket attached to a relay: what the socket received goes in, its close ends it. */
export interface AttachedSocket {
  /** One binary message the client sent. */
  receive(bytes: Uint8Array): void;
  /** The socket closed. */
  close(code: number, reason: string): void;
}

/**
 * Attaches one client socket to the relay, as the endpoint does for every WebSocket: acknowledgements
 * of updates leave through the socket's AckGate once the updates are durable, and a message whose
 * address holds a NUL is refused before Hocuspocus sees it. Exported for the in-process relay bench
 * (tests/bench/relay/inprocess-child.ts, through this package's testing entry), which drives the product's relay with sockets of its own.
 */
export function attachRelaySocket(relay: Relay, socket: GatedSocket, request: Request): AttachedSocket {
  const connection = relay.handleConnection(new AckGate(socket), request);
  return {
    receive(bytes) {
      const refusal = refuseNulAddress(bytes);
      if (refusal === null) connection.handleMessage(bytes);
      else if (refusal !== 'drop') socket.send(refusal);
    },
    close(code, reason) {
      connection.handleClose({ code, reason });
    },
  };
}

/**
 * Hocuspocus reads headers and query parameters from a Fetch API Request, and reads them again for
 * every update a connection sends (the onChange payload: `getParameters` parses `request.url`, and
 * undici's `url` and `headers` getters serialise and brand-check on each read). The Request keeps
 * both as plain fields, and its `url` is the path with its query: `getParameters` then reads the
 * query with URLSearchParams instead of building a URL from an absolute address each time (about
 * 4 % of the relay's main thread under typing, in the fan-out profile).
 */
function toFetchRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const host = request.headers.host ?? 'localhost';
  const pathAndQuery = request.url ?? '/';
  const fetchRequest = new Request(`http://${host}${pathAndQuery}`, { headers });
  Object.defineProperties(fetchRequest, {
    url: { value: pathAndQuery, enumerable: true },
    headers: { value: fetchRequest.headers, enumerable: true },
  });
  return fetchRequest;
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
