import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { closeRelay, flushStore } from './createRelay';
import { MemoryBackend, type RelayHarness, startRelay, textOf, waitFor } from './test/harness';

const DOC = 'doc:p1';
const OTHER = 'doc:p2';
const grants = {
  w1: { userId: 'u1', name: '甲', access: { [DOC]: 'write' as const, [OTHER]: 'write' as const } },
  w2: { userId: 'u2', name: '乙', access: { [DOC]: 'write' as const } },
};

function stateWith(text: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('t').insert(0, text);
  return Y.encodeStateAsUpdate(doc);
}

describe('PersistenceExtension', () => {
  let harness: RelayHarness | undefined;
  afterEach(async () => harness?.close());

  it('serves the stored state and stores edits after the debounce, naming the editors', async () => {
    const backend = new MemoryBackend(grants);
    backend.states.set(DOC, stateWith('已有内容'));
    harness = await startRelay({ backend, debounceMs: 50, maxDebounceMs: 200 });
    const a = await harness.connect(DOC, 'w1');
    expect(textOf(a.doc)).toBe('已有内容');

    a.doc.getText('t').insert(4, '，续写');
    await waitFor(() => backend.stores.length === 1);
    expect(backend.stores[0]).toEqual({ documentName: DOC, meta: { editors: ['u1'] } });
    const stored = new Y.Doc();
    Y.applyUpdate(stored, backend.states.get(DOC) as Uint8Array);
    expect(textOf(stored)).toBe('已有内容，续写');
  });

  it('does not store content that did not change', async () => {
    const backend = new MemoryBackend(grants);
    harness = await startRelay({ backend, debounceMs: 50, maxDebounceMs: 200 });
    const a = await harness.connect(DOC, 'w1');
    a.doc.getText('t').insert(0, '一');
    await waitFor(() => backend.stores.length === 1);
    // A second client joining and syncing produces no new content, so no second store.
    await harness.connect(DOC, 'w2');
    await new Promise((r) => setTimeout(r, 300));
    expect(backend.stores).toHaveLength(1);
  });

  it('stores on the last disconnect without waiting for the debounce', async () => {
    const backend = new MemoryBackend(grants);
    harness = await startRelay({ backend, debounceMs: 60_000, maxDebounceMs: 120_000 });
    const a = await harness.connect(DOC, 'w1');
    a.doc.getText('t').insert(0, '离开前写的');
    await waitFor(() => harness?.relay.documents.get(DOC)?.getText('t').toString() === '离开前写的');
    a.provider.destroy();
    await waitFor(() => backend.stores.length === 1);
    // The store is recorded inside the hook; the unload follows once the hook chain has finished.
    await waitFor(() => harness?.relay.getDocumentsCount() === 0);
  });

  it('refuses the connection when the load fails and never stores an empty document', async () => {
    const backend = new MemoryBackend(grants);
    backend.failLoad = true;
    harness = await startRelay({ backend, debounceMs: 50, maxDebounceMs: 200 });
    backend.states.set(DOC, stateWith('真实内容'));
    const a = await harness.connect(DOC, 'w1');
    expect(a.outcome).toBe('load-failed');
    a.doc.getText('t').insert(0, '不应保存');
    await new Promise((r) => setTimeout(r, 300));
    expect(backend.stores).toHaveLength(0);
    expect(harness.relay.getDocumentsCount()).toBe(0);
    // Once the API answers again, the next connection gets the real content, not an empty document.
    backend.failLoad = false;
    const b = await harness.connect(DOC, 'w2');
    expect(textOf(b.doc)).toBe('真实内容');
  });

  it('flushStore stores a waiting checkpoint at once and waits for it; nothing waiting, nothing stored', async () => {
    const backend = new MemoryBackend(grants);
    harness = await startRelay({ backend, debounceMs: 60_000, maxDebounceMs: 120_000 });
    const relay = harness.relay;
    expect(await flushStore(relay, DOC)).toBe(false);
    const a = await harness.connect(DOC, 'w1');
    a.doc.getText('t').insert(0, '读之前写的');
    await waitFor(() => relay.documents.get(DOC)?.getText('t').toString() === '读之前写的');
    expect(await flushStore(relay, DOC)).toBe(true);
    // Resolved after the store: the backend holds the text, long before the 60 s debounce.
    expect(backend.stores).toHaveLength(1);
    const stored = new Y.Doc();
    Y.applyUpdate(stored, backend.states.get(DOC) as Uint8Array);
    expect(textOf(stored)).toBe('读之前写的');
    // Stored and unchanged since: nothing waits.
    expect(await flushStore(relay, DOC)).toBe(false);
    expect(backend.stores).toHaveLength(1);
  });

  it('stores changed documents when the relay shuts down with clients still connected', async () => {
    const backend = new MemoryBackend(grants);
    harness = await startRelay({ backend, debounceMs: 60_000, maxDebounceMs: 120_000 });
    const a = await harness.connect(DOC, 'w1');
    a.doc.getText('t').insert(0, '关机前的修改');
    await waitFor(() => harness?.relay.documents.get(DOC)?.getText('t').toString() === '关机前的修改');
    await closeRelay(harness.relay, 5_000);
    expect(backend.stores).toHaveLength(1);
    expect(harness.relay.getDocumentsCount()).toBe(0);
  });

  it('keeps a document whose store failed in memory and retries until the API takes it', async () => {
    const backend = new MemoryBackend(grants);
    backend.failStores = 2;
    harness = await startRelay({ backend, debounceMs: 30, maxDebounceMs: 100, storeRetryDelayMs: 400 });
    const a = await harness.connect(DOC, 'w1');
    a.doc.getText('t').insert(0, '断网时写的');
    await waitFor(() => backend.failStores === 1);
    a.provider.destroy();
    // Someone opens and closes the document while the retry is pending: a plain last-disconnect
    // (no store scheduled) must not unload the unsaved state.
    const b = await harness.connect(DOC, 'w2');
    b.provider.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect(harness.relay.getDocumentsCount()).toBe(1);
    await waitFor(() => backend.stores.length === 1, 5_000);
    expect(backend.failStores).toBe(0);
    expect(backend.stores[0]?.meta.editors).toEqual(['u1']);
    await waitFor(() => harness?.relay.getDocumentsCount() === 0);
  });

  it('does not retry a store the API refuses for good until the document changes; others go on', async () => {
    const backend = new MemoryBackend(grants);
    backend.refused.add(DOC);
    harness = await startRelay({ backend, debounceMs: 30, maxDebounceMs: 100, storeRetryDelayMs: 50 });
    const a = await harness.connect(DOC, 'w1');
    const other = await harness.connect(OTHER, 'w1');
    a.doc.getText('t').insert(0, '存不进去的内容');
    await waitFor(() => backend.attempts.includes(DOC));
    // A retry loop would have stored again and again by now (50 ms, 100 ms, 200 ms ...).
    for (let i = 0; i < 5; i++) {
      other.doc.getText('t').insert(0, `${i}`);
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(backend.attempts.filter((d) => d === DOC)).toHaveLength(1);
    await waitFor(() => backend.states.has(OTHER));
    // Still in memory while open; the next change is tried once more (the cause may be gone).
    expect(harness.relay.documents.get(DOC)?.getText('t').toString()).toBe('存不进去的内容');
    backend.refused.delete(DOC);
    a.doc.getText('t').insert(0, '改过之后');
    await waitFor(() => backend.states.has(DOC));
    expect(backend.attempts.filter((d) => d === DOC)).toHaveLength(2);
  });

  it('lets a refused document go once nobody has it open, so a shutdown does not wait for it', async () => {
    const backend = new MemoryBackend(grants);
    backend.refused.add(DOC);
    harness = await startRelay({
      backend,
      debounceMs: 60_000,
      maxDebounceMs: 120_000,
      storeRetryDelayMs: 50,
    });
    const a = await harness.connect(DOC, 'w1');
    const other = await harness.connect(OTHER, 'w1');
    a.doc.getText('t').insert(0, '存不进去的内容');
    other.doc.getText('t').insert(0, '关机前写的');
    await waitFor(() => harness?.relay.documents.get(OTHER)?.getText('t').toString() === '关机前写的');
    await waitFor(() => harness?.relay.documents.get(DOC)?.getText('t').toString() === '存不进去的内容');
    const started = Date.now();
    await closeRelay(harness.relay, 5_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(harness.relay.getDocumentsCount()).toBe(0);
    expect(backend.states.has(OTHER)).toBe(true);
    expect(backend.attempts.filter((d) => d === DOC)).toHaveLength(1);
  });

  it('drops a document the API no longer has instead of retrying it forever', async () => {
    const backend = new MemoryBackend(grants);
    harness = await startRelay({ backend, debounceMs: 30, maxDebounceMs: 100, storeRetryDelayMs: 50 });
    const a = await harness.connect(DOC, 'w1');
    backend.gone.add(DOC);
    a.doc.getText('t').insert(0, '删除后写的');
    await waitFor(() => harness?.relay.documents.get(DOC)?.getText('t').toString() === '删除后写的');
    a.provider.destroy();
    await waitFor(() => harness?.relay.getDocumentsCount() === 0);
    expect(backend.stores).toHaveLength(0);
  });
  it('opens a stored document without storing it back or sending it twice, and stores its first change', async () => {
    const backend = new MemoryBackend(grants);
    backend.states.set(DOC, stateWith('已有内容'));
    harness = await startRelay({ backend, debounceMs: 50, maxDebounceMs: 200 });
    const a = await harness.connect(DOC, 'w1');
    expect(textOf(a.doc)).toBe('已有内容');
    // The load itself is not an update: nothing but the sync step reaches the client.
    const seen: Uint8Array[] = [];
    a.doc.on('update', (update: Uint8Array) => seen.push(update));
    const b = await harness.connect(DOC, 'w2');
    expect(textOf(b.doc)).toBe('已有内容');
    expect(seen).toHaveLength(0);
    b.provider.destroy();
    a.provider.destroy();
    await waitFor(() => harness?.relay.getDocumentsCount() === 0);
    expect(backend.stores).toHaveLength(0);

    const c = await harness.connect(DOC, 'w1');
    c.doc.getText('t').insert(4, '，续写');
    await waitFor(() => backend.stores.length === 1);
    const stored = new Y.Doc();
    Y.applyUpdate(stored, backend.states.get(DOC) as Uint8Array);
    expect(textOf(stored)).toBe('已有内容，续写');
  });
});
