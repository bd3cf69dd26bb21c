import { describe, expect, it } from 'vitest';
import { autoLayout, NODE_SIZE } from './layout';

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
});
