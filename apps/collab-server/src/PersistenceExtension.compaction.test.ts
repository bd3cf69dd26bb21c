import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { flushStore } from './createRelay';
import { CompactingMemoryBackend, type RelayHarness, startRelay, textOf, waitFor } from './test/harness';

const DOC = 'doc:p1';
const grants = {
  w1: { userId: 'u1', name: '甲', access: { [DOC]: 'write' as const } },
  w2: { userId: 'u2', name: '乙', access: { [DOC]: 'write' as const } },
};

const storedText = (backend: CompactingMemoryBackend) => {
  const doc = new Y.Doc();
  const state = backend.states.get(DOC);
  if (state) Y.applyUpdate(doc, state);
  return textOf(doc);
};

/**
 * A backend that can fold its log (`compact`) gets the relay's periodic checkpoints as compactions:
 * the relay encodes nothing while people type. Whenever the log may not hold everything the live
 * document holds, the relay's own state is stored instead.
 */
describe('PersistenceExtension with a compacting backend', () => {
  let harness: RelayHarness | undefined;
  afterEach(async () => harness?.close());

  it('checkpoints typing by compaction, naming the editors; the last client leaving stores the state', async () => {
    const backend = new CompactingMemoryBackend(grants);
    harness = await startRelay({ backend, debounceMs: 60_000, maxDebounceMs: 120_000 });
    const relay = harness.relay;
    const live = () => relay.documents.get(DOC)?.getText('t').toString();
    const a = await harness.connect(DOC, 'w1');
    const b = await harness.connect(DOC, 'w2');
    a.doc.getText('t').insert(0, '甲写的');
    await waitFor(() => live() === '甲写的');
    expect(await flushStore(relay, DOC)).toBe(true);
    expect(backend.compactions).toEqual([{ documentName: DOC, meta: { editors: ['u1'] } }]);
    expect(backend.stores).toHaveLength(0);
    expect(storedText(backend)).toBe('甲写的');

    // Typed just before everyone leaves: the store before the unload is the relay's own state.
    b.doc.getText('t').insert(3, '，乙接着写');
    await waitFor(() => live() === '甲写的，乙接着写');
    a.provider.destroy();
    b.provider.destroy();
    await waitFor(() => backend.stores.length === 1);
    await waitFor(() => relay.getDocumentsCount() === 0);
    expect(backend.compactions).toHaveLength(1);
    expect(storedText(backend)).toBe('甲写的，乙接着写');
    expect(backend.forgotten).toEqual([DOC]);
  });

  it('stores the relay state after a change through a direct connection, then compacts again', async () => {
    const backend = new CompactingMemoryBackend(grants);
    harness = await startRelay({ backend, debounceMs: 50, maxDebounceMs: 200 });
    const a = await harness.connect(DOC, 'w1');
    const direct = await harness.relay.openDirectConnection(DOC, { user: { id: 'u9', name: '服务' } });
    await direct.transact((doc) => doc.getText('t').insert(0, '服务端改的'));
    await direct.disconnect();
    // The change never went through the log: only the relay's state holds it.
    await waitFor(() => backend.stores.length === 1);
    expect(backend.compactions).toHaveLength(0);
    expect(storedText(backend)).toBe('服务端改的');

    await waitFor(() => textOf(a.doc) === '服务端改的');
    a.doc.getText('t').insert(5, '，再打字');
    await waitFor(() => storedText(backend) === '服务端改的，再打字');
    expect(backend.stores).toHaveLength(1);
    expect(backend.compactions.length).toBeGreaterThanOrEqual(1);
  });

  it('an update from another relay over Redis (logged there) is checkpointed by compaction too', async () => {
    const backend = new CompactingMemoryBackend(grants);
    harness = await startRelay({ backend, debounceMs: 60_000, maxDebounceMs: 120_000 });
    const relay = harness.relay;
    const a = await harness.connect(DOC, 'w1');
    const live = relay.documents.get(DOC) as Y.Doc;
    // What the Redis extension applies: the other relay's client update, with its origin.
    live.transact(() => live.getText('t').insert(0, '另一个中继的'), { source: 'redis' });
    await waitFor(() => textOf(a.doc) === '另一个中继的');
    // Hocuspocus schedules no store for it (that relay stores); this relay's own client's does.
    a.doc.getText('t').insert(6, '，本中继的');
    await waitFor(() => live.getText('t').toString() === '另一个中继的，本中继的');
    expect(await flushStore(relay, DOC)).toBe(true);
    expect(backend.compactions).toHaveLength(1);
    expect(backend.stores).toHaveLength(0);
  });

  it('stores the relay state when an applied update never reached the log', async () => {
    const backend = new CompactingMemoryBackend(grants);
    harness = await startRelay({ backend, debounceMs: 50, maxDebounceMs: 200 });
    const a = await harness.connect(DOC, 'w1');
    const b = await harness.connect(DOC, 'w2');
    backend.refuseAppends = 1;
    a.doc.getText('t').insert(0, '日志拒收的');
    // Applied and relayed (b sees it), never durable in the log: its sender's socket is closed.
    await waitFor(() => textOf(b.doc) === '日志拒收的');
    await waitFor(() => backend.stores.length === 1);
    expect(storedText(backend)).toBe('日志拒收的');
    expect(backend.logs.get(DOC) ?? []).toHaveLength(0);
  });

  it('a checkpoint asked for right after an update waits for its append', async () => {
    const backend = new CompactingMemoryBackend(grants);
    harness = await startRelay({ backend, debounceMs: 60_000, maxDebounceMs: 120_000 });
    const a = await harness.connect(DOC, 'w1');
    const b = await harness.connect(DOC, 'w2');
    let open: () => void = () => {};
    backend.appendGate = new Promise((resolve) => {
      open = resolve;
    });
    a.doc.getText('t').insert(0, '刚写的');
    await waitFor(() => harness?.relay.documents.get(DOC)?.getText('t').toString() === '刚写的');
    const flushed = flushStore(harness.relay, DOC);
    // The append is still held: the compaction must not run without it.
    await new Promise((r) => setTimeout(r, 150));
    expect(backend.compactions).toHaveLength(0);
    open();
    backend.appendGate = null;
    expect(await flushed).toBe(true);
    expect(backend.compactions).toHaveLength(1);
    expect(storedText(backend)).toBe('刚写的');
    b.provider.destroy();
  });
});
