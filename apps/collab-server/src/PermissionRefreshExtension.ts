import crypto from 'node:crypto';
import type {
  Connection,
  Extension,
  Hocuspocus,
  onConfigurePayload,
  onDestroyPayload,
} from '@hocuspocus/server';
import { OutgoingMessage } from '@hocuspocus/server';
import { DOCUMENT_KINDS, parseRelayDocumentName, type TRelayAccess } from '@juzuo/schemas';
import type { Redis as RedisClient } from 'ioredis';
import {
  type AccessChange,
  accessChannel,
  decodeAccessChange,
  encodeAccessChange,
  hashToken,
  openRedis,
  type WorkAccessChange,
} from './accessChanges';
import type { RelayBackend, RelayContext, RelayIdentity } from './backend';

/** Options of the permission refresh. */
export interface PermissionRefreshOptions {
  /** Redis URL: changes published by the API (or another relay) reach this relay over it. */
  redisUrl?: string;
  /** Prefix of the Redis channel (`<prefix>:access`); the same on every relay and the API. */
  redisPrefix?: string;
  /** Delay before re-asking once when the API could not answer (ms). */
  retryDelayMs?: number;
  /**
   * Every this many ms all open connections are re-decided, one after another: a safety net for
   * changes no notification announced (a Redis outage, a logged-out token). 0 turns it off.
   */
  sweepIntervalMs?: number;
}

/**
 * Applies permission changes to open connections within seconds. When the API reports that access
 * to a work changed, every connection to that work's documents (of that user, if named) is decided
 * again by the API, with the token it authenticated with:
 * - still the same access: nothing happens;
 * - write <-> read: the server-side `readOnly` flag flips at once (so a demoted writer's next update
 *   is already dropped) and the provider is told its new scope in-band (an Authenticated message),
 *   so the editor can switch without a reconnect; a promoted reader is asked for what it holds;
 * - no access any more: the provider gets PermissionDenied and the document connection is closed;
 * - token no longer valid: the whole socket is closed, so the provider reconnects with a fresh token.
 * When the API reports ended sessions (logout, refresh, password change or reset), every connection
 * that authenticated with one of those tokens is closed at once, without asking the API: the token
 * of a refresh is still valid for REST calls in flight, yet its live connections must end now.
 */
export class PermissionRefreshExtension implements Extension {
  extensionName = 'PermissionRefreshExtension';

  private instance?: Hocuspocus<RelayContext>;
  private subscriber?: RedisClient;
  private publisher?: RedisClient;
  private readonly channel: string;
  private readonly retryDelayMs: number;
  private readonly timers = new Set<NodeJS.Timeout>();
  private subscribed = false;
  private sweepTimer?: NodeJS.Timeout;
  private sweeping = false;
  /** Identifies this relay on the access channel. */
  private readonly origin = crypto.randomUUID();

  constructor(
    private readonly backend: RelayBackend,
    private readonly options: PermissionRefreshOptions = {},
  ) {
    this.channel = accessChannel(options.redisPrefix);
    this.retryDelayMs = options.retryDelayMs ?? 2_000;
  }

