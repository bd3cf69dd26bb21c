import { chunkText } from '../../lib/text-budget';

/**
 * Estimated tokens of novel text per prompt. The prompt also carries the system text, the rolling
 * memory (up to about 1,000 tokens) and the answer (a script is about as long as its source), so a
 * chunk stays well inside an 8k-context model.
 */
export const NOVEL_CHUNK_TOKENS = 2_500;
/** Chunks one conversion may have (progress per chunk maps onto 0-99 exactly up to this count). */
export const NOVEL_MAX_CHUNKS = 99;

/** A chapter heading line: 第3章 …, 第十二回, 第5节 (Arabic, Chinese and full-width numerals). */
const CHAPTER = /^\s*第\s*[0-9０-９零〇一二两三四五六七八九十百千]+\s*[章回节]/;

/** One piece of the novel sent to the engine in one prompt. */
export interface NovelChunk {
  /** 0-based chapter index; a chapter longer than the budget spans several chunks. */
  chapter: number;
  /** The chapter's heading line ('' before the first heading or without headings). */
  chapterTitle: string;
  text: string;
}

/**
 * Splits a novel into chapters at their heading lines, then each chapter into chunks that fit the
 * budget (at line ends). Text before the first heading is a chapter of its own when it has words.
 */
export function splitNovel(text: string, maxTokens = NOVEL_CHUNK_TOKENS): NovelChunk[] {
  const chapters: Array<{ title: string; lines: string[] }> = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (CHAPTER.test(line)) chapters.push({ title: line, lines: [] });
    else if (line) {
      if (chapters.length === 0) chapters.push({ title: '', lines: [] });
      chapters.at(-1)?.lines.push(line);
    }
  }
  return chapters
    .filter((c) => c.lines.length > 0)
    .flatMap((c, chapter) =>
      chunkText(c.lines.join('\n'), maxTokens).map((piece) => ({
        chapter,
        chapterTitle: c.title,
        text: piece,
      })),
    );
}
