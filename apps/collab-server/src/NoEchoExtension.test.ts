import { type Connection, Document } from '@hocuspocus/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { suppressEcho } from './NoEchoExtension';
import { type Client, MemoryBackend, type RelayHarness, startRelay, textOf, waitFor } from './test/harness';

const DOC = 'doc:d1';

/** Counts the document updates (sync messages) a provider receives from the relay, echo or not. */
function countUpdates(client: Client): { updates: number; echoes: number } {
  const seen = { updates: 0, echoes: 0 };
  const socket = client.provider.configuration.websocketProvider;
  socket.on('message', (event: MessageEvent) => {
    const bytes = new Uint8Array(event.data as ArrayBuffer);
    const decoder = { pos: 0 };
    const varUint = () => {
      let value = 0;
      let shift = 0;
      for (;;) {
        const byte = bytes[decoder.pos++] as number;
        value += (byte & 0x7f) * 2 ** shift;
        if (byte < 0x80) return value;
        shift += 7;
      }
    };
    const addressLength = varUint();
    decoder.pos += addressLength; // the document address
    if (varUint() !== 0 || varUint() !== 2) return; // Sync, then Update
    const length = varUint();
    const update = bytes.subarray(decoder.pos, decoder.pos + length);
    seen.updates += 1;
    // An echo carries only the receiver's own changes (its client id).
    const writers = Y.decodeUpdate(update).structs.map((struct) => struct.id.client);
    if (writers.length > 0 && writers.every((id) => id === client.doc.clientID)) seen.echoes += 1;
  });
  return seen;
}

describe('relay without echo', () => {
  let harness: RelayHarness;

  beforeEach(async () => {
    const backend = new MemoryBackend({
      'tok-a': { userId: 'u1', name: '编剧甲', access: { [DOC]: 'write' } },
      'tok-b': { userId: 'u2', name: '编剧乙', access: { [DOC]: 'write' } },
      'tok-c': { userId: 'u3', name: '编剧丙', access: { [DOC]: 'write' } },
    });
    harness = await startRelay({ backend, debounceMs: 50, maxDebounceMs: 200 });
  });
  afterEach(async () => harness.close());

  it('sends an update to every other client and not back to its sender, which still reports synced', async () => {
    const a = await harness.connect(DOC, 'tok-a');
    const b = await harness.connect(DOC, 'tok-b');
    const c = await harness.connect(DOC, 'tok-c');
    const seenA = countUpdates(a);
    const seenB = countUpdates(b);
    const seenC = countUpdates(c);

    for (let i = 0; i < 5; i++) {
      a.doc.getText('t').insert(0, `甲${i}`);
      await waitFor(() => textOf(b.doc) === textOf(a.doc) && textOf(c.doc) === textOf(a.doc));
    }
    b.doc.getText('t').insert(0, '乙');
    await waitFor(() => textOf(a.doc).startsWith('乙') && textOf(c.doc).startsWith('乙'));
    // Acknowledged (the SyncStatus path through the ack gate), so the badge says 已同步.
    await waitFor(() => a.provider.unsyncedChanges === 0 && b.provider.unsyncedChanges === 0);
    expect(a.provider.isSynced).toBe(true);
    await new Promise((r) => setTimeout(r, 100));

    expect(seenA).toEqual({ updates: 1, echoes: 0 });
    expect(seenB).toEqual({ updates: 5, echoes: 0 });
    expect(seenC).toEqual({ updates: 6, echoes: 0 });
    expect(textOf(c.doc)).toBe('乙甲4甲3甲2甲1甲0');
  });

  it('still sends the server’s own changes to every client', async () => {
    const a = await harness.connect(DOC, 'tok-a');
    const b = await harness.connect(DOC, 'tok-b');
    const served = harness.relay.documents.get(DOC) as Document;
    served.getText('t').insert(0, '导入的剧本');
    await waitFor(() => textOf(a.doc) === '导入的剧本' && textOf(b.doc) === '导入的剧本');
  });
});

/**
 * A stand-in connection that keeps the update messages the document sends it, decoded, and the kind
 * of every message in order (`update`, `awareness` or `other`), and the awareness states it was sent.
 */
