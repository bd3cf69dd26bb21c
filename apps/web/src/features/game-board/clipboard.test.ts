import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addNode, boardUndoManager, connect, readEdges, readNodes, setNodeFields } from './boardModel';
import { copyNodes, pasteNodes } from './clipboard';

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
});
