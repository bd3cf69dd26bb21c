import type { BoardNode } from './boardModel';
import { KIND_LOOK } from './nodeKinds';

/** What a node is called outside the canvas: its name, or its kind's label when it has none. */
export const nodeTitle = (node: BoardNode): string =>
  (typeof node.fields.name === 'string' && node.fields.name.trim()) || KIND_LOOK[node.kind].label;
