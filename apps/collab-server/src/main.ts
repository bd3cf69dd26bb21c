import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeRelay, createRelay, isRelayReady } from './createRelay';
import { loadRelayEnv } from './env';
import { HttpRelayBackend } from './httpBackend';
import { createRelayEndpoint } from './websocket';

/**
 * A standalone relay process for scaling out: it serves `/collab` and `/healthz` and reaches the API
 * over HTTP. The product's one-origin server mounts the same relay in-process instead.
 */
async function main(): Promise<void> {
  let env: ReturnType<typeof loadRelayEnv>;
  try {
    env = loadRelayEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const relay = createRelay({
    backend: new HttpRelayBackend({ apiUrl: env.API_URL, secret: env.INTERNAL_SECRET }),
    redisUrl: env.REDIS_URL || undefined,
  });
  const endpoint = createRelayEndpoint(relay);
  const server = http.createServer((request, response) => {
    const isHealth = request.url?.split('?')[0] === '/healthz';
    const ready = isHealth && isRelayReady(relay);
    const [code, body] = !isHealth
      ? [404, { status: 4040, data: null, msg: '接口不存在' }]
      : ready
        ? [200, { status: 0, data: null, msg: 'ok' }]
        : [503, { status: 503, data: null, msg: '服务尚未就绪' }];
    response.writeHead(code, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  });
  server.on('upgrade', (request, socket, head) => {
    if (!endpoint.handleUpgrade(request, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(env.RELAY_PORT, env.RELAY_HOST, resolve));
  const { port } = server.address() as AddressInfo;
  console.log(`Juzuo relay ready at ws://localhost:${port}/collab`);
  if (!env.REDIS_URL)
    console.warn(
      'REDIS_URL is not set: the API can tell this relay about permission changes only over Redis, so ' +
        'open connections here follow them by the periodic re-check (60 s) alone.',
    );

  let closing = false;
  const shutdown = async () => {
    // A second signal while closing must not run the close hooks twice.
    if (closing) return;
    closing = true;
    await closeRelay(relay);
    await endpoint.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();
