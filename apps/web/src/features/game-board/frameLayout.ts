import { type Box, FRAME_MIN, FRAME_PAD } from './groups';
import { autoLayout, NODE_SIZE } from './layout';

// Auto-layout that keeps group frames: each frame's nodes are laid out together as one block (a
// sub-graph), the frame is resized around them with room for its title, and the blocks and the
// unframed nodes are laid out around each other. Frames store no member list (docs/decisions.md
// "Game board group frames"), so membership is read from the places before the layout: a node
// belongs to the smallest frame that wholly holds it, a frame to the smallest larger one that
// holds it (nested frames become blocks inside blocks). dagre lays out each level as a flat graph;
// its compound mode was not used because it leaves no room for a frame's title bar.

/** A node as it lies before the layout. */
export interface PlacedNode extends Box {
  id: string;
}
/** A frame as it lies before the layout. */
export interface PlacedFrame extends Box {
  id: string;
}
/** Where auto-layout puts everything: node top-left corners and frame boxes. */
export interface FramedLayout {
  nodes: Map<string, { x: number; y: number }>;
  frames: Map<string, Box>;
}

const holds = (outer: Box, inner: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;
const area = (b: Box) => b.width * b.height;

/** The smallest frame that wholly holds a box, skipping `self` and frames not strictly above it. */
function smallestHolder(box: Box, frames: readonly PlacedFrame[], self?: PlacedFrame): string | null {
  let best: PlacedFrame | null = null;
  for (const f of frames) {
    if (f === self || !holds(f, box)) continue;
    // Two frames with the same box: the one with the smaller id is the outer, so nesting never loops.
    if (self && (area(f) < area(self) || (area(f) === area(self) && f.id > self.id))) continue;
    if (!best || area(f) < area(best)) best = f;
  }
  return best?.id ?? null;
}

/** Which frame each node and each frame lies in (null: the board itself). */
export function frameTree(nodes: readonly PlacedNode[], frames: readonly PlacedFrame[]) {
  const nodeParent = new Map(nodes.map((n) => [n.id, smallestHolder(n, frames)]));
  const frameParent = new Map(frames.map((f) => [f.id, smallestHolder(f, frames, f)]));
  return { nodeParent, frameParent };
}

/**
 * Lays out a board with its frames. Edges between a node inside a block and anything outside it
 * count as edges of the whole block at the level where both ends differ, so blocks still follow
 * the story's flow from left to right. Frames answer their new boxes; empty frames keep their size.
 */
export function autoLayoutFramed(
  nodes: readonly PlacedNode[],
  edges: readonly { source: string; target: string }[],
  frames: readonly PlacedFrame[],
): FramedLayout {
  const { nodeParent, frameParent } = frameTree(nodes, frames);
  const frameById = new Map(frames.map((f) => [f.id, f]));
  const key = (kind: 'n' | 'f', id: string) => `${kind}:${id}`;
  // The chain of blocks from the board down to an item, as keys.
  const chain = (start: string | null, tail: string): string[] => {
    const out = [tail];
    for (let f = start; f !== null; f = frameParent.get(f) ?? null) out.unshift(key('f', f));
    return out;
  };
  const paths = new Map(nodes.map((n) => [n.id, chain(nodeParent.get(n.id) ?? null, key('n', n.id))]));
  const children = new Map<string | null, string[]>();
  const add = (parent: string | null, item: string) =>
    children.set(parent, [...(children.get(parent) ?? []), item]);
  for (const n of nodes) add(nodeParent.get(n.id) ?? null, key('n', n.id));
  for (const f of frames) add(frameParent.get(f.id) ?? null, key('f', f.id));

  // Each edge becomes an edge between the two items that differ first along the ends' chains.
  const levelEdges = new Map<string | null, { source: string; target: string }[]>();
  for (const e of edges) {
    const a = paths.get(e.source);
    const b = paths.get(e.target);
    if (!a || !b) continue;
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    const source = a[i];
    const target = b[i];
    if (!source || !target) continue; // one end holds the other (never for two nodes)
    const parentKey = i === 0 ? null : (a[i - 1] as string).slice(2);
    levelEdges.set(parentKey, [...(levelEdges.get(parentKey) ?? []), { source, target }]);
  }

  const sizeOf = new Map<string, { width: number; height: number }>();
  for (const n of nodes) sizeOf.set(key('n', n.id), { width: n.width, height: n.height });
  // Relative top-left of each item inside its parent block, computed bottom-up.
  const offset = new Map<string, { x: number; y: number }>();
  const layoutLevel = (parent: string | null): { width: number; height: number } => {
    const items = children.get(parent) ?? [];
    for (const item of items) if (item.startsWith('f:')) sizeOf.set(item, frameSize(item.slice(2)));
    const at = autoLayout(
      items.map((id) => ({ id, ...(sizeOf.get(id) ?? NODE_SIZE) })),
      levelEdges.get(parent) ?? [],
    );
    const minX = Math.min(...[...at.values()].map((p) => p.x));
    const minY = Math.min(...[...at.values()].map((p) => p.y));
    let width = 0;
    let height = 0;
    for (const [id, p] of at) {
      const size = sizeOf.get(id) ?? NODE_SIZE;
      offset.set(id, { x: p.x - minX, y: p.y - minY });
      width = Math.max(width, p.x - minX + size.width);
      height = Math.max(height, p.y - minY + size.height);
    }
    return { width, height };
  };
  const frameSize = (id: string) => {
    if (!children.get(id)?.length) {
      const f = frameById.get(id);
      return { width: f?.width ?? FRAME_MIN.width, height: f?.height ?? FRAME_MIN.height };
    }
    const inner = layoutLevel(id);
    return {
      width: Math.max(FRAME_MIN.width, inner.width + 2 * FRAME_PAD.side),
      height: Math.max(FRAME_MIN.height, inner.height + FRAME_PAD.top + FRAME_PAD.side),
    };
  };
  layoutLevel(null);

  // Top-down: absolute places from the board's origin (dagre's margin) through each block's padding.
  const out: FramedLayout = { nodes: new Map(), frames: new Map() };
  const origin = { x: 20, y: 20 };
  const place = (parent: string | null, base: { x: number; y: number }) => {
    for (const item of children.get(parent) ?? []) {
      const rel = offset.get(item) ?? { x: 0, y: 0 };
      const at = { x: Math.round(base.x + rel.x), y: Math.round(base.y + rel.y) };
      const id = item.slice(2);
      if (item.startsWith('n:')) out.nodes.set(id, at);
      else {
        const size = sizeOf.get(item) ?? FRAME_MIN;
        out.frames.set(id, { ...at, width: Math.round(size.width), height: Math.round(size.height) });
        place(id, { x: at.x + FRAME_PAD.side, y: at.y + FRAME_PAD.top });
      }
    }
  };
  place(null, origin);
  return out;
}
