import type { Node as PmNode } from '@tiptap/pm/model';
import { blockOf } from '../logic/blocks';
import type { ScriptLine } from '../logic/scenes';

/** A top-level line of the editor document with its position. */
export interface PositionedLine extends ScriptLine {
  /** Position before the paragraph node. */
  pos: number;
}

/** The document's top-level lines (block type normalised, plain text). */
export function linesOfDoc(doc: PmNode): PositionedLine[] {
  const out: PositionedLine[] = [];
  doc.forEach((node, offset) => {
    out.push({ block: blockOf(node.attrs.block), text: node.textContent, pos: offset });
  });
  return out;
}
