import { describe, expect, it } from 'vitest';
import type { RelayLoggedUpdate } from './backend';
import { RelayBackendError } from './envelopeBackend';
import { APPEND_BATCH_MS, UpdateLog, UpdateLogClosedError } from './updateLog';

const bytes = (n: number) => new Uint8Array([n]);

/** A backend recording every append call; `answer` decides each call's outcome. */
function recorder(answer: (call: number) => Promise<void> = async () => {}) {
  const calls: RelayLoggedUpdate[][] = [];
  return {
    calls,
    backend: {
      append: async (updates: RelayLoggedUpdate[]) => {
        calls.push(updates);
        await answer(calls.length);
      },
    },
  };
}

describe('UpdateLog', () => {
  it('appends the updates of a few milliseconds in one call, in arrival order', async () => {
    const { calls, backend } = recorder();
    const log = new UpdateLog(backend, { batchMs: 5 });
    await Promise.all([
      log.append('doc:a', bytes(1)),
      log.append('doc:b', bytes(2)),
      log.append('doc:a', bytes(3)),
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.map((u) => [u.documentName, u.update[0]])).toEqual([
      ['doc:a', 1],
      ['doc:b', 2],
      ['doc:a', 3],
    ]);
  });

  it('by default waits long enough for typing across documents to share one call', async () => {
    const { calls, backend } = recorder();
    const log = new UpdateLog(backend);
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Keystrokes of three documents 8 ms apart (at 10 x 5 @ 5 one arrives every 4 ms): a 5 ms
    // window made a call for nearly every one. The window stays short enough that the 已同步 badge
    // follows typing without a noticeable lag.
    const acknowledged = [log.append('doc:a', bytes(1))];
    await sleep(8);
    acknowledged.push(log.append('doc:b', bytes(2)));
    await sleep(8);
    acknowledged.push(log.append('doc:c', bytes(3)));
    await Promise.all(acknowledged);
    expect(APPEND_BATCH_MS).toBeGreaterThanOrEqual(30);
    expect(APPEND_BATCH_MS).toBeLessThanOrEqual(50);
    expect(calls.map((call) => call.map((u) => u.update[0]))).toEqual([[1, 2, 3]]);
  });

  it('resolves an append only after the call carrying it succeeded, retrying in order', async () => {
    const { calls, backend } = recorder(async (call) => {
      if (call <= 2) throw new Error('database restarting');
    });
    const log = new UpdateLog(backend, { batchMs: 1, retryDelayMs: 5 });
    let done = false;
    const first = log.append('doc:a', bytes(1)).then(() => {
      done = true;
    });
    await new Promise((r) => setTimeout(r, 3));
    expect(done).toBe(false);
    await first;
    const second = log.append('doc:a', bytes(2));
    await second;
    expect(calls.map((c) => c.map((u) => u.update[0]))).toEqual([[1], [1], [1], [2]]);
  });

  it('gathers what arrives while a call is in flight into the next call', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => {
      release = r;
    });
    const { calls, backend } = recorder(async (call) => {
      if (call === 1) await slow;
    });
    const log = new UpdateLog(backend, { batchMs: 1 });
    const first = log.append('doc:a', bytes(1));
    await new Promise((r) => setTimeout(r, 10));
    const rest = [2, 3, 4].map((n) => log.append('doc:a', bytes(n)));
    release();
    await Promise.all([first, ...rest]);
    expect(calls.map((c) => c.map((u) => u.update[0]))).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects on a final answer without holding up later updates', async () => {
    const { backend } = recorder(async (call) => {
      if (call === 1) throw new RelayBackendError(4040, '文档不存在或已无法访问');
    });
    const log = new UpdateLog(backend, { batchMs: 1 });
    await expect(log.append('doc:gone', bytes(1))).rejects.toBeInstanceOf(RelayBackendError);
    await expect(log.append('doc:a', bytes(2))).resolves.toBeUndefined();
  });

  it('rejects what is not durable yet when closed, and refuses new appends', async () => {
    const { backend } = recorder(async () => {
      throw new Error('database down');
    });
    const log = new UpdateLog(backend, { batchMs: 1, retryDelayMs: 1_000 });
    const pending = log.append('doc:a', bytes(1));
    await new Promise((r) => setTimeout(r, 20));
    log.close();
    await expect(pending).rejects.toBeInstanceOf(UpdateLogClosedError);
    await expect(log.append('doc:a', bytes(2))).rejects.toBeInstanceOf(UpdateLogClosedError);
  });
});
