import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addNode, boardUndoManager, nodesOf, readNodes } from './boardModel';
import { frameCanvasId, mergeFrames } from './flowMapping';
import {
  addGroup,
  FRAME_PAD,
  frameAround,
  groupsOf,
  membersOf,
  placeGroups,
  readGroups,
  removeGroups,
  renameGroup,
} from './groups';

/** Two docs wired to each other, as two tabs on the relay. */
function pair() {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(b, u, 'remote'));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(a, u, 'remote'));
  return { a, b };
}

describe('group frames', () => {
  it('a frame made around nodes holds them with room for its title', () => {
    const boxes = [
      { id: 'a', x: 100, y: 100, width: 200, height: 72 },
      { id: 'b', x: 400, y: 250, width: 200, height: 90 },
    ];
    const frame = frameAround(boxes);
    expect(frame).toEqual({
      x: 100 - FRAME_PAD.side,
      y: 100 - FRAME_PAD.top,
      width: 500 + 2 * FRAME_PAD.side,
      height: 240 + FRAME_PAD.top + FRAME_PAD.side,
    });
    expect(frameAround([])).toBeNull();
    const outside = { id: 'c', x: 700, y: 100, width: 200, height: 72 };
    const across = { id: 'd', x: 580, y: 100, width: 200, height: 72 };
    expect(membersOf(frame as NonNullable<typeof frame>, [...boxes, outside, across])).toEqual(['a', 'b']);
  });

  it('stores title and place in the groups map; nodes and edges keep their shapes; delete keeps nodes', () => {
    const doc = new Y.Doc();
    const node = addNode(doc, 'PLOT', 10, 20);
    const id = addGroup(doc, '  第一幕  ', { x: -20.04, y: -30, width: 300, height: 200 });
    const entry = groupsOf(doc).get(id) as Y.Map<unknown>;
    expect(entry.toJSON()).toEqual({ title: '第一幕', x: 0 - 20, y: -30, width: 300, height: 200 });
    renameGroup(doc, id, 'x'.repeat(80));
    placeGroups(doc, [{ id, x: 5, width: 0 }]);
    expect(readGroups(doc)).toEqual([{ id, title: 'x'.repeat(50), x: 5, y: -30, width: 1, height: 200 }]);
    expect(Object.keys((nodesOf(doc).get(node) as Y.Map<unknown>).toJSON()).sort()).toEqual([
      'node_type',
      'x',
      'y',
    ]);
    removeGroups(doc, [id]);
    expect(readGroups(doc)).toEqual([]);
    expect(readNodes(doc).map((n) => n.id)).toEqual([node]);
  });

  it('two users: a rename and a move of one frame at once both survive; undo takes back only one own step', () => {
    const { a, b } = pair();
    const id = addGroup(a, '旧名', { x: 0, y: 0, width: 300, height: 200 });
    const undo = boardUndoManager(b);
    renameGroup(a, id, '新名');
    placeGroups(b, [{ id, x: 100, y: 50 }]);
    const expected = [{ id, title: '新名', x: 100, y: 50, width: 300, height: 200 }];
    expect(readGroups(a)).toEqual(expected);
    expect(readGroups(b)).toEqual(expected);
    undo.undo();
    expect(readGroups(a)).toEqual([{ ...expected[0], x: 0, y: 0 }]);
  });

  it('canvas frames sit behind nodes, drag by their title bar and keep their object while unchanged', () => {
    const doc = new Y.Doc();
    const id = addGroup(doc, '一组', { x: 1, y: 2, width: 300, height: 200 });
    const first = mergeFrames([], readGroups(doc));
    expect(first[0]).toMatchObject({
      id: frameCanvasId(id),
      type: 'frame',
      position: { x: 1, y: 2 },
      width: 300,
      height: 200,
      dragHandle: '.game-frame-handle',
    });
    expect(first[0]?.zIndex).toBeLessThan(-1000);
    const groups = first.map((f) => f.data.group);
    expect(mergeFrames(first, groups)[0]).toBe(first[0]);
    // A frame being dragged here keeps its local place against a late reading.
    const dragged = [{ ...(first[0] as (typeof first)[0]), dragging: true, position: { x: 50, y: 60 } }];
    placeGroups(doc, [{ id, x: 40 }]);
    expect(mergeFrames(dragged, readGroups(doc))[0]?.position).toEqual({ x: 50, y: 60 });
  });
});