  async onConfigure({ instance }: onConfigurePayload) {
    this.instance = instance as Hocuspocus<RelayContext>;
    const sweepMs = this.options.sweepIntervalMs ?? 0;
    if (sweepMs > 0 && !this.sweepTimer) {
      this.sweepTimer = setInterval(() => void this.sweep(), sweepMs);
      this.sweepTimer.unref();
    }
    if (!this.options.redisUrl || this.subscriber) return;
    this.subscriber = openRedis(this.options.redisUrl);
    this.publisher = openRedis(this.options.redisUrl);
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const change = decodeAccessChange(message);
      // This relay already applied its own change before publishing it.
      if (change && change.origin !== this.origin) void this.refresh(change);
    });
    // ioredis re-subscribes by itself after a reconnect.
    this.subscriber
      .subscribe(this.channel)
      .then(() => {
        this.subscribed = true;
      })
      .catch((error: unknown) => {
        console.error(`[relay] cannot subscribe to ${this.channel}:`, (error as Error).message);
      });
  }

  /** Whether changes from other processes can reach this relay (always, without Redis). */
  isReady(): boolean {
    if (!this.options.redisUrl) return true;
    return this.subscribed && this.subscriber?.status === 'ready' && this.publisher?.status === 'ready';
  }

  /** Applies a change to this relay's connections and publishes it to the other relays. */
  async accessChanged(change: AccessChange): Promise<void> {
    const published = this.publisher
      ?.publish(this.channel, encodeAccessChange(change, this.origin))
      .catch((error: unknown) => {
        console.error('[relay] cannot publish an access change:', (error as Error).message);
      });
    await Promise.all([this.refresh(change), published]);
  }

  /** Re-decides every open connection of this relay that the change may affect. */
  async refresh(change: AccessChange): Promise<void> {
    if ('revokedTokens' in change) return this.closeRevoked(change.revokedTokens);
    // Account changes are for the API processes' caches: nobody's document access changed.
    if ('changedUsers' in change) return;
    const affected = this.connectionsAffectedBy(change);
    await Promise.all(affected.map((connection) => this.recheck(connection, true)));
  }

  /** Re-decides every open connection, one API call at a time (skipped while one runs). */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (const document of [...(this.instance?.documents.values() ?? [])])
        for (const connection of document.getConnections() as Connection<RelayContext>[])
          await this.recheck(connection, false);
    } finally {
      this.sweeping = false;
    }
  }

  async onDestroy(_payload: onDestroyPayload) {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([this.subscriber?.quit().catch(() => {}), this.publisher?.quit().catch(() => {})]);
    this.subscriber = undefined;
    this.publisher = undefined;
  }

  /** Closes the sockets of every connection that authenticated with one of these (hashed) tokens. */
  private closeRevoked(tokenHashes: string[]): void {
    const revoked = new Set(tokenHashes);
    for (const document of this.instance?.documents.values() ?? [])
      for (const connection of document.getConnections() as Connection<RelayContext>[]) {
        const { token } = connection.context;
        if (token && revoked.has(hashToken(token))) closeSocket(connection, 4401, 'unauthorized');
      }
  }

  private connectionsAffectedBy(change: WorkAccessChange): Connection<RelayContext>[] {
    const found: Connection<RelayContext>[] = [];
    for (const document of this.instance?.documents.values() ?? []) {
      for (const connection of document.getConnections() as Connection<RelayContext>[]) {
        const context = connection.context;
        if (change.userId && context.user?.id !== change.userId) continue;
        // Without the work id from the API the connection might belong to the work: check it.
        const workId = context.workId ?? workOfName(document.name);
        if (workId && workId !== change.workId) continue;
        found.push(connection);
      }
    }
    return found;
  }

  private async recheck(connection: Connection<RelayContext>, mayRetry: boolean): Promise<void> {
    const { token } = connection.context;
    if (!token) return;
    let identity: RelayIdentity | null;
    try {
      identity = await this.backend.authenticate({ token, documentName: connection.document.name });
    } catch (error) {
      // The API is away: keep the connection as it is and ask once more shortly.
      console.error('[relay] permission refresh failed:', (error as Error).message);
      if (mayRetry) this.later(() => this.recheck(connection, false));
      return;
    }
    if (!connection.document.hasConnection(connection)) return;
    if (!identity) return closeSocket(connection, 4401, 'unauthorized');
    apply(connection, identity.access);
  }

  private later(run: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, this.retryDelayMs);
    timer.unref();
    this.timers.add(timer);
  }
}

/** Puts a connection in line with its new access. */
function apply(connection: Connection<RelayContext>, access: TRelayAccess): void {
  const before = connection.context.access;
  connection.context.access = access;
  if (access === 'none') {
    // Stop writes first: messages already queued on this connection must not get through.
    connection.readOnly = true;
    connection.send(
      new OutgoingMessage(connection.messageAddress).writePermissionDenied('forbidden').toUint8Array(),
    );
    connection.close({ code: 4403, reason: 'forbidden' });
    return;
  }
  const readOnly = access === 'read';
  if (before === access && connection.readOnly === readOnly) return;
  connection.readOnly = readOnly;
  connection.send(new OutgoingMessage(connection.messageAddress).writeAuthenticated(readOnly).toUint8Array());
  if (!readOnly) {
    // A promoted reader may hold local changes the relay dropped; its answer to this first sync
    // step brings them in now that it may write, so both sides agree again.
    const step1 = new OutgoingMessage(connection.messageAddress)
      .createSyncMessage()
      .writeFirstSyncStepFor(connection.document);
    connection.send(step1.toUint8Array());
  }
}

/**
 * Closes the connection's whole socket; the provider reconnects and authenticates afresh. It is told
 * why first (PermissionDenied with the reason, its authenticationFailed event), so a client whose
 * session ended learns it now rather than from the refusal of its reconnect a second later.
 */
function closeSocket(connection: Connection<RelayContext>, code: 4401, reason: string): void {
  connection.readOnly = true;
  connection.send(
    new OutgoingMessage(connection.messageAddress).writePermissionDenied(reason).toUint8Array(),
  );
  connection.webSocket.close(code, reason);
}

/** A kind whose id is a work id (`outline:<work_id>`) names its work; other kinds need the API's answer. */
function workOfName(documentName: string): string | undefined {
  const parsed = parseRelayDocumentName(documentName);
  return parsed && DOCUMENT_KINDS[parsed.kind].owner === 'work' ? parsed.id : undefined;
}
