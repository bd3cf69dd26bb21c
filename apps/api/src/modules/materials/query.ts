import { Jieba } from '@node-rs/jieba';
import { readJiebaDictionary } from '../../lib/jieba-dictionaries';
import { fold } from './fold';
import { runs } from './grams';
import { withSynonyms } from './synonyms';

/** One word of a query: a material matches it when it contains any of the alternatives. */
export interface QueryTerm {
  /** Folded; the word itself first, then its synonyms. */
  alts: string[];
}

/** A parsed keyword: the words every match must contain, and the whole phrase for a bonus. */
export interface ParsedQuery {
  terms: QueryTerm[];
  /** A run of the keyword the segmenter split into words, matched whole for a bonus ('' otherwise). */
  phrase: string;
}

/** A run this long or shorter is one word: it matches as a substring (桥段 inside 经典桥段合集). */
const WHOLE_WORD_MAX = 4;
/** More words than this add little and cost index lookups. */
const MAX_TERMS = 6;

let jieba: Jieba | null = null;
// The shipped dictionary loads on the first long query (about 0.2 s), not at start.
const segmenter = (): Jieba => {
  jieba ??= Jieba.withDict(readJiebaDictionary('dict'));
  return jieba;
};

/** The words of one run: itself when short, else jieba's words (1-character function words dropped). */
function wordsOf(run: string): string[] {
  if ([...run].length <= WHOLE_WORD_MAX || withSynonyms(run).length > 1) return [run];
  const words = segmenter()
    .cut(run, false)
    .map((w) => w.trim())
    .filter(Boolean);
  const long = words.filter((w) => [...w].length > 1);
  return long.length ? long : [run];
}

/** Splits a keyword into the words a material must all contain (each with its synonyms). */
export function parseQuery(keyword: string): ParsedQuery {
  const folded = fold(keyword.trim());
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  let phrase = '';
  for (const run of runs(folded)) {
    const text = run.join('');
    const words = wordsOf(text);
    // A run the segmenter split keeps a bonus for materials holding it whole.
    if (words.length > 1 && !phrase) phrase = text;
    for (const word of words) {
      if (seen.has(word) || terms.length >= MAX_TERMS) continue;
      seen.add(word);
      terms.push({ alts: withSynonyms(word) });
    }
  }
  return { terms, phrase };
}
