import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { edgesOf, nodesOf, readEdge, readNode, readNodes } from './boardModel';
import { EntryReader } from './entryReader';

type Events = Y.YEvent<Y.AbstractType<unknown>>[];

function board() {
  const doc = new Y.Doc();
  doc.transact(() => {
    for (const [id, x] of [
      ['a', 0],
      ['b', 300],
      ['c', 600],
    ] as const) {
      const node = new Y.Map<unknown>();
      node.set('node_type', 'PLOT');
      node.set('x', x);
      node.set('y', 0);
      nodesOf(doc).set(id, node);
    }
  });
  return doc;
}

describe('reading a board entry by entry', () => {
  it('re-reads only the entries that changed and keeps the others as they were', () => {
    const doc = board();
    const reader = new EntryReader(nodesOf(doc), readNode);
    nodesOf(doc).observeDeep((events: Events) => reader.note(events));
    const first = reader.read();
    expect(first.map((n) => n.id)).toEqual(['a', 'b', 'c']);
    nodesOf(doc).get('b')?.set('x', 350);
    const next = reader.read();
    expect(next[0]).toBe(first[0]);
    expect(next[2]).toBe(first[2]);
    expect(next[1]).toMatchObject({ id: 'b', x: 350 });
    // The same as reading the whole board afresh.
    expect(next).toEqual(readNodes(doc));
  });

  it('follows added, removed and replaced entries', () => {
    const doc = board();
    const reader = new EntryReader(nodesOf(doc), readNode);
    nodesOf(doc).observeDeep((events: Events) => reader.note(events));
    reader.read();
    doc.transact(() => {
      nodesOf(doc).delete('a');
      const replaced = new Y.Map<unknown>();
      replaced.set('node_type', 'END');
      nodesOf(doc).set('c', replaced);
      const added = new Y.Map<unknown>();
      added.set('node_type', 'START');
      nodesOf(doc).set('d', added);
    });
    expect(reader.read()).toEqual(readNodes(doc));
    expect(reader.read().find((n) => n.id === 'c')?.kind).toBe('END');
  });

  it('skips entries its reading refuses (an edge without named ends)', () => {
    const doc = new Y.Doc();
    const reader = new EntryReader(edgesOf(doc), readEdge);
    edgesOf(doc).observeDeep((events: Events) => reader.note(events));
    const edge = new Y.Map<unknown>();
    edgesOf(doc).set('e1', edge);
    expect(reader.read()).toEqual([]);
    doc.transact(() => {
      edge.set('source', 'a');
      edge.set('target', 'b');
    });
    expect(reader.read().map((e) => e.id)).toEqual(['e1']);
  });
});
