import type { TAnalysedCharacter, TEvaluateQuote } from '@juzuo/schemas';
import { verifyQuote } from '../merge';
import type { TCharacterChunkAnswer } from './answer';

const QUOTES = 3;
const TRAITS = 8;
/** Names that are forms of address, not characters. */
const NOT_NAMES = new Set(['我', '你', '他', '她', '旁白', '众人']);

const occurrences = (text: string, name: string) => (name ? text.split(name).length - 1 : 0);
const addText = (into: string, piece: string) => {
  const p = piece.trim();
  return !p || into.includes(p) ? into : into ? `${into}\n${p}` : p;
};

/**
 * Merges the chunk answers into one list of characters: one entry per name (the first chunk naming a
 * role decides it), traits and relations united, texts joined without repeats, quotes kept only when
 * found in the snapshot; `mentions` counts the name in the snapshot, and the list is sorted by it.
 */
export function mergeCharacters(snapshot: string, chunks: TCharacterChunkAnswer[]): TAnalysedCharacter[] {
  const byName = new Map<string, TAnalysedCharacter>();
  for (const answer of chunks) {
    for (const c of answer.characters) {
      const name = c.name.trim();
      if (!name || NOT_NAMES.has(name)) continue;
      const into = byName.get(name) ?? {
        name,
        role: '',
        summary: '',
        traits: [],
        motivation: '',
        arc: '',
        relations: [],
        mentions: occurrences(snapshot, name),
        quotes: [] as TEvaluateQuote[],
      };
      into.role ||= c.role.trim();
      into.summary = addText(into.summary, c.summary);
      into.motivation = addText(into.motivation, c.motivation);
      into.arc = addText(into.arc, c.arc);
      for (const t of c.traits.map((x) => x.trim()))
        if (t && !into.traits.includes(t) && into.traits.length < TRAITS) into.traits.push(t);
      for (const r of c.relations) {
        const other = r.name.trim();
        if (other && other !== name && !into.relations.some((x) => x.name === other))
          into.relations.push({ name: other, relation: r.relation.trim() });
      }
      for (const q of c.quotes) {
        const found = verifyQuote(snapshot, q);
        if (found && into.quotes.length < QUOTES && !into.quotes.some((x) => x.start === found.start))
          into.quotes.push(found);
      }
      byName.set(name, into);
    }
  }
  return [...byName.values()].sort((a, b) => b.mentions - a.mentions);
}
