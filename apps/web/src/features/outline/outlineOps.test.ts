import { readOutline } from '@juzuo/doc-model';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { outlineOps } from './outlineOps';
import { buildOutline } from './outlineTree';

const shape = (doc: Y.Doc) =>
  buildOutline(readOutline(doc)).map((e) => [e.node.title, e.beats.map((b) => b.title)]);

describe('outlineOps', () => {
  it('adds, renames, moves, marks, links and removes on the shared document shape', () => {
    const doc = new Y.Doc();
    const ops = outlineOps(doc, false);
    const e1 = ops.addEpisode(' 相遇 ');
    const e2 = ops.addEpisode('反转');
    const b1 = ops.addBeat(e1, '女主被退婚');
    ops.addBeat(e1, '男主出手');
    expect(shape(doc)).toEqual([
      ['相遇', ['女主被退婚', '男主出手']],
      ['反转', []],
    ]);
    expect(readOutline(doc).map((n) => n.kind)).toEqual(['episode', 'episode', 'beat', 'beat']);

    ops.rename(e1, '退婚');
    ops.rename(e2, '   ');
    ops.move(b1, { parentId: e2, index: 0 });
    ops.move(e2, { parentId: '', index: 0 });
    expect(shape(doc)).toEqual([
      ['反转', ['女主被退婚']],
      ['退婚', ['男主出手']],
    ]);

    ops.setMarkers(e2, ['hook', 'paywall']);
    ops.link(b1, 'doc_1');
    const byId = new Map(readOutline(doc).map((n) => [n.node_id, n]));
    expect(byId.get(e2)?.markers).toEqual(['hook', 'paywall']);
    expect(byId.get(b1)?.doc_id).toBe('doc_1');

    ops.remove(e2);
    expect(shape(doc)).toEqual([['退婚', ['男主出手']]]);
  });

  it('makes chapters for a novel and keeps titles within the API limit', () => {
    const doc = new Y.Doc();
    const ops = outlineOps(doc, true);
    ops.addEpisode('长'.repeat(300));
    const [node] = readOutline(doc);
    expect(node?.kind).toBe('chapter');
    expect(node?.title.length).toBe(200);
  });
});
