import type { WebSocketLike } from '@hocuspocus/server';

/** Hocuspocus's SyncStatus message type: the server's acknowledgement of a client's update. */
const SYNC_STATUS = 8;
const OPEN = 1;

/** The socket the gate sends on (a `ws` WebSocket). */
export interface GatedSocket {
  readonly readyState: number;
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
}

/** Close code when an update could not be made durable: the provider reconnects and sends it again. */
export const UPDATE_NOT_DURABLE = { code: 4503, reason: 'update-not-durable' } as const;

/**
 * What Hocuspocus sends on for one client socket, holding back each acknowledgement of an update
 * (a SyncStatus message) until the update is durable. Hocuspocus acknowledges right after applying
 * an update (MessageReceiver: readUpdate, then `writeSyncStatus(true)`); the provider counts those
 * acknowledgements (`unsyncedChanges`), and our badge says 已同步 when none is missing. Applying,
 * and relaying to other clients, is not held back: only the acknowledgement waits, so fan-out
 * latency stays that of Hocuspocus. Every other message passes at once.
 *
 * Per document address (one socket can carry several documents) acknowledgements leave in order,
 * each after the latest update held before it was sent. If an update can never be made durable, no
 * later acknowledgement of that document is sent and the socket is closed, so the provider
 * reconnects and sends what it still holds.
 */
export class AckGate implements WebSocketLike {
  /** Per address: what is held and which acknowledgements wait for it. */
  private readonly addresses = new Map<string, HeldAddress>();

  constructor(private readonly socket: GatedSocket) {}

  get readyState(): number {
    return this.socket.readyState;
  }

  close(code?: number, reason?: string): void {
    this.socket.close(code, reason);
  }

  /** Holds the acknowledgements of `address` sent from now on until `durable` resolves. */
  hold(address: string, durable: Promise<void>): void {
    let entry = this.addresses.get(address);
    if (!entry) {
      entry = {
        name: new TextEncoder().encode(address),
        held: 0,
        durable: 0,
        early: new Set(),
        waiting: [],
        failed: false,
      };
      this.addresses.set(address, entry);
    }
    const held = entry;
    const seq = ++held.held;
    // One reaction per update; an acknowledgement costs no promise (it is queued or sent at once).
    durable.then(
      () => this.settled(held, seq),
      (error: unknown) => this.lost(held, address, error),
    );
  }

  send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    const bytes = data instanceof Uint8Array ? data : null;
    const entry = bytes && this.addresses.size > 0 ? this.heldAddressOf(bytes) : undefined;
    if (!entry || !bytes) {
      this.socket.send(data as Uint8Array);
      return;
    }
    // After a lost update no acknowledgement of the address leaves (the socket is closing).
    if (entry.failed) return;
    if (entry.waiting.length === 0 && entry.durable >= entry.held) {
      if (this.socket.readyState === OPEN) this.socket.send(bytes);
      return;
    }
    entry.waiting.push({ after: entry.held, bytes });
  }

  /**
   * The held address a SyncStatus message acknowledges, undefined for any other message. Compared
   * in place: every message Hocuspocus sends passes here (each relayed update to each connection),
   * and reading the address into a string (and two objects per varint) was about 4 % of what the
   * relay allocated per update in the in-process bench.
   */
  private heldAddressOf(message: Uint8Array): HeldAddress | undefined {
    const found = syncStatusAddressAt(message);
    if (found < 0) return undefined;
    const start = found % 8;
    const length = (found - start) / 8;
    for (const entry of this.addresses.values()) {
      const name = entry.name;
      if (name.length !== length) continue;
      let i = 0;
      while (i < length && message[start + i] === name[i]) i++;
      if (i === length) return entry;
    }
    return undefined;
  }

  /** Update `seq` is durable: acknowledgements whose updates are all durable now leave, in order. */
  private settled(entry: HeldAddress, seq: number): void {
    // Durable updates settle in append order; a later one settling first waits for those before it.
    if (seq !== entry.durable + 1) entry.early.add(seq);
    else {
      entry.durable = seq;
      while (entry.early.delete(entry.durable + 1)) entry.durable += 1;
    }
    if (entry.failed) return;
    let sent = 0;
    while (sent < entry.waiting.length && (entry.waiting[sent] as WaitingAck).after <= entry.durable) {
      if (this.socket.readyState === OPEN) this.socket.send((entry.waiting[sent] as WaitingAck).bytes);
      sent += 1;
    }
    if (sent > 0) entry.waiting.splice(0, sent);
  }

  /** An update of the address will never be durable: nothing more is acknowledged, the socket closes. */
  private lost(entry: HeldAddress, address: string, error: unknown): void {
    if (entry.failed) return;
    entry.failed = true;
    entry.waiting.length = 0;
    console.error(`[relay] an update of ${address} is not durable: ${(error as Error).message}`);
    if (this.socket.readyState === OPEN)
      this.socket.close(UPDATE_NOT_DURABLE.code, UPDATE_NOT_DURABLE.reason);
  }
}

/** An acknowledgement waiting until the updates held before it (up to `after`) are durable. */
interface WaitingAck {
  after: number;
  bytes: Uint8Array;
}

/**
 * One address of a gated socket: updates are numbered as they are held; `durable` is the highest
 * number up to which all are durable, `early` those durable ahead of an earlier one.
 */
interface HeldAddress {
  /** The address as it is written in messages (UTF-8). */
  name: Uint8Array;
  held: number;
  durable: number;
  early: Set<number>;
  waiting: WaitingAck[];
  failed: boolean;
}

/**
 * Where the address of a SyncStatus message lies, as `length * 8 + start` (one number: nothing to
 * allocate), -1 for any other message. Hocuspocus messages start with the address (a varint length
 * and UTF-8 bytes), then the message type (a varint; all types are below 128, one byte).
 */
export function syncStatusAddressAt(message: Uint8Array): number {
  // lib0's writeVarUint (LEB128): 7 bits a byte, low bits first; at most 4 bytes here (start <= 4).
  let length = 0;
  let start = 0;
  for (let shift = 0; ; shift += 7) {
    const byte = message[start++];
    if (byte === undefined || shift > 21) return -1;
    length += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) break;
  }
  return length > 0 && message[start + length] === SYNC_STATUS ? length * 8 + start : -1;
}
