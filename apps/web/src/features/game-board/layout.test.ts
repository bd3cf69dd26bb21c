import { describe, expect, it } from 'vitest';
import { autoLayout, freeSpot, NODE_SIZE } from './layout';

describe('auto-layout', () => {
  it('places a branching story left to right by layer, without overlaps', () => {
    const nodes = ['start', 'branch', 'a', 'b', 'end'].map((id) => ({ id }));
    const edges = [
      { source: 'start', target: 'branch' },
      { source: 'branch', target: 'a' },
      { source: 'branch', target: 'b' },
      { source: 'a', target: 'end' },
      { source: 'b', target: 'end' },
      { source: 'b', target: 'ghost' },
    ];
    const at = autoLayout(nodes, edges);
    const x = (id: string) => at.get(id)?.x ?? Number.NaN;
    const y = (id: string) => at.get(id)?.y ?? Number.NaN;
    expect(x('start')).toBeLessThan(x('branch'));
    expect(x('branch')).toBeLessThan(x('a'));
    expect(x('a')).toBe(x('b'));
    expect(x('a')).toBeLessThan(x('end'));
    expect(Math.abs(y('a') - y('b'))).toBeGreaterThanOrEqual(NODE_SIZE.height);
    expect(at.size).toBe(5);
  });

  it('puts a new node below the neighbours already beside it', () => {
    expect(freeSpot({ x: 300, y: 0 }, [{ x: 0, y: 0 }])).toEqual({ x: 300, y: 0 });
    const below = freeSpot({ x: 300, y: 0 }, [
      { x: 300, y: 0 },
      { x: 310, y: NODE_SIZE.height + 40 },
    ]);
    expect(below).toEqual({ x: 300, y: 2 * (NODE_SIZE.height + 40) });
  });
});
