import {
  closeRelay,
  createRelay,
  createRelayEndpoint,
  EnvelopeRelayBackend,
  type InternalTransport,
  isRelayReady,
  type Relay,
} from '@juzuo/collab-server';
import type { TEnvelope } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The in-process relay, present when the full server runs (startServer) and absent in a plain
     * buildApp: modules that touch live documents (history recover, permission changes) check it.
     */
    relay?: Relay;
  }
}

/** The relay mounted on the API's HTTP server. */
export interface MountedRelay {
  relay: Relay;
  /** Closes connections, stores changed documents, then terminates the sockets. */
  close(): Promise<void>;
}

/**
 * Mounts the relay's WebSocket at `/collab` on the API's own HTTP server (one origin, one port). The
 * relay reaches the API through `app.inject`: the same internal routes and secret check as a
 * standalone relay, without a socket.
 */
export function mountRelay(app: FastifyInstance): MountedRelay {
  const transport: InternalTransport = async ({ method, url, headers, body }) => {
    const response = await app.inject({ method, url, headers, payload: body as object | undefined });
    return response.json() as TEnvelope<unknown>;
  };
  const relay = createRelay({
    backend: new EnvelopeRelayBackend(transport, app.config.INTERNAL_SECRET),
    redisUrl: app.config.REDIS_URL || undefined,
  });
  app.decorate('relay', relay);
  const endpoint = createRelayEndpoint(relay, { path: '/collab' });
  app.server.on('upgrade', (request, socket, head) => {
    // Nothing else on this server speaks WebSocket; an upgrade elsewhere is refused outright.
    if (!endpoint.handleUpgrade(request, socket, head)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    }
  });
  app.readinessChecks.push(() => isRelayReady(relay));
  return {
    relay,
    close: async () => {
      await closeRelay(relay);
      await endpoint.close();
    },
  };
}
