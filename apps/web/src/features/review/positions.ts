import type { Node as PMNode } from '@tiptap/pm/model';

// Offsets into a document's plain text (lines joined by `\n`, as doc/detail `text` and the
// comment calls count them) and ProseMirror positions of the script editor, whose lines are
// textblocks. A hard break counts one in both.

/** The ProseMirror position of a text offset; null past the end. */
export function offsetToPos(doc: PMNode, offset: number): number | null {
  let at = 0;
  let found: number | null = null;
  doc.descendants((node, pos) => {
    if (found !== null) return false;
    if (!node.isTextblock) return true;
    const length = node.textBetween(0, node.content.size, undefined, ' ').length;
    if (offset <= at + length) found = pos + 1 + (offset - at);
    at += length + 1;
    return false;
  });
  return found;
}

/** The text offset of a ProseMirror position (inside a line, or at a line's edge). */
export function posToOffset(doc: PMNode, pos: number): number {
  let at = 0;
  let found: number | null = null;
  doc.descendants((node, start) => {
    if (found !== null) return false;
    if (!node.isTextblock) return true;
    const length = node.textBetween(0, node.content.size, undefined, ' ').length;
    const end = start + node.nodeSize;
    if (pos < end) found = at + Math.min(length, Math.max(0, pos - start - 1));
    at += length + 1;
    return false;
  });
  return found ?? Math.max(0, at - 1);
}
