import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a test server saw of one request. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A test server's answer: HTTP status, body (objects become JSON) and optional content type. */
export interface TestAnswer {
  status?: number;
  body?: unknown;
  contentType?: string;
  /** Never answer (the client's timeout must fire). */
  hang?: boolean;
  /** Answer after this many ms. */
  delayMs?: number;
}

/** A tiny HTTP server standing in for something that is NOT our API (hosts, proxies, broken gateways). */
export interface TestServer {
  url: string;
  seen: SeenRequest[];
  /** Resolves at the next request the server receives. */
  nextRequest(): Promise<SeenRequest>;
  close(): Promise<void>;
}

/** Starts a server on a random port answering each request with `answer(req)`. */
export async function startTestServer(answer: (req: SeenRequest) => TestAnswer): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  let waiters: Array<(r: SeenRequest) => void> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: SeenRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://test'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(r);
      for (const w of waiters) w(r);
      waiters = [];
      const a = answer(r);
      if (a.hang) return;
      const send = () => {
        const body =
          typeof a.body === 'string'
            ? a.body
            : JSON.stringify(a.body ?? { status: 0, data: null, msg: 'ok' });
        res.writeHead(a.status ?? 200, {
          'content-type': a.contentType ?? (typeof a.body === 'string' ? 'text/html' : 'application/json'),
        });
        res.end(body);
      };
      if (a.delayMs) setTimeout(send, a.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    nextRequest: () => new Promise((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The JSON body of an envelope answer. */
export const envelope = (status: number, data: unknown = null, msg = status === 0 ? 'ok' : '失败') => ({
  status,
  data,
  msg,
});
