import { describe, expect, it } from 'vitest';
import type { BoardEdge } from './boardModel';
import { mergeFlowNodes } from './flowMapping';
import { overviewPaths } from './overview';

const edge = (id: string, source: string, target: string): BoardEdge => ({
  id,
  source,
  target,
  isDefault: false,
});

describe('the overview draws every edge as one path', () => {
  const placed = mergeFlowNodes(
    [],
    [
      { id: 'a', kind: 'START', x: 0, y: 0, fields: {} },
      { id: 'b', kind: 'PLOT', x: 300, y: 100, fields: {} },
      { id: 'c', kind: 'END', x: 600, y: 0, fields: {} },
    ],
  );
  // `a` has been drawn and measured; the others use the default card size.
  const nodes = placed.map((n) => (n.id === 'a' ? { ...n, measured: { width: 180, height: 60 } } : n));

  it('runs each edge from its source’s right middle to its target’s left middle', () => {
    const paths = overviewPaths(nodes, [edge('e1', 'a', 'b'), edge('e2', 'b', 'c')], new Set());
    expect(paths.plain).toBe('M180 30L300 136M500 136L600 36');
    expect(paths.flagged).toBe('');
  });

  it('draws the checker’s flagged edges apart and skips edges to missing nodes', () => {
    const paths = overviewPaths(
      nodes,
      [edge('e1', 'a', 'b'), edge('e2', 'b', 'c'), edge('e3', 'c', 'gone')],
      new Set(['e2']),
    );
    expect(paths.plain).toBe('M180 30L300 136');
    expect(paths.flagged).toBe('M500 136L600 36');
  });
});
