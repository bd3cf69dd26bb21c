import { type Client, connectClient, waitFor } from '@juzuo/collab-server/testing';
import { docToText } from '@juzuo/doc-model';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RunningServer } from '../server/start';
import { startTestServer, type TestServer } from './server';

/**
 * Generous bound for what the relay does on its own time: stores are debounced by 2 s (at most
 * 30 s while typing goes on, LIVE_MAX_DEBOUNCE_MS), and the machine is shared by parallel test runs.
 */
export const RELAY_SETTLE_MS = 15_000;

/** The whole product started once for a test file, with live relay clients connected to it. */
export interface RelayStory {
  /** The running product (a new one after `running.restart()`). */
  readonly server: RunningServer;
  readonly running: TestServer;
  /** Connects a client to a relay document (`doc:<id>`, `cards:<id>` ...) and keeps it for clean-up. */
  connect(name: string, token: string): Promise<Client>;
  /** Disconnects every client connected so far. */
  closeClients(): void;
  /** Waits until this process's relay holds `line` in the document (typed, maybe not yet stored). */
  relayHolds(name: string, line: string): Promise<void>;
}

/**
 * Starts the product in `beforeAll` (before the file's own beforeAll hooks, which register later),
 * disconnects clients after each test when `closeAfterEach`, and stops everything after the file.
 */
export function useRelayStory(opts: {
  prefix: string;
  config?: Parameters<typeof startTestServer>[0]['config'];
  closeAfterEach?: boolean;
}): RelayStory {
  let running: TestServer | undefined;
  let clients: Client[] = [];
  const need = () => {
    if (!running) throw new Error('the relay story has not started (use it inside describe)');
    return running;
  };
  const story: RelayStory = {
    get server() {
      return need().server;
    },
    get running() {
      return need();
    },
    async connect(name, token) {
      const client = await connectClient(`ws://127.0.0.1:${need().server.port}/collab`, name, token);
      clients.push(client);
      return client;
    },
    closeClients() {
      for (const c of clients) c.provider.destroy();
      clients = [];
    },
    relayHolds: (name, line) =>
      waitFor(() => {
        const live = need().server.app.relay?.documents.get(name);
        return !!live && docToText(live).includes(line);
      }, RELAY_SETTLE_MS),
  };
  beforeAll(async () => {
    running = await startTestServer({ prefix: opts.prefix, config: opts.config });
  });
  if (opts.closeAfterEach) afterEach(() => story.closeClients());
  afterAll(async () => {
    story.closeClients();
    await running?.stop();
  });
  return story;
}

/** Polls an async condition until it holds; the error names what was awaited. */
export async function until(
  what: string,
  predicate: () => Promise<boolean> | boolean,
  ms = RELAY_SETTLE_MS,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > end) throw new Error(`${what}: not reached in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
