import { appendLines, docFromState, summarize } from '@juzuo/doc-model';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deriveState } from './derive';

describe('deriveState with log rows', () => {
  it('answers merged null when the state already holds every row (a relay logged its own updates)', () => {
    const live = new Y.Doc();
    const rows: Uint8Array[] = [];
    live.on('update', (u: Uint8Array) => rows.push(u));
    appendLines(live, ['第一行']);
    appendLines(live, ['第二行']);
    const state = Y.encodeStateAsUpdate(live);
    const out = deriveState(state, true, rows);
    expect(out).toEqual({ ok: true, summary: summarize(live), merged: null });
  });

  it('merges rows the state lacks (another relay), skipping rows that are not updates', () => {
    const live = new Y.Doc();
    appendLines(live, ['本中继']);
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(live));
    const rows: Uint8Array[] = [];
    other.on('update', (u: Uint8Array) => rows.push(u));
    appendLines(other, ['另一个中继']);
    const out = deriveState(Y.encodeStateAsUpdate(live), true, [Uint8Array.from([9, 9, 9]), ...rows]);
    if (!out.ok || !out.merged) throw new Error('expected a merged state');
    expect(summarize(docFromState(out.merged)).text).toBe('本中继\n另一个中继');
    expect(out.summary?.text).toBe('本中继\n另一个中继');
  });
});
