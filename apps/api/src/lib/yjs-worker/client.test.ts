import { docFromLines, summarize } from '@juzuo/doc-model';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { YjsWorker } from './client';
import { deriveState } from './derive';

/** A script of `scenes` scenes, each a heading, an action and a line of dialogue. */
function script(scenes: number): Uint8Array {
  const lines = [];
  for (let i = 0; i < scenes; i++) {
    lines.push({ type: 'scene', text: `${i + 1}. 客栈 日 内` });
    lines.push({ type: 'action', text: `林秋推门进来，第${i + 1}次看见掌柜。😀` });
    lines.push({ type: 'dialogue', text: '掌柜：客官里面请。' });
  }
  return Y.encodeStateAsUpdate(docFromLines(lines as never));
}

const workers: YjsWorker[] = [];
const make = (...args: ConstructorParameters<typeof YjsWorker>) => {
  const worker = new YjsWorker(...args);
  workers.push(worker);
  return worker;
};
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.close();
});

describe('YjsWorker', { timeout: 60_000 }, () => {
  it('derives a long document on its thread exactly as inline, and a short one inline', async () => {
    const long = script(400);
    expect(long.length).toBeGreaterThan(16 * 1024);
    const warnings: string[] = [];
    const worker = make((_e, message) => warnings.push(message));
    const onThread = [worker.derive(long, true), worker.derive(long, false)];
    expect(worker.pending).toBe(2);
    const [a, b] = await Promise.all(onThread);
    expect(a).toEqual({ ok: true, summary: deriveSummary(long), merged: null });
    expect(b).toEqual({ ok: true, summary: null, merged: null });
    expect(await worker.derive(script(2), true)).toEqual(deriveState(script(2), true));
    expect(warnings).toEqual([]);
    expect(worker.pending).toBe(0);
  });

  it('folds a long log into a short state on its thread, and a few updates inline', async () => {
    const base = script(2);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, base);
    const log: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => log.push(update));
    const fragment = doc.getXmlFragment('default');
    for (let i = 0; i < 300; i++) {
      const line = fragment.get(i % fragment.length) as Y.XmlElement;
      (line.get(0) as Y.XmlText).insert(0, i % 3 === 0 ? '😀' : '字');
    }
    expect(base.length + log.reduce((n, u) => n + u.length, 0)).toBeLessThan(16 * 1024);
    const worker = make();
    const onThread = worker.derive(base, true, log);
    expect(worker.pending).toBe(1);
    expect(await onThread).toEqual(deriveState(base, true, log));
    const inline = worker.derive(base, true, log.slice(0, 8));
    expect(worker.pending).toBe(0);
    expect(await inline).toEqual(deriveState(base, true, log.slice(0, 8)));
  });

  it('answers broken bytes with ok false, on the thread and inline', async () => {
    const broken = new Uint8Array(40_000).fill(0xff);
    const worker = make();
    expect(await worker.derive(broken, true)).toEqual({ ok: false });
    expect(await worker.derive(broken.subarray(0, 100), true)).toEqual({ ok: false });
  });

  it('derives inline when its thread cannot run, and says so', async () => {
    const warnings: string[] = [];
    const missing = new URL('./no-such-worker.ts', import.meta.url);
    const worker = make((_e, message) => warnings.push(message), 16 * 1024, missing);
    const long = script(400);
    expect(await worker.derive(long, true)).toEqual({ ok: true, summary: deriveSummary(long), merged: null });
    expect(warnings.length).toBeGreaterThan(0);
    // Later calls stay inline for a while instead of starting a thread per store.
    expect(await worker.derive(long, false)).toEqual({ ok: true, summary: null, merged: null });
    expect(worker.pending).toBe(0);
  });
});

function deriveSummary(state: Uint8Array) {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return summarize(doc);
}
