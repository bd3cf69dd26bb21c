import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  addNode,
  boardUndoManager,
  connect,
  edgesOf,
  moveNodes,
  nodesOf,
  readEdges,
  readNodes,
  removeElements,
  setEdgeFields,
  setNodeFields,
} from './boardModel';

/** Two docs wired to each other, as two tabs on the relay. */
function pair() {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(b, u, 'remote'));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(a, u, 'remote'));
  return { a, b };
}

describe('game board model', () => {
  it('reads nodes and edges in the shape the API writes (Y.Map entries of fields)', () => {
    const doc = new Y.Doc();
    const start = addNode(doc, 'START', 10, 20, '开场');
    const end = addNode(doc, 'END', 300, 20);
    const edge = connect(doc, start, end);
    const entry = nodesOf(doc).get(start) as Y.Map<unknown>;
    expect(entry.get('node_type')).toBe('START');
    expect(readNodes(doc).map((n) => [n.kind, n.x, n.y])).toEqual([
      ['START', 10, 20],
      ['END', 300, 20],
    ]);
    expect(readEdges(doc)).toEqual([{ id: edge, source: start, target: end, isDefault: false }]);
  });

  it('reads an unknown kind as CUSTOM and skips edges without ends', () => {
    const doc = new Y.Doc();
    const odd = new Y.Map<unknown>();
    nodesOf(doc).set('n1', odd);
    odd.set('node_type', 'BOGUS');
    odd.set('x', 'left');
    const half = new Y.Map<unknown>();
    edgesOf(doc).set('e1', half);
    half.set('source', 'n1');
    expect(readNodes(doc)).toMatchObject([{ id: 'n1', kind: 'CUSTOM', x: 0, y: 0 }]);
    expect(readEdges(doc)).toEqual([]);
  });

  it('refuses loops, duplicates and edges to missing nodes', () => {
    const doc = new Y.Doc();
    const a = addNode(doc, 'PLOT', 0, 0);
    const b = addNode(doc, 'END', 0, 0);
    expect(connect(doc, a, a)).toBeNull();
    expect(connect(doc, a, 'nope')).toBeNull();
    expect(connect(doc, a, b)).not.toBeNull();
    expect(connect(doc, a, b)).toBeNull();
    expect(readEdges(doc)).toHaveLength(1);
  });

  it('removes a node with its edges; fields set as Y values the API reads back', () => {
    const doc = new Y.Doc();
    const a = addNode(doc, 'SET', 0, 0);
    const b = addNode(doc, 'END', 0, 0);
    const e = connect(doc, a, b) as string;
    setNodeFields(doc, a, { assignments: [{ var_id: 'v1', op: '=', value: 3 }] });
    expect((nodesOf(doc).get(a) as Y.Map<unknown>).get('assignments')).toBeInstanceOf(Y.Array);
    setEdgeFields(doc, e, { condition: { var_id: 'v1', op: '>', value: 1 }, is_default: true });
    expect(readEdges(doc)[0]).toMatchObject({ isDefault: true, condition: { var_id: 'v1', op: '>' } });
    removeElements(doc, [b], []);
    expect(readNodes(doc).map((n) => n.id)).toEqual([a]);
    expect(readEdges(doc)).toEqual([]);
  });

  it('two people moving different nodes and editing one node both keep their changes', () => {
    const { a, b } = pair();
    const n1 = addNode(a, 'PLOT', 0, 0);
    const n2 = addNode(a, 'END', 100, 0);
    moveNodes(a, [{ id: n1, x: 50, y: 60 }]);
    moveNodes(b, [{ id: n2, x: 400, y: 10 }]);
    setNodeFields(b, n1, { name: '相遇' });
    for (const doc of [a, b])
      expect(readNodes(doc).map((n) => [n.id, n.x, n.y, n.fields.name])).toEqual([
        [n1, 50, 60, '相遇'],
        [n2, 400, 10, undefined],
      ]);
  });

  it('undo takes back only this tab’s edits, never the other person’s', () => {
    const { a, b } = pair();
    const undo = boardUndoManager(a);
    const mine = addNode(a, 'START', 0, 0);
    undo.stopCapturing();
    const theirs = addNode(b, 'END', 0, 0);
    undo.undo();
    expect(readNodes(a).map((n) => n.id)).toEqual([theirs]);
    undo.redo();
    expect(
      readNodes(b)
        .map((n) => n.id)
        .sort(),
    ).toEqual([mine, theirs].sort());
  });
});
