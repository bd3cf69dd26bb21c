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
