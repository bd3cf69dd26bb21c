import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the double received, body read whole. */
export interface RecordedRequest {
  method: string;
  /** Path with query, as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The body parsed as JSON, or undefined. */
  json: unknown;
}

/** Handles one request; the request's body is already read. */
export type DoubleHandler = (req: RecordedRequest, res: ServerResponse, raw: IncomingMessage) => unknown;

/** A real HTTP server on a free local port standing in for an outside engine. */
export interface HttpDouble {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  server: http.Server;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** How many client connections have closed (a cancelled stream closes its connection). */
  closedConnections: number;
  close(): Promise<void>;
}

/** Starts a double answering with `handler` (tests only: engines are the only thing faked). */
export async function startHttpDouble(handler: DoubleHandler): Promise<HttpDouble> {
  const requests: RecordedRequest[] = [];
  const double: HttpDouble = {
    url: '',
    server: http.createServer(),
    requests,
    closedConnections: 0,
    close: async () => {
      double.server.closeAllConnections();
      await new Promise<void>((resolve) => double.server.close(() => resolve()));
    },
  };
  double.server.on('connection', (socket) => socket.on('close', () => double.closedConnections++));
  double.server.on('request', (raw, res) => {
    const chunks: Buffer[] = [];
    raw.on('data', (c: Buffer) => chunks.push(c));
    raw.on('end', () => {
      const body = Buffer.concat(chunks);
      let json: unknown;
      try {
        json = body.length ? JSON.parse(body.toString('utf8')) : undefined;
      } catch {
        json = undefined;
      }
      const req: RecordedRequest = {
        method: raw.method ?? '',
        url: raw.url ?? '',
        headers: raw.headers,
        body,
        json,
      };
      requests.push(req);
      Promise.resolve(handler(req, res, raw)).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(599);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => double.server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(double.server.address() as AddressInfo).port}`;
  return double;
}

/** Answers JSON with a status. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** Waits some milliseconds. */
export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Resolves once a condition holds (polled), or rejects after a timeout. */
export async function waitFor(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await sleep(10);
  }
}

/** The multipart form of a recorded request, parsed by the platform's own parser. */
export function formDataOf(req: RecordedRequest): Promise<FormData> {
  return new Response(new Uint8Array(req.body), {
    headers: { 'content-type': String(req.headers['content-type']) },
  }).formData();
}
