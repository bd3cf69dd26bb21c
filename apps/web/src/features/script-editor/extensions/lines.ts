import type { Node as PmNode } from '@tiptap/pm/model';
import { blockOf } from '../logic/blocks';
import { countText, type TextCounts } from '../logic/counts';
import { parseDialogue } from '../logic/dialogue';
import { charactersLabelLength, namesOfLine } from '../logic/names';
import { type SceneFact, type ScriptLine, sceneFactOf } from '../logic/scenes';

/** What the editor works out once per line: type, text, counts, names, and the bold speaker part. */
export interface LineInfo extends ScriptLine, TextCounts {
  names: string[];
  /** What the line means for scene numbering (episode start, scene heading). */
  scene: SceneFact;
  /** Length of `角色：` in a dialogue line (shown bold), with its voice mark; null for other lines. */
  speaker: { end: number; voice: string | null } | null;
  /** Length of the `人物：` a 人物 line's text starts with (the drawn label is then left out), else 0. */
  typedLabel: number;
}

/** A top-level line of the editor document with its position. */
export interface PositionedLine extends LineInfo {
  /** Position before the paragraph node. */
  pos: number;
}

// ProseMirror nodes are immutable and an edit shares every untouched node with the old document, so a
// cache keyed by node makes each keystroke re-derive only the line it changed (long scripts stay fast).
const cache = new WeakMap<PmNode, LineInfo>();

/** The facts of one line, cached by node (an unchanged line costs one WeakMap lookup). */
export function lineInfoOf(node: PmNode): LineInfo {
  const hit = cache.get(node);
  if (hit) return hit;
  const line = { block: blockOf(node.attrs.block), text: node.textContent };
  const parts = line.block === 'dialogue' ? parseDialogue(line.text) : null;
  const info: LineInfo = {
    ...line,
    ...countText(line.text),
    names: namesOfLine(line),
    scene: sceneFactOf(line),
    speaker: parts ? { end: parts.speakerEnd, voice: parts.voice } : null,
    typedLabel: line.block === 'characters' ? charactersLabelLength(line.text) : 0,
  };
  cache.set(node, info);
  return info;
}

/** The document's top-level lines (block type normalised, plain text, counts), in order. */
export function linesOfDoc(doc: PmNode): PositionedLine[] {
  const out: PositionedLine[] = [];
  doc.forEach((node, offset) => {
    out.push({ ...lineInfoOf(node), pos: offset });
  });
  return out;
}
