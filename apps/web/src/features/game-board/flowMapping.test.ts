import { describe, expect, it } from 'vitest';
import type { BoardNode } from './boardModel';
import { type GameFlowNode, measuredHandles, mergeFlowNodes, toFlowEdges } from './flowMapping';

const node = (id: string, x: number, y: number): BoardNode => ({ id, kind: 'PLOT', x, y, fields: {} });

describe('board to canvas', () => {
  it('keeps view state, takes others’ moves, and keeps a local drag where the pointer is', () => {
    const a = node('a', 0, 0);
    const b = node('b', 10, 10);
    const first = mergeFlowNodes([], [a, b]);
    expect(first.map((n) => [n.id, n.position])).toEqual([
      ['a', { x: 0, y: 0 }],
      ['b', { x: 10, y: 10 }],
    ]);
    const viewed: GameFlowNode[] = [
      { ...(first[0] as GameFlowNode), selected: true, measured: { width: 200, height: 70 } },
      { ...(first[1] as GameFlowNode), dragging: true, position: { x: 55, y: 66 } },
    ];
    const next = mergeFlowNodes(viewed, [node('a', 300, 5), node('b', 40, 40)]);
    expect(next[0]).toMatchObject({ selected: true, measured: { width: 200 }, position: { x: 300, y: 5 } });
    expect(next[1]?.position).toEqual({ x: 55, y: 66 });
    // Unchanged nodes keep their object (xyflow skips them).
    expect(mergeFlowNodes(first, [a, b])[0]).toBe(first[0]);
    // Removed nodes go.
    expect(mergeFlowNodes(first, [a]).map((n) => n.id)).toEqual(['a']);
  });

  it('gives new nodes a size and handles until xyflow has measured them', () => {
    const [plot, start, end] = mergeFlowNodes(
      [],
      [node('p', 0, 0), { ...node('s', 0, 0), kind: 'START' }, { ...node('e', 0, 0), kind: 'END' }],
    );
    expect(plot).toMatchObject({ initialWidth: 200, initialHeight: 72 });
    expect(plot?.handles?.map((h) => [h.type, h.x, h.y])).toEqual([
      ['target', -3, 33],
      ['source', 197, 33],
    ]);
    // No target on a START, no source on an END.
    expect(start?.handles?.map((h) => h.type)).toEqual(['source']);
    expect(end?.handles?.map((h) => h.type)).toEqual(['target']);
    // Once measured, the declared handles go (xyflow keeps the ones it measured); others keep theirs.
    const nodes = [plot, start] as GameFlowNode[];
    const after = measuredHandles(nodes, [
      { type: 'dimensions', id: 'p', dimensions: { width: 200, height: 90 } },
    ]);
    expect(after[0]?.handles).toBeUndefined();
    expect(after[1]).toBe(start);
    expect(measuredHandles(nodes, [{ type: 'select', id: 'p', selected: true }])).toBe(nodes);
  });

  it('labels default paths and conditions and marks flagged edges', () => {
    const edges = toFlowEdges(
      [
        { id: 'e1', source: 'a', target: 'b', isDefault: true },
        {
          id: 'e2',
          source: 'a',
          target: 'c',
          isDefault: false,
          condition: { var_id: 'v', op: '>', value: 2 },
        },
      ],
      new Set(['e1']),
      new Set(['e2']),
      (c) => `金币 ${String(c.op)} ${String(c.value)}`,
    );
    expect(edges[0]).toMatchObject({ label: '默认', selected: true, animated: false });
    expect(edges[1]).toMatchObject({ label: '金币 > 2', selected: false, animated: true });
  });
});
