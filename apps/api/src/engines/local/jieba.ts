import type { Jieba, TfIdf } from '@node-rs/jieba';
import { jiebaDictionaryPath, readJiebaDictionary } from '../../lib/jieba-dictionaries';
import type { Pingable } from '../http';
import { textRank } from './textrank';

/** A keyword with its weight (higher is more important). */
export interface Keyword {
  keyword: string;
  weight: number;
}

/** Options of keyword extraction. */
export interface KeywordOptions {
  /** How many keywords (default 10). */
  topK?: number;
  /** Parts of speech to keep (jieba tags such as n, nr, ns, v, vn); empty keeps all for TF-IDF. */
  allowedPos?: string[];
}

/** What the keywords capability needs. */
export interface KeywordEngine extends Pingable {
  /** Segments a text into words. */
  cut(text: string): string[];
  /** Keywords by TF-IDF (jieba's shipped IDF table). */
  tfidf(text: string, options?: KeywordOptions): Keyword[];
  /** Keywords by TextRank over word co-occurrence (favours nouns and verbs). */
  textRank(text: string, options?: KeywordOptions): Keyword[];
}

interface JiebaModule {
  Jieba: typeof Jieba;
  TfIdf: typeof TfIdf;
}

/**
 * Chinese segmentation and keywords with @node-rs/jieba: its dictionary and IDF ship inside the
 * package (nothing is downloaded). The dictionary loads on first use (about 0.2 s), not at start.
 */
export class JiebaKeywords implements KeywordEngine {
  private loaded: { jieba: Jieba; tfidf: TfIdf } | null = null;

  private constructor(private readonly mod: JiebaModule) {}

  /** Loads the native module; null when its binary for this platform or its dictionaries are missing. */
  static async detect(): Promise<JiebaKeywords | null> {
    try {
      const mod = (await import('@node-rs/jieba')) as unknown as JiebaModule & { default?: JiebaModule };
      const m = mod.Jieba ? mod : mod.default;
      if (!m?.Jieba) return null;
      // Only located here: the bytes are read when the engine is first used (see readJiebaDictionary).
      jiebaDictionaryPath('dict');
      jiebaDictionaryPath('idf');
      return new JiebaKeywords(m);
    } catch {
      return null;
    }
  }

  private get engine(): { jieba: Jieba; tfidf: TfIdf } {
    if (!this.loaded) {
      const jieba = this.mod.Jieba.withDict(readJiebaDictionary('dict'));
      const tfidf = this.mod.TfIdf.withDict(readJiebaDictionary('idf'));
      this.loaded = { jieba, tfidf };
    }
    return this.loaded;
  }

  /** Reachability: loads the dictionary and segments a word. */
  async ping(): Promise<string> {
    return `jieba dictionary loaded (${this.cut('剧作台').length} words in 剧作台)`;
  }

  cut(text: string): string[] {
    return this.engine.jieba.cut(text, true);
  }

  tfidf(text: string, options: KeywordOptions = {}): Keyword[] {
    const { jieba, tfidf } = this.engine;
    return tfidf
      .extractKeywords(jieba, text, options.topK ?? 10, options.allowedPos ?? [])
      .map((k) => ({ keyword: k.keyword, weight: k.weight }));
  }

  textRank(text: string, options: KeywordOptions = {}): Keyword[] {
    const tagged = this.engine.jieba.tag(text, true);
    return textRank(tagged, { topK: options.topK ?? 10, allowedPos: options.allowedPos });
  }
}
