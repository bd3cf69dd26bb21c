import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeRelay, createRelay } from './createRelay';
import { MemoryBackend, type RelayHarness, startRelay, textOf, waitFor } from './test/harness';

const DOC = 'doc:d1';

describe('relay over WebSocket', () => {
  let backend: MemoryBackend;
  let harness: RelayHarness;

  beforeEach(async () => {
    backend = new MemoryBackend({
      'tok-writer': { userId: 'u1', name: '编剧甲', access: { [DOC]: 'write' } },
      'tok-writer2': { userId: 'u2', name: '编剧乙', access: { [DOC]: 'write' } },
      'tok-reader': { userId: 'u3', name: '制片丙', access: { [DOC]: 'read' } },
      'tok-outsider': { userId: 'u4', name: '路人丁', access: {} },
    });
    harness = await startRelay({ backend, debounceMs: 50, maxDebounceMs: 200 });
  });
  afterEach(async () => harness.close());

  it("delivers a writer's update to another client", async () => {
    const a = await harness.connect(DOC, 'tok-writer');
    const b = await harness.connect(DOC, 'tok-writer2');
    expect([a.outcome, b.outcome]).toEqual(['synced', 'synced']);
    a.doc.getText('t').insert(0, '第一场 日 内 客厅');
    await waitFor(() => textOf(b.doc) === '第一场 日 内 客厅');
  });

  it("drops a read-only client's updates", async () => {
    const writer = await harness.connect(DOC, 'tok-writer');
    const reader = await harness.connect(DOC, 'tok-reader');
    expect(reader.outcome).toBe('synced');
    expect(reader.readOnly).toBe(true);

    reader.doc.getText('t').insert(0, '偷偷改稿');
    writer.doc.getText('t').insert(0, '正文');
    // The writer's later edit reaches the reader, so the reader's earlier one had its chance too.
    await waitFor(() => textOf(reader.doc).includes('正文'));
    await new Promise((r) => setTimeout(r, 200));
    expect(textOf(writer.doc)).toBe('正文');
    const served = harness.relay.documents.get(DOC);
    expect(served?.getText('t').toString()).toBe('正文');
  });

  it('refuses a bad token, a missing token and a user without access', async () => {
    expect((await harness.connect(DOC, 'tok-nobody')).outcome).toBe('unauthorized');
    expect((await harness.connect(DOC, null)).outcome).toBe('unauthorized');
    expect((await harness.connect(DOC, 'tok-outsider')).outcome).toBe('forbidden');
    expect(harness.relay.getDocumentsCount()).toBe(0);
  });

  it('refuses document names outside the known patterns', async () => {
    for (const name of ['secret', 'doc:', 'doc:../x', 'note:1', `doc:${'x'.repeat(65)}`]) {
      expect((await harness.connect(name, 'tok-writer')).outcome).toBe('invalid-document-name');
    }
  });
});

describe('relay defaults', () => {
  it('checkpoints 2 s after the last change and at most 10 s after the first', async () => {
    const relay = createRelay({ backend: new MemoryBackend({}) });
    expect(relay.configuration).toMatchObject({
      debounce: 2_000,
      maxDebounce: 10_000,
      unloadImmediately: true,
    });
    await closeRelay(relay, 100);
  });
});
