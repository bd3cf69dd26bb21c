import { charactersLabelLength, namesOnCharactersLine } from '@juzuo/script-formats';
import { parseDialogue } from './dialogue';
import type { ScriptLine } from './scenes';

// The 人物 line's label and names come from the shared script element model (packages/script-formats).
export { charactersLabelLength, namesOnCharactersLine };

const CHARACTERS_PREFIX = /^\s*人物\s*[：:]/;
const SEPARATORS = /[、，,;；\s]+/;

/** The character names one line mentions: the list of a 人物 line, the speaker of a dialogue line. */
export function namesOfLine(line: ScriptLine): string[] {
  if (line.block === 'characters') return namesOnCharactersLine(line.text);
  if (line.block === 'dialogue') {
    const parts = parseDialogue(line.text);
    return parts ? [parts.name] : [];
  }
  return [];
}

/**
 * Every character name the document knows, most used first (ties: first seen first): names on 人物
 * lines and the speakers of dialogue lines. A line may carry its names already worked out (`names`).
 */
export function collectNames(lines: readonly (ScriptLine & { names?: readonly string[] })[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    for (const name of line.names ?? namesOfLine(line)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  // Map keeps insertion order and Array.sort is stable, so ties stay in first-seen order.
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

/** What the writer is typing as a name on this line: the text to complete, or null (not in a name). */
export function namePrefixAt(block: string, textBeforeCaret: string): string | null {
  if (block === 'dialogue') {
    // Only while the speaker is being typed: no colon yet.
    if (/[：:]/.test(textBeforeCaret)) return null;
    return textBeforeCaret.trim() ? textBeforeCaret.trimStart() : null;
  }
  if (block === 'characters') {
    const m = CHARACTERS_PREFIX.exec(textBeforeCaret);
    const list = m ? textBeforeCaret.slice(m[0].length) : textBeforeCaret;
    const last = list.split(SEPARATORS).pop() ?? '';
    return last || null;
  }
  return null;
}

/**
 * The rest of the best known name that starts with `prefix` (what a ghost suggestion shows and Tab
 * inserts), or null when none is longer than the prefix.
 */
export function completeName(prefix: string, names: readonly string[]): string | null {
  if (!prefix) return null;
  const hit = names.find((n) => n.length > prefix.length && n.startsWith(prefix));
  return hit ? hit.slice(prefix.length) : null;
}
