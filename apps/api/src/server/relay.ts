import { closeRelay, createRelay, createRelayEndpoint, isRelayReady, type Relay } from '@juzuo/collab-server';
import type { FastifyInstance } from 'fastify';
import { InProcessRelayBackend } from '../modules/collab/in-process-backend';
import type { RelayJournal } from '../modules/collab/relay-journal';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The in-process relay, present when the full server runs (startServer) and absent in a plain
     * buildApp: modules that touch live documents (history recover, permission changes) check it.
     */
    relay?: Relay;
  }
}

/**
 * Longest wait for a checkpoint while typing goes on in a document, in the one-process product. A
 * checkpoint is no longer what makes an update durable (the journal or the update log is, before
 * the acknowledgement): it compacts them and refreshes the html/text mirror, which costs the
 * PGlite and Yjs worker threads about a sixth of the relay's CPU at 10 x 5 @ 5 with 10 s. 30 s
 * keeps a stranded journal segment check (60 s after a segment closes) far away.
 */
export const LIVE_MAX_DEBOUNCE_MS = 30_000;

/** The relay mounted on the API's HTTP server. */
export interface MountedRelay {
  relay: Relay;
  /** Closes connections, stores changed documents, then terminates the sockets. */
  close(): Promise<void>;
}

/**
 * Mounts the relay's WebSocket at `/collab` on the API's own HTTP server (one origin, one port). The
 * relay reaches the API in process (InProcessRelayBackend: `app.inject` into the same internal
 * routes a standalone relay calls; the update log is a direct insert, or the journal when given).
 */
export function mountRelay(app: FastifyInstance, journal?: RelayJournal): MountedRelay {
  const relay = createRelay({
    backend: new InProcessRelayBackend(app, journal),
    redisUrl: app.config.REDIS_URL || undefined,
    // Alone (no Redis), this relay holds every open document, so the REST reads that show content
    // store it first (storeLiveNow) and checkpoints can wait longer. Behind Redis a document may be
    // open in another process; the relay's default (10 s) keeps REST reads close there.
    maxDebounceMs: app.config.REDIS_URL ? undefined : LIVE_MAX_DEBOUNCE_MS,
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
      // After the relay's final checkpoints, which cover what the journal holds.
      await journal?.close();
    },
  };
}
