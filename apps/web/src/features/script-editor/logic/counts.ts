import { countWords } from '@juzuo/doc-model';

/** Live counts shown under the editor. */
export interface TextCounts {
  /** 字数: CJK characters and punctuation count one each, a Latin word or number one. */
  words: number;
  /** 字符: every character except white space. */
  chars: number;
}

/** Counts of a document's plain text (lines joined by newlines). */
export function countText(text: string): TextCounts {
  return { words: countWords(text), chars: [...text.replace(/\s/g, '')].length };
}

/**
 * Counts of a document from the counts of its lines: both measures add up across lines (a line break
 * never joins two words), so unchanged lines need not be counted again.
 */
export function sumCounts(lines: readonly TextCounts[]): TextCounts {
  let words = 0;
  let chars = 0;
  for (const line of lines) {
    words += line.words;
    chars += line.chars;
  }
  return { words, chars };
}
