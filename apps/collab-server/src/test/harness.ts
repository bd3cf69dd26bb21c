import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';
import type { RelayBackend, RelayIdentity, RelayLoggedUpdate, RelayStoreMeta } from '../backend';
import { closeRelay, createRelay, type Relay, type RelayOptions } from '../createRelay';
import { RelayBackendError } from '../envelopeBackend';
import { createRelayEndpoint } from '../websocket';

/** One client socket attached to a relay by hand, as the endpoint does (the in-process relay bench). */
export type { GatedSocket } from '../ackGate';
export { type AttachedSocket, attachRelaySocket } from '../websocket';

/**
 * An in-test RelayBackend: tokens map to identities per document, stored states live in a Map. It
 * stands in for the API, which this package cannot import (the API depends on the relay).
 */
export class MemoryBackend implements RelayBackend {
  readonly states = new Map<string, Uint8Array>();
  /** Each document's update log (what was appended since its last store), in order. */
  readonly logs = new Map<string, Uint8Array[]>();
  /** Every append call's size, in order. */
  readonly appendBatches: number[] = [];
  /** How many of the next appends fail (the API or its database being away). */
  failAppends = 0;
  /** While set, appends wait for it (a slow database). */
  appendGate: Promise<void> | null = null;
  readonly stores: Array<{ documentName: string; meta: RelayStoreMeta }> = [];
  failLoad = false;
  /** Documents the API no longer has (stores answer 4040). */
  readonly gone = new Set<string>();
  /** How many of the next stores fail (the API being away). */
  failStores = 0;
  /** Documents whose stores the API refuses for good (4220: the database refuses the content). */
  readonly refused = new Set<string>();
  /** Every store call, in order, whatever its outcome. */
  readonly attempts: string[] = [];

  /** How many authenticate calls were made (permission refreshes re-ask per connection). */
  authCalls = 0;

  /** Tokens and their identities; tests change `access` to simulate a membership change. */
  constructor(
    readonly grants: Record<
      string,
      Omit<RelayIdentity, 'access'> & { access: Record<string, RelayIdentity['access']> }
    >,
  ) {}

  async authenticate({ token, documentName }: { token: string; documentName: string }) {
    this.authCalls++;
    const grant = this.grants[token];
    if (!grant) return null;
    const identity: RelayIdentity = {
      userId: grant.userId,
      name: grant.name,
      access: grant.access[documentName] ?? 'none',
    };
    if (grant.workId) identity.workId = grant.workId;
    return identity;
  }

  async load(documentName: string) {
    if (this.failLoad) throw new Error('load failed');
    return {
      state: this.states.get(documentName) ?? null,
      updates: [...(this.logs.get(documentName) ?? [])],
    };
  }

  async append(updates: RelayLoggedUpdate[]) {
    if (this.appendGate) await this.appendGate;
    if (this.failAppends > 0) {
      this.failAppends--;
      throw new Error('append failed');
    }
    this.appendBatches.push(updates.length);
    for (const { documentName, update } of updates) {
      const log = this.logs.get(documentName) ?? [];
      log.push(update);
      this.logs.set(documentName, log);
    }
  }

  /** A document's content as a loader sees it: the stored state merged with its log. */
  content(documentName: string): Y.Doc {
    const doc = new Y.Doc();
    const state = this.states.get(documentName);
    if (state) Y.applyUpdate(doc, state);
    for (const update of this.logs.get(documentName) ?? []) Y.applyUpdate(doc, update);
    return doc;
  }

  async store(documentName: string, state: Uint8Array, meta: RelayStoreMeta) {
    this.attempts.push(documentName);
    if (this.refused.has(documentName))
      throw new RelayBackendError(4220, '文档内容无法保存：数据库拒绝保存这份内容（错误代码 23514）');
    if (this.gone.has(documentName)) throw new RelayBackendError(4040, '文档不存在或已无法访问');
    if (this.failStores > 0) {
      this.failStores--;
      throw new Error('store failed');
    }
    // Like the API: the store folds the log into the state.
    this.states.set(documentName, Y.mergeUpdates([state, ...(this.logs.get(documentName) ?? [])]));
    this.logs.delete(documentName);
    this.stores.push({ documentName, meta });
  }
}

/**
 * A backend that checkpoints from its log (like the in-process API backend): `compact` folds the
 * document's log into its state without the relay's state. `refuseAppends` answers the next appends
 * with a final refusal (4220), as the API does for a batch it will never take.
 */
export class CompactingMemoryBackend extends MemoryBackend {
  readonly compactions: Array<{ documentName: string; meta: { editors: string[] } }> = [];
  refuseAppends = 0;
  readonly forgotten: string[] = [];

  override async append(updates: RelayLoggedUpdate[]) {
    if (this.refuseAppends > 0) {
      this.refuseAppends--;
      throw new RelayBackendError(4220, '更新无法写入日志');
    }
    return super.append(updates);
  }

  async compact(documentName: string, meta: { editors: string[] }): Promise<string | null> {
    const log = this.logs.get(documentName) ?? [];
    const state = this.states.get(documentName);
    const merged = Y.mergeUpdates([...(state ? [state] : []), ...log]);
    this.states.set(documentName, merged);
    this.logs.delete(documentName);
    this.compactions.push({ documentName, meta });
    return `compacted-${this.compactions.length}`;
  }

  forget(documentName: string): void {
    this.forgotten.push(documentName);
  }
}

/** A relay listening on a random port, with helpers to connect providers and to shut it all down. */
export interface RelayHarness {
  relay: Relay;
  url: string;
  connect(name: string, token: string | null): Promise<Client>;
  close(): Promise<void>;
}

/** A connected (or refused) provider with its Y.Doc. */
export interface Client {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** 'synced' once authenticated and synced, or the refusal reason. */
  outcome: string;
  readOnly: boolean;
}

/** Starts a relay on port 0 with the given options. */
export async function startRelay(options: RelayOptions): Promise<RelayHarness> {
  const relay = createRelay(options);
  const endpoint = createRelayEndpoint(relay);
  const server = http.createServer((_req, res) => res.end());
  server.on('upgrade', (req, socket, head) => {
    if (!endpoint.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/collab`;
  const providers: HocuspocusProvider[] = [];
  return {
    relay,
    url,
    connect: async (name, token) => {
      const client = await connectClient(url, name, token);
      providers.push(client.provider);
      return client;
    },
    close: async () => {
      for (const p of providers) p.destroy();
      await closeRelay(relay, 3_000);
      await endpoint.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Connects a provider and waits until it is synced or refused (5 s at most). */
export function connectClient(url: string, name: string, token: string | null): Promise<Client> {
  const doc = new Y.Doc();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`provider for ${name} neither synced nor refused`)),
      5_000,
    );
    const provider: HocuspocusProvider = new HocuspocusProvider({
      url,
      name,
      document: doc,
      token,
      onSynced: () => {
        clearTimeout(timer);
        resolve({ doc, provider, outcome: 'synced', readOnly: provider.authorizedScope === 'readonly' });
      },
      onAuthenticationFailed: ({ reason }) => {
        clearTimeout(timer);
        resolve({ doc, provider, outcome: reason, readOnly: true });
      },
    });
  });
}

/** Polls until the predicate holds (or fails after `ms`). */
export async function waitFor(predicate: () => boolean, ms = 3_000): Promise<void> {
  const until = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Text of the shared `default` fragment as plain text (enough for tests). */
export function textOf(doc: Y.Doc): string {
  return doc.getText('t').toString();
}
