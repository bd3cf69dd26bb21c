import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { MemoryBackend, type RelayHarness, startRelay, textOf, waitFor } from './test/harness';

const DOC = 'doc:d1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The text a loader would see: the stored state plus the update log. */
const durableText = (backend: MemoryBackend) => backend.content(DOC).getText('t').toString();

describe('durable before acknowledged', () => {
  let backend: MemoryBackend;
  let harness: RelayHarness;

  beforeEach(async () => {
    backend = new MemoryBackend({
      'tok-a': { userId: 'u1', name: '编剧甲', access: { [DOC]: 'write' } },
      'tok-b': { userId: 'u2', name: '编剧乙', access: { [DOC]: 'write' } },
      'tok-reader': { userId: 'u3', name: '制片丙', access: { [DOC]: 'read' } },
    });
    // Checkpoints far away: what is durable here is durable through the log alone.
    harness = await startRelay({ backend, debounceMs: 60_000, maxDebounceMs: 60_000 });
  });
  afterEach(async () => {
    backend.appendGate = null;
    await harness.close();
  });

  it('acknowledges an update only once the log has it, and relays it to others meanwhile', async () => {
    const a = await harness.connect(DOC, 'tok-a');
    const b = await harness.connect(DOC, 'tok-b');
    let open!: () => void;
    backend.appendGate = new Promise<void>((resolve) => {
      open = resolve;
    });

    a.doc.getText('t').insert(0, '第一场');
    // Fan-out does not wait for the database...
    await waitFor(() => textOf(b.doc) === '第一场');
    // ...the acknowledgement does.
    await sleep(100);
    expect(a.provider.unsyncedChanges).toBe(1);
    expect(durableText(backend)).toBe('');

    open();
    await waitFor(() => a.provider.unsyncedChanges === 0);
    expect(durableText(backend)).toBe('第一场');
  });

  it('batches the updates of a burst into few appends and acknowledges every one', async () => {
    const a = await harness.connect(DOC, 'tok-a');
    const b = await harness.connect(DOC, 'tok-b');
    const before = backend.appendBatches.length;
    for (let i = 0; i < 50; i++) {
      a.doc.getText('t').insert(a.doc.getText('t').length, '甲');
      b.doc.getText('t').insert(0, '乙');
    }
    await waitFor(() => a.provider.unsyncedChanges === 0 && b.provider.unsyncedChanges === 0);
    const batches = backend.appendBatches.slice(before);
    expect(batches.reduce((sum, n) => sum + n, 0)).toBe(100);
    expect(batches.length).toBeLessThan(100);
    const text = durableText(backend);
    expect([...text].filter((c) => c === '甲')).toHaveLength(50);
    expect([...text].filter((c) => c === '乙')).toHaveLength(50);
  });

  it('retries a failed append in order and acknowledges after it succeeds', async () => {
    const a = await harness.connect(DOC, 'tok-a');
    // Synced is not yet acknowledged: on a loaded machine the sync's own message can still count.
    await waitFor(() => a.provider.unsyncedChanges === 0);
    backend.failAppends = 2;
    a.doc.getText('t').insert(0, '重试');
    await sleep(50);
    expect(a.provider.unsyncedChanges).toBe(1);
    await waitFor(() => a.provider.unsyncedChanges === 0, 5_000);
    expect(durableText(backend)).toBe('重试');
  });

  it("does not log a reader's refused changes", async () => {
    const reader = await harness.connect(DOC, 'tok-reader');
    reader.doc.getText('t').insert(0, '偷偷改稿');
    await sleep(200);
    expect(backend.logs.get(DOC) ?? []).toHaveLength(0);
  });

  it('loads the checkpoint plus the log tail in order', async () => {
    const source = new Y.Doc();
    source.getText('t').insert(0, '检查点');
    backend.states.set(DOC, Y.encodeStateAsUpdate(source));
    const tail: Uint8Array[] = [];
    source.on('update', (update: Uint8Array) => tail.push(update));
    source.getText('t').insert(3, '之后');
    source.getText('t').insert(5, '再之后');
    // A broken row (a client sent garbage) is skipped, not fatal.
    backend.logs.set(DOC, [...tail, new Uint8Array([1, 2, 3])]);

    const fresh = await harness.connect(DOC, 'tok-a');
    expect(textOf(fresh.doc)).toBe('检查点之后再之后');
  });
});
