import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addNode, boardUndoManager, connect, readEdges, readNodes, setNodeFields } from './boardModel';
import { clipSelection, copyNodes, pasteNodes, pasteOffset } from './clipboard';
import { addGroup, readGroups } from './groups';

describe('copy and paste of node groups', () => {
  it('pastes the nodes and the edges between them with new ids, lines and links', () => {
    const doc = new Y.Doc();
    const a = addNode(doc, 'PLOT', 10, 20, '相遇');
    const b = addNode(doc, 'LINK', 300, 20);
    const outside = addNode(doc, 'END', 600, 20);
    setNodeFields(doc, a, { actions: [{ action_type: 'DESC', msg: '雨夜', line_id: 'l1' }] });
    setNodeFields(doc, b, { link_node_id: a });
    connect(doc, a, b);
    connect(doc, b, outside);
    const undo = boardUndoManager(doc);
    const pasted = pasteNodes(doc, copyNodes(doc, [a, b]), { x: 40, y: 40 });
    expect(pasted).toHaveLength(2);
    const [pa, pb] = pasted.map((id) => readNodes(doc).find((n) => n.id === id));
    expect(pa).toMatchObject({ kind: 'PLOT', x: 50, y: 60, fields: { name: '相遇' } });
    const line = ((pa?.fields.actions ?? []) as { line_id: string; msg: string }[])[0];
    expect(line?.msg).toBe('雨夜');
    expect(line?.line_id).not.toBe('l1');
    expect(pb?.fields.link_node_id).toBe(pa?.id);
    // Only the edge inside the group is copied.
    const copied = readEdges(doc).filter((e) => pasted.includes(e.source));
    expect(copied.map((e) => [e.source, e.target])).toEqual([[pa?.id, pb?.id]]);
    // One undo step takes the whole paste back.
    undo.undo();
    expect(readNodes(doc)).toHaveLength(3);
    expect(readEdges(doc)).toHaveLength(2);
  });

  it('takes the frames that are selected or hold selected nodes, pasted with new ids and their titles', () => {
    const doc = new Y.Doc();
    const a = addNode(doc, 'PLOT', 100, 100, '进店');
    const b = addNode(doc, 'END', 400, 100);
    const far = addNode(doc, 'END', 2000, 2000);
    const chapter = addGroup(doc, '第一章', { x: 50, y: 40, width: 600, height: 200 });
    const other = addGroup(doc, '远处', { x: 1900, y: 1900, width: 400, height: 200 });
    const boxes = readNodes(doc).map((n) => ({ id: n.id, x: n.x, y: n.y, width: 200, height: 72 }));
    const frames = readGroups(doc);
    // One node of the chapter selected: its frame comes along, the other frame does not.
    expect(clipSelection([a], [], boxes, frames)).toEqual({ nodeIds: [a], groupIds: [chapter] });
    // A selected frame brings what it holds.
    const whole = clipSelection([], [chapter], boxes, frames);
    expect([whole.nodeIds.sort(), whole.groupIds]).toEqual([[a, b].sort(), [chapter]]);
    expect(clipSelection([far], [], boxes, frames).groupIds).toEqual([other]);

    const undo = boardUndoManager(doc);
    connect(doc, a, b);
    undo.stopCapturing();
    // With a frame, the paste goes below the copied frames, so the copy holds the pasted nodes only.
    const clip = copyNodes(doc, whole.nodeIds, whole.groupIds);
    expect(pasteOffset(clip)).toEqual({ x: 0, y: 240 });
    expect(pasteOffset({ ...clip, groups: [] })).toEqual({ x: 40, y: 40 });
    const pasted = pasteNodes(doc, clip, pasteOffset(clip));
    const copies = readGroups(doc).filter((g) => g.id !== chapter && g.id !== other);
    expect(copies).toEqual([
      { id: expect.any(String), title: '第一章', x: 50, y: 280, width: 600, height: 200 },
    ]);
    const copy = copies[0] as (typeof copies)[number];
    const pastedBoxes = readNodes(doc)
      .filter((n) => pasted.includes(n.id))
      .map((n) => ({ id: n.id, x: n.x, y: n.y, width: 200, height: 72 }));
    // The pasted frame holds exactly the pasted nodes.
    const inside = readNodes(doc)
      .map((n) => ({ id: n.id, x: n.x, y: n.y, width: 200, height: 72 }))
      .filter(
        (n) =>
          n.x >= copy.x &&
          n.y >= copy.y &&
          n.x + 200 <= copy.x + copy.width &&
          n.y + 72 <= copy.y + copy.height,
      );
    expect(inside.map((n) => n.id).sort()).toEqual(pastedBoxes.map((n) => n.id).sort());
    // One undo takes back nodes, edge and frame together.
    undo.undo();
    expect(readGroups(doc)).toHaveLength(2);
    expect(readNodes(doc)).toHaveLength(3);
  });
});