function fakeConnection(address: string) {
  const received: Y.Doc[] = [];
  const kinds: string[] = [];
  const awareness = new Map<number, unknown>();
  const connection = {
    messageAddress: address,
    send(message: Uint8Array) {
      // Address (varint length + bytes), Sync (0), Update (2), then the update (varint length + bytes).
      let at = 0;
      const varUint = () => {
        let value = 0;
        let shift = 0;
        for (;;) {
          const byte = message[at++] as number;
          value += (byte & 0x7f) * 2 ** shift;
          if (byte < 0x80) return value;
          shift += 7;
        }
      };
      const addressLength = varUint();
      at += addressLength;
      const type = varUint();
      if (type === 1) {
        // y-protocols' awareness update: its length, a count, then client id, clock and JSON state.
        kinds.push('awareness');
        varUint();
        for (let count = varUint(); count > 0; count--) {
          const client = varUint();
          varUint();
          const length = varUint();
          awareness.set(client, JSON.parse(new TextDecoder().decode(message.subarray(at, at + length))));
          at += length;
        }
        return;
      }
      if (type !== 0 || varUint() !== 2) {
        kinds.push('other');
        return;
      }
      kinds.push('update');
      const length = varUint();
      const doc = new Y.Doc();
      Y.applyUpdate(doc, message.subarray(at, at + length));
      received.push(doc);
    },
  };
  return { connection: connection as unknown as Connection, received, kinds, awareness };
}

/** An update of a writer that is no connection (the server itself, Redis, a load). */
function serverUpdate(text: string): Uint8Array {
  const writer = new Y.Doc();
  writer.getText('t').insert(0, text);
  return Y.encodeStateAsUpdate(writer);
}

describe('suppressEcho', () => {
  it('merges the updates of one event-loop turn: one message per connection, never its own alone', async () => {
    const served = new Document(DOC, {}, { flushDelay: false });
    expect(suppressEcho(served)).toBe(true);
    const a = fakeConnection(DOC);
    const b = fakeConnection(DOC);
    const observer = fakeConnection(DOC);
    for (const c of [a, b, observer]) served.addConnection(c.connection);
    const typed = (connection: Connection, text: string) => {
      const writer = new Y.Doc();
      writer.getText('t').insert(0, text);
      Y.applyUpdate(served, Y.encodeStateAsUpdate(writer), { source: 'connection', connection });
    };
    typed(a.connection, '甲');
    typed(b.connection, '乙');
    typed(a.connection, '丙');
    // Nothing leaves within the turn; after it, each connection gets one message.
    expect([a, b, observer].map((c) => c.received.length)).toEqual([0, 0, 0]);
    await new Promise((resolve) => setImmediate(resolve));
    expect([a, b, observer].map((c) => c.received.length)).toEqual([1, 1, 1]);
    const text = (c: { received: Y.Doc[] }) => (c.received[0] as Y.Doc).getText('t').toString();
    // The same merged update for all: a sender's own updates ride along with the others'.
    for (const c of [a, b, observer]) expect(text(c)).toBe(served.getText('t').toString());
    expect([...text(a)].sort()).toEqual(['丙', '乙', '甲']);

    // Awareness changes of a turn go out after its updates, one message with the latest states;
    // a turn with one sender's updates only sends that sender nothing (no echo).
    typed(b.connection, '丁');
    served.awareness.setLocalState({ user: '服务器', at: 1 });
    typed(b.connection, '戊');
    served.awareness.setLocalState({ user: '服务器', at: 2 });
    expect([a, b, observer].map((c) => c.received.length)).toEqual([1, 1, 1]);
    await new Promise((resolve) => setImmediate(resolve));
    expect([a, b, observer].map((c) => c.received.length)).toEqual([2, 1, 2]);
    expect((a.received[1] as Y.Doc).getText('t').length).toBe(2);
    expect(a.kinds).toEqual(['update', 'update', 'awareness']);
    expect(b.kinds).toEqual(['update', 'awareness']);
    expect(a.awareness.get(served.awareness.clientID)).toEqual({ user: '服务器', at: 2 });

    // Any other broadcast (stateless) first sends what is pending, keeping the order.
    typed(a.connection, '辛');
    served.awareness.setLocalState({ user: '服务器', at: 3 });
    served.broadcastStateless('通知');
    expect(b.kinds.slice(2)).toEqual(['update', 'awareness', 'other']);
    expect(a.kinds.slice(3)).toEqual(['awareness', 'other']);

    // The server's own change (no connection origin) in a sender's turn reaches the sender too.
    typed(a.connection, '己');
    Y.applyUpdate(served, serverUpdate('庚'));
    await new Promise((resolve) => setImmediate(resolve));
    expect([a, b, observer].map((c) => c.received.length)).toEqual([3, 3, 4]);
    expect((a.received[2] as Y.Doc).getText('t').toString()).toContain('庚');
    served.destroy();
  });

  it('leaves a batching document (flushDelay other than false) alone', () => {
    const batching = new Document('doc:x', {}, { flushDelay: 0 });
    expect(suppressEcho(batching)).toBe(false);
    const immediate = new Document('doc:y', {}, { flushDelay: false });
    expect(suppressEcho(immediate)).toBe(true);
  });
});
