import { NODE_SIZE } from '../game-board/layout';

/** The gap left between what a board holds and a template put beside it. */
export const APPLY_GAP = 120;

/**
 * Where a template goes on a board by default: just right of everything on it, level with its top,
 * so nothing is covered; an empty board takes it at the origin.
 */
export function besideBoard(nodes: readonly { x: number; y: number }[]): { x: number; y: number } {
  if (nodes.length === 0) return { x: 0, y: 0 };
  const right = Math.max(...nodes.map((n) => n.x)) + NODE_SIZE.width + APPLY_GAP;
  const top = Math.min(...nodes.map((n) => n.y));
  return { x: Math.round(right), y: Math.round(top) };
}

/**
 * The board point where a template put "in the middle of the view" has its top-left corner: the
 * centre of a width x height canvas shown with xyflow's transform [x, y, zoom], less half a node.
 */
export function viewCentre(
  width: number,
  height: number,
  [tx, ty, zoom]: readonly [number, number, number],
): { x: number; y: number } {
  return {
    x: Math.round((width / 2 - tx) / zoom - NODE_SIZE.width / 2),
    y: Math.round((height / 2 - ty) / zoom - NODE_SIZE.height / 2),
  };
}
