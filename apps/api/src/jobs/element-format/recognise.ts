import type { Line } from '@juzuo/doc-model';
import type { TElementChange } from '@juzuo/schemas';
import { kindOf } from '@juzuo/script-formats';
import { cleanLine, recogniseLine } from '@juzuo/script-formats/readers';

/** A line the rules recognised, and whether they only fell back to action (an LLM may decide it). */
export interface RuledLine {
  line: number;
  text: string;
  current: TElementChange['current'];
  proposed: TElementChange['proposed'];
  proposedText: string;
  /** The rules found no sign (no △, no colon, no scene words): action is their guess. */
  guessed: boolean;
}

/**
 * The importer's recogniser (packages/script-formats readers, one definition of the elements) on a
 * document's lines as the editor stores them; empty lines are skipped but keep their index.
 */
export function ruleLines(lines: readonly Line[]): RuledLine[] {
  const out: RuledLine[] = [];
  lines.forEach((l, i) => {
    const text = cleanLine(l.text);
    if (!text) return;
    const r = recogniseLine(text, true);
    out.push({
      line: i,
      text: l.text,
      current: kindOf(l.block),
      proposed: r.kind,
      proposedText: r.text,
      guessed: r.kind === 'action' && !/^[△▲]/.test(text),
    });
  });
  return out;
}

/** The changes a recognition proposes: lines whose element or stored text would differ. */
export const changesOf = (ruled: readonly RuledLine[], decidedByLlm: ReadonlySet<number>): TElementChange[] =>
  ruled
    .filter((r) => r.proposed !== r.current || r.proposedText !== cleanLine(r.text))
    .map((r) => ({
      line: r.line,
      text: r.text,
      current: r.current,
      proposed: r.proposed,
      proposed_text: r.proposedText,
      source: decidedByLlm.has(r.line) ? 'llm' : 'rules',
    }));
