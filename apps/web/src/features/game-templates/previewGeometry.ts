import type { TGameNodeKind, TGameTemplateContent } from '@juzuo/schemas';
import { NODE_SIZE } from '../game-board/layout';

/** A node of the thumbnail, in the thumbnail's own units. */
export interface PreviewBox {
  id: string;
  kind: TGameNodeKind;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The thumbnail of a template: its nodes as boxes and its edges as segments, fitted in width x height. */
export interface Preview {
  boxes: PreviewBox[];
  lines: { id: string; x1: number; y1: number; x2: number; y2: number }[];
}

/**
 * Fits a template's layout into a width x height thumbnail with a margin, keeping proportions; a
 * single node or a flat row is centred. Edges run from the right middle of their source to the left
 * middle of their target, as the board draws them.
 */
export function previewOf(content: TGameTemplateContent, width: number, height: number, margin = 8): Preview {
  if (content.nodes.length === 0) return { boxes: [], lines: [] };
  const minX = Math.min(...content.nodes.map((n) => n.x));
  const minY = Math.min(...content.nodes.map((n) => n.y));
  const maxX = Math.max(...content.nodes.map((n) => n.x + NODE_SIZE.width));
  const maxY = Math.max(...content.nodes.map((n) => n.y + NODE_SIZE.height));
  const scale = Math.min((width - 2 * margin) / (maxX - minX), (height - 2 * margin) / (maxY - minY), 0.5);
  const offX = (width - (maxX - minX) * scale) / 2;
  const offY = (height - (maxY - minY) * scale) / 2;
  const boxes = content.nodes.map((n) => ({
    id: n.node_id,
    kind: n.node_type,
    x: offX + (n.x - minX) * scale,
    y: offY + (n.y - minY) * scale,
    width: NODE_SIZE.width * scale,
    height: NODE_SIZE.height * scale,
  }));
  const byId = new Map(boxes.map((b) => [b.id, b]));
  const lines = content.edges.flatMap((e) => {
    const s = byId.get(e.source);
    const t = byId.get(e.target);
    if (!s || !t) return [];
    return [{ id: e.edge_id, x1: s.x + s.width, y1: s.y + s.height / 2, x2: t.x, y2: t.y + t.height / 2 }];
  });
  return { boxes, lines };
}

/** The template's outline: its node names (or kinds) in reading order: left to right (the way a story runs on the board), then top to bottom. */
export function outlineOf(content: TGameTemplateContent, kindLabel: (k: TGameNodeKind) => string): string[] {
  return [...content.nodes]
    .sort((a, b) => a.x - b.x || a.y - b.y)
    .map((n) => (n.name && n.name.trim() !== '' ? n.name : kindLabel(n.node_type)));
}
