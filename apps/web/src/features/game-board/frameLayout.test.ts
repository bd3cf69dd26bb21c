import { describe, expect, it } from 'vitest';
import { autoLayoutFramed, frameTree } from './frameLayout';
import { type Box, FRAME_PAD, membersOf } from './groups';

const node = (id: string, x: number, y: number) => ({ id, x, y, width: 200, height: 72 });
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('auto-layout with group frames', () => {
  // start -> a -> b -> end, a and b framed together, far apart; c in a frame nested in the outer one.
  const nodes = [
    node('start', 0, 0),
    node('a', 100, 500),
    node('b', 900, 900),
    node('c', 1300, 1300),
    node('end', 0, 300),
  ];
  const frames = [
    { id: 'outer', x: 50, y: 400, width: 1600, height: 1100 },
    { id: 'inner', x: 1250, y: 1250, width: 300, height: 200 },
    { id: 'empty', x: 3000, y: 3000, width: 240, height: 120 },
  ];
  const edges = [
    { source: 'start', target: 'a' },
    { source: 'a', target: 'b' },
    { source: 'b', target: 'c' },
    { source: 'c', target: 'end' },
    { source: 'start', target: 'ghost' },
  ];

  it('reads membership from places: the smallest frame holding a node, frames nested by size', () => {
    const { nodeParent, frameParent } = frameTree(nodes, frames);
    expect(Object.fromEntries(nodeParent)).toEqual({
      start: null,
      a: 'outer',
      b: 'outer',
      c: 'inner',
      end: null,
    });
    expect(Object.fromEntries(frameParent)).toEqual({ outer: null, inner: 'outer', empty: null });
    // Two frames with one box nest one way only.
    const twins = frameTree(
      [],
      [
        { id: 'x', x: 0, y: 0, width: 100, height: 100 },
        { id: 'y', x: 0, y: 0, width: 100, height: 100 },
      ],
    ).frameParent;
    expect([twins.get('x'), twins.get('y')]).toEqual([null, 'x']);
  });

  it('keeps framed nodes inside their resized frame, with room for the title, and nothing overlapping', () => {
    const out = autoLayoutFramed(nodes, edges, frames);
    const box = (id: string): Box => ({
      ...(out.nodes.get(id) ?? { x: Number.NaN, y: Number.NaN }),
      width: 200,
      height: 72,
    });
    const outer = out.frames.get('outer') as Box;
    const inner = out.frames.get('inner') as Box;
    // The same members after the layout: the frames still hold exactly their nodes.
    const boxes = nodes.map((n) => ({ ...box(n.id), id: n.id }));
    expect(membersOf(outer, boxes).sort()).toEqual(['a', 'b', 'c']);
    expect(membersOf(inner, boxes)).toEqual(['c']);
    expect(inner.x).toBeGreaterThanOrEqual(outer.x);
    expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
    // The title bar stays clear: the top node sits FRAME_PAD.top below the frame's top.
    expect(Math.min(box('a').y, box('b').y, inner.y) - outer.y).toBe(FRAME_PAD.top);
    // The frame hugs its content (shrunk from 1600 px).
    expect(outer.width).toBeLessThan(1200);
    // The story still reads left to right through the frames.
    expect(box('start').x).toBeLessThan(box('a').x);
    expect(box('a').x).toBeLessThan(box('b').x);
    expect(box('b').x).toBeLessThan(box('c').x);
    expect(box('c').x).toBeLessThan(box('end').x);
    // Unframed nodes and other frames stay out of the frame.
    for (const id of ['start', 'end']) expect(overlaps(box(id), outer)).toBe(false);
    const empty = out.frames.get('empty') as Box;
    expect([empty.width, empty.height]).toEqual([240, 120]);
    expect(overlaps(empty, outer)).toBe(false);
  });

  it('without frames it is the plain layout', () => {
    const out = autoLayoutFramed(nodes.slice(0, 2), [{ source: 'start', target: 'a' }], []);
    expect(out.frames.size).toBe(0);
    expect(out.nodes.get('start')?.x).toBeLessThan(out.nodes.get('a')?.x ?? 0);
  });
});
