import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { type Client, MemoryBackend, type RelayHarness, startRelay, textOf, waitFor } from './test/harness';

/**
 * The relay under hostile input (issue 9): malformed document names, garbage and truncated
 * messages, huge updates, wrong and early auth messages. Each refusal comes quickly with one of the
 * relay's reasons, the relay stays up, and documents of well-behaved clients keep working.
 */

// --- the Hocuspocus wire format, written by hand so the tests can send what no provider sends ---
const varUint = (n: number): number[] => {
  const out: number[] = [];
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n = Math.floor(n / 128);
  }
  out.push(n);
  return out;
};
const varBytes = (b: Uint8Array): number[] => [...varUint(b.length), ...b];
const varString = (s: string): number[] => varBytes(new TextEncoder().encode(s));
const message = (...parts: number[][]): Uint8Array => new Uint8Array(parts.flat());
const MessageType = { Sync: 0, Awareness: 1, Auth: 2 } as const;
/** Auth message: name, Auth, token sub-type (0), token. */
const authMessage = (name: string, token: string) =>
  message(varString(name), varUint(MessageType.Auth), varUint(0), varString(token));
/** A Yjs update inside a sync message (y-protocols messageYjsUpdate = 2). */
const updateMessage = (name: string, update: Uint8Array) =>
  message(varString(name), varUint(MessageType.Sync), varUint(2), varBytes(update));
const awarenessMessage = (name: string, payload: Uint8Array) =>
  message(varString(name), varUint(MessageType.Awareness), varBytes(payload));

/** A raw WebSocket to the relay that records what it is told. */
interface RawClient {
  ws: WebSocket;
  received: Uint8Array[];
  closed: Promise<number>;
  send(data: Uint8Array): void;
}

async function rawClient(url: string): Promise<RawClient> {
  const ws = new WebSocket(url);
  const received: Uint8Array[] = [];
  ws.on('message', (data: Buffer) => received.push(new Uint8Array(data)));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, received, closed, send: (data) => ws.readyState === WebSocket.OPEN && ws.send(data) };
}

/** Whether the relay sent `reason` as a permission-denied auth message to `key`. */
const refusedWith = (client: RawClient, key: string, reason: string): boolean => {
  const expected = message(varString(key), varUint(MessageType.Auth), varUint(1), varString(reason));
  return client.received.some((m) => Buffer.from(m).equals(Buffer.from(expected)));
};

const backend = new MemoryBackend({
  w: { userId: 'u1', name: '甲', access: { 'doc:d1': 'write', 'doc:d2': 'write', 'doc:d3': 'write' } },
  r: { userId: 'u2', name: '乙', access: { 'doc:d1': 'read' } },
});

