import type { TGameTemplateContent } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { outlineOf, previewOf } from './previewGeometry';

const two: TGameTemplateContent = {
  nodes: [
    { node_id: 'a', node_type: 'START', x: 0, y: 0, name: '开场' },
    { node_id: 'b', node_type: 'END', x: 1000, y: 400 },
  ],
  edges: [{ edge_id: 'e', source: 'a', target: 'b' }],
};

describe('template thumbnail and outline', () => {
  it('fits every node inside the thumbnail with its margin, edges from right middle to left middle', () => {
    const p = previewOf(two, 240, 120);
    for (const b of p.boxes) {
      expect(b.x).toBeGreaterThanOrEqual(8 - 1e-9);
      expect(b.y).toBeGreaterThanOrEqual(8 - 1e-9);
      expect(b.x + b.width).toBeLessThanOrEqual(232 + 1e-9);
      expect(b.y + b.height).toBeLessThanOrEqual(112 + 1e-9);
    }
    const [a, b] = p.boxes;
    expect(p.lines).toEqual([
      {
        id: 'e',
        x1: (a?.x ?? 0) + (a?.width ?? 0),
        y1: (a?.y ?? 0) + (a?.height ?? 0) / 2,
        x2: b?.x,
        y2: (b?.y ?? 0) + (b?.height ?? 0) / 2,
      },
    ]);
  });

  it('centres a single node, drawn no larger than half size', () => {
    const p = previewOf(
      { nodes: [{ node_id: 'a', node_type: 'PLOT', x: 500, y: 500 }], edges: [] },
      240,
      120,
    );
    const [box] = p.boxes;
    expect(box?.width).toBe(100);
    expect((box?.x ?? 0) + (box?.width ?? 0) / 2).toBeCloseTo(120);
    expect((box?.y ?? 0) + (box?.height ?? 0) / 2).toBeCloseTo(60);
  });

  it('is empty for an empty template, and the outline reads left to right with kinds for nameless nodes', () => {
    expect(previewOf({ nodes: [], edges: [] }, 240, 120)).toEqual({ boxes: [], lines: [] });
    expect(outlineOf(two, (k) => (k === 'END' ? '结局' : k))).toEqual(['开场', '结局']);
  });
});
