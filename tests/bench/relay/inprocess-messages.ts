import * as Y from 'yjs';
import { seededRandom, seedParagraphs, typeAtRandom } from './flow';

// The Hocuspocus protocol messages the in-process relay bench sends and reads, written by hand: the
// bench hands bytes straight to the relay's connections, with no provider and no WebSocket between.
// A message is the document's address (a string), a message type, then the type's own fields.

const SYNC = 0;
const AWARENESS = 1;
const AUTH = 2;
const SYNC_STATUS = 8;
const AUTH_TOKEN = 0;
const AUTHENTICATED = 2;
const SYNC_STEP_1 = 0;
const SYNC_UPDATE = 2;

/** lib0's variable-length unsigned integer. */
function varUint(out: number[], n: number): void {
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
}

function varBytes(out: number[], bytes: Uint8Array): void {
  varUint(out, bytes.length);
  for (const b of bytes) out.push(b);
}

const varString = (out: number[], s: string) => varBytes(out, new TextEncoder().encode(s));

function message(address: string, write: (out: number[]) => void): Uint8Array {
  const out: number[] = [];
  varString(out, address);
  write(out);
  return Uint8Array.from(out);
}

/** The provider's first message: its token. */
export const authMessage = (address: string, token: string): Uint8Array =>
  message(address, (out) => {
    varUint(out, AUTH);
    varUint(out, AUTH_TOKEN);
    varString(out, token);
  });

/** SyncStep1 of a client that has nothing yet. */
export const syncStep1Message = (address: string): Uint8Array =>
  message(address, (out) => {
    varUint(out, SYNC);
    varUint(out, SYNC_STEP_1);
    varBytes(out, Y.encodeStateVector(new Y.Doc()));
  });

/** One Yjs update from a client. */
export const updateMessage = (address: string, update: Uint8Array): Uint8Array =>
  message(address, (out) => {
    varUint(out, SYNC);
    varUint(out, SYNC_UPDATE);
    varBytes(out, update);
  });

/** An awareness update of one client (its state renewed, as y-protocols does every 15 s). */
export const awarenessMessage = (
  address: string,
  clientId: number,
  clock: number,
  state: object,
): Uint8Array =>
  message(address, (out) => {
    varUint(out, AWARENESS);
    const update: number[] = [];
    varUint(update, 1);
    varUint(update, clientId);
    varUint(update, clock);
    varString(update, JSON.stringify(state));
    varBytes(out, Uint8Array.from(update));
  });

/** What the relay sent a client, as far as the bench cares. */
export type Received = 'ack' | 'authenticated' | 'other';

/** Reads a message's type after its address (no copy, no decoding of the address). */
export function classify(data: Uint8Array): Received {
  let at = 0;
  let length = 0;
  for (let shift = 0; ; shift += 7) {
    const byte = data[at++] ?? 0;
    length |= (byte & 0x7f) << shift;
    if (byte < 0x80) break;
  }
  at += length;
  const type = data[at];
  if (type === SYNC_STATUS) return 'ack';
  if (type === AUTH && data[at + 1] === AUTHENTICATED) return 'authenticated';
  return 'other';
}

/**
 * The typing of one document's editors, the same in every process of a run: each editor's own Y.Doc
 * (fixed client id), all starting from one seed of 40 lines; per turn every editor inserts 2-4
 * characters at a random place of what it has seen, then the editors exchange the turn's updates
 * (concurrent edits, as when a relay merges a busy turn).
 */
export class DocumentTyping {
  private readonly editors: Y.Doc[] = [];
  private readonly random: () => number;
  /** The seed update (sent once by the first editor, before anything is measured). */
  readonly seed: Uint8Array;
  private turns = 0;
  private awarenessClock = 0;

  /**
   * `awarenessEvery`: turns between an editor's awareness renewals (0: none); the editors' renewals
   * are spread over the turns, as providers that connected at different times renew theirs.
   */
  constructor(
    readonly address: string,
    private readonly index: number,
    editors: number,
    private readonly awarenessEvery = 0,
  ) {
    this.random = seededRandom(index * 1000 + 1);
    const first = new Y.Doc();
    first.clientID = index * 100 + 1;
    seedParagraphs(first, seededRandom(index + 7), 40, 50);
    this.seed = Y.encodeStateAsUpdate(first);
    for (let e = 0; e < editors; e++) {
      const doc = new Y.Doc();
      doc.clientID = index * 100 + e + 2;
      Y.applyUpdate(doc, this.seed);
      this.editors.push(doc);
    }
  }

  /**
   * One turn: per editor, in editor order, the messages it sends: its update, after its awareness
   * renewal when one is due.
   */
  turn(): Uint8Array[][] {
    const turn = this.turns++;
    return this.updates().map((update, e) => {
      const phase = (this.index * 7 + e * 13) % Math.max(1, this.awarenessEvery);
      if (this.awarenessEvery <= 0 || turn % this.awarenessEvery !== phase) return [update];
      const clientId = (this.editors[e] as Y.Doc).clientID;
      return [awarenessMessage(this.address, clientId, ++this.awarenessClock, { user: `e${e}` }), update];
    });
  }

  /** An update message per editor, in editor order. */
  private updates(): Uint8Array[] {
    const updates = this.editors.map((doc) => {
      let update: Uint8Array | null = null;
      const capture = (u: Uint8Array) => {
        update = u;
      };
      doc.on('update', capture);
      typeAtRandom(doc, this.random);
      doc.off('update', capture);
      if (!update) throw new Error(`${this.address}: an editor typed nothing`);
      return update as Uint8Array;
    });
    for (const [e, doc] of this.editors.entries())
      for (const [u, update] of updates.entries()) if (u !== e) Y.applyUpdate(doc, update);
    return updates.map((u) => updateMessage(this.address, u));
  }
}