describe('relay under hostile input', () => {
  let h: RelayHarness;
  beforeAll(async () => {
    h = await startRelay({ backend, debounceMs: 50, maxDebounceMs: 200, permissionSweepMs: 0 });
  });
  afterAll(async () => h.close());

  /** Two writers on a fresh document still see each other's text: the relay is up and serving. */
  async function stillServes(name = 'doc:d2'): Promise<void> {
    const a: Client = await h.connect(name, 'w');
    const b: Client = await h.connect(name, 'w');
    expect([a.outcome, b.outcome]).toEqual(['synced', 'synced']);
    const line = `仍然可用-${Math.random()}`;
    a.doc.getText('t').insert(0, line);
    await waitFor(() => textOf(b.doc).includes(line));
    a.provider.destroy();
    b.provider.destroy();
  }

  it('refuses a document name with NUL at once, whatever surrounds the NUL', async () => {
    for (const name of ['doc:d1\u0000', 'doc:d1\u0000x', 'doc:d\u00001', '\u0000doc:d1', 'doc:\u0000']) {
      const started = Date.now();
      const client = await h.connect(name, 'w');
      expect([name, client.outcome]).toEqual([name, 'invalid-document-name']);
      expect(Date.now() - started).toBeLessThan(1_000);
    }
    await stillServes();
  });

  it('refuses malformed names (huge, unknown kinds, path tricks, empty) with invalid-document-name', async () => {
    const names = [
      '',
      'doc',
      'doc:',
      'foo:d1',
      '__proto__:d1',
      'constructor:d1',
      'doc:d1/../d2',
      '../doc:d1',
      'doc:..%2fd2',
      'doc:d1 ',
      'Doc:d1',
      'doc:文档',
      `doc:${'a'.repeat(65)}`,
      `doc:${'a'.repeat(200_000)}`,
    ];
    for (const name of names) {
      const started = Date.now();
      const client = await h.connect(name, 'w');
      expect([name.slice(0, 40), client.outcome]).toEqual([name.slice(0, 40), 'invalid-document-name']);
      expect(Date.now() - started).toBeLessThan(1_000);
      client.provider.destroy();
    }
    // A lone surrogate cannot cross the wire: the provider's UTF-8 encoder sends U+FFFD, and the
    // relay refuses that name (the provider, waiting under its own spelling, never matches it).
    const raw = await rawClient(h.url);
    raw.send(authMessage('doc:\ud800', 'w'));
    await waitFor(() => refusedWith(raw, 'doc:\ufffd', 'invalid-document-name'));
    raw.ws.close();
    await stillServes();
  });

  it('refuses wrong auth messages (no token, unknown, huge) with unauthorized, and a stranger with forbidden', async () => {
    const raw = await rawClient(h.url);
    raw.send(authMessage('doc:d1', ''));
    raw.send(authMessage('doc:d2', 'nobody'));
    raw.send(authMessage('doc:d3', 'x'.repeat(100_000)));
    await waitFor(() => raw.received.length >= 3);
    expect(refusedWith(raw, 'doc:d1', 'unauthorized')).toBe(true);
    expect(refusedWith(raw, 'doc:d2', 'unauthorized')).toBe(true);
    expect(refusedWith(raw, 'doc:d3', 'unauthorized')).toBe(true);
    const stranger = await h.connect('doc:d2', 'r');
    expect(stranger.outcome).toBe('forbidden');
    raw.ws.close();
    await stillServes();
  });

  it('applies no update sent before authentication, and drops a client that floods before it', async () => {
    const before = await h.connect('doc:d3', 'w');
    const early = await rawClient(h.url);
    const ghost = new Y.Doc();
    ghost.getText('t').insert(0, '未登录写入');
    early.send(updateMessage('doc:d3', Y.encodeStateAsUpdate(ghost)));
    early.send(authMessage('doc:d3', 'nobody'));
    await waitFor(() => refusedWith(early, 'doc:d3', 'unauthorized'));
    expect(textOf(before.doc)).not.toContain('未登录写入');

    const flood = await rawClient(h.url);
    for (let i = 0; i < 1_200; i++) flood.send(updateMessage('doc:d3', new Uint8Array([0, 0])));
    expect(await flood.closed).toBeGreaterThan(1000);
    before.provider.destroy();
    await stillServes();
  });

  it('survives seeded garbage, truncated updates, awareness junk and oversized messages on an authenticated socket', async () => {
    const writer = await h.connect('doc:d1', 'w');
    writer.doc.getText('t').insert(0, '原有内容');
    const real = new Y.Doc();
    real.getText('t').insert(0, '一段真的更新');
    const update = Y.encodeStateAsUpdate(real);
    const cases = fc.sample(
      fc.oneof(
        fc.uint8Array({ maxLength: 64 }).map((b) => ({ what: 'random bytes', data: b })),
        fc
          .uint8Array({ minLength: 1, maxLength: 64 })
          .map((b) => ({ what: 'garbage update', data: updateMessage('doc:d1', b) })),
        fc
          .nat(update.length - 1)
          .map((n) => ({ what: 'truncated update', data: updateMessage('doc:d1', update.slice(0, n)) })),
        fc
          .uint8Array({ maxLength: 64 })
          .map((b) => ({ what: 'awareness junk', data: awarenessMessage('doc:d1', b) })),
        fc
          .nat(255)
          .map((t) => ({ what: 'unknown type', data: message(varString('doc:d1'), varUint(t), varUint(0)) })),
      ),
      { seed: 9, numRuns: 80 },
    );
    for (const { data } of cases) {
      const raw = await rawClient(h.url);
      raw.send(authMessage('doc:d1', 'w'));
      await waitFor(() => raw.received.length > 0);
      raw.send(data);
      // Let the relay handle it; closing the socket over garbage is a fine answer too.
      await new Promise((r) => setTimeout(r, 5));
      raw.ws.terminate();
    }
    // A 40 MB message is over the endpoint's limit: the socket is closed (1009), nothing else.
    const huge = await rawClient(h.url);
    huge.send(authMessage('doc:d1', 'w'));
    huge.send(updateMessage('doc:d1', new Uint8Array(40 * 1024 * 1024)));
    expect(await huge.closed).toBe(1009);
    // A large but allowed real update is relayed as any other.
    const big = new Y.Doc();
    big.getText('t').insert(0, '长'.repeat(300_000));
    const bigWriter = await h.connect('doc:d1', 'w');
    Y.applyUpdate(bigWriter.doc, Y.encodeStateAsUpdate(big));
    await waitFor(() => textOf(writer.doc).length > 300_000, 10_000);
    expect(textOf(writer.doc)).toContain('原有内容');
    writer.provider.destroy();
    bigWriter.provider.destroy();
    await stillServes();
  }, 60_000);
});
