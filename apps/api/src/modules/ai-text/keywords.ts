import { Status, StatusMessage, type TKeyword } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Cedict } from '../../engines/local/cedict';
import { AppError } from '../../lib/errors';
import { completeJson } from '../../lib/llm-json';
import { keywordExpandPrompt, keywordRefinePrompt } from '../../prompts/keywords';
import { optionalAnswer } from './engine-answer';

/** Text sent to the refining LLM: the head of the passage is enough to judge keywords. */
const REFINE_TEXT_CHARS = 3000;

/** The shipped dictionary, or 9001 when the package's data cannot be read (a broken install). */
export async function requireCedict(): Promise<Cedict> {
  const dict = await Cedict.load();
  if (!dict) {
    throw new AppError(Status.AI_ENGINE_MISSING, StatusMessage[Status.AI_ENGINE_MISSING]!, {
      capability: 'dictionary',
    });
  }
  return dict;
}

const ZWords = z.object({ keywords: z.array(z.string()) });
const ZRelated = z.object({ related: z.array(z.string()) });

/** Words of an LLM list: trimmed, short, each once. */
const cleanWords = (words: readonly string[], max: number): string[] =>
  [...new Set(words.map((w) => w.trim()).filter((w) => w && w.length <= 20))].slice(0, max);

/**
 * jieba's keywords of a text; with a chat engine and `refine`, the LLM picks and orders them (words it
 * adds get a weight below jieba's last). A failed refinement keeps jieba's list.
 */
export async function extractKeywords(
  app: FastifyInstance,
  input: { text: string; top_k: number; method: 'tfidf' | 'textrank'; refine: 0 | 1 },
): Promise<{ keywords: TKeyword[]; engine: 'jieba' | 'jieba+llm' }> {
  const jieba = app.engines.require('keywords');
  const options = { topK: input.top_k };
  const local =
    input.method === 'textrank' ? jieba.textRank(input.text, options) : jieba.tfidf(input.text, options);
  if (!input.refine || !app.engines.has('chat') || local.length === 0)
    return { keywords: local, engine: 'jieba' };
  const user = `【候选关键词】${local.map((k) => k.keyword).join('、')}\n\n【原文】\n${input.text.slice(0, REFINE_TEXT_CHARS)}`;
  const refined = await optionalAnswer(app.log, 'keyword_refine', () =>
    completeJson(app.engines.require('chat'), keywordRefinePrompt, user, ZWords),
  );
  const words = refined ? cleanWords(refined.keywords, input.top_k) : [];
  if (!words.length) return { keywords: local, engine: 'jieba' };
  const weightOf = new Map(local.map((k) => [k.keyword, k.weight]));
  const floor = Math.min(...local.map((k) => k.weight));
  return {
    keywords: words.map((keyword, i) => ({
      keyword,
      weight: weightOf.get(keyword) ?? floor * 0.9 ** (i + 1),
    })),
    engine: 'jieba+llm',
  };
}

/**
 * Related words of each keyword: CC-CEDICT compounds that contain it; with a chat engine and
 * `refine`, the LLM's related words first, the dictionary's after. A failed refinement keeps the
 * dictionary's list.
 */
export async function expandKeywords(
  app: FastifyInstance,
  input: { keywords: string[]; top_k: number; refine: 0 | 1 },
): Promise<{ list: Array<{ keyword: string; related: string[] }>; engine: 'cedict' | 'cedict+llm' }> {
  const dict = await requireCedict();
  const useLlm = input.refine === 1 && app.engines.has('chat');
  let refinedAny = false;
  const list = await Promise.all(
    [...new Set(input.keywords)].map(async (keyword) => {
      const fromDict = dict.compounds(keyword, input.top_k);
      if (!useLlm) return { keyword, related: fromDict };
      const user = `【关键词】${keyword}\n【词典联想】${fromDict.join('、') || '（无）'}`;
      const answer = await optionalAnswer(app.log, 'keyword_expand', () =>
        completeJson(app.engines.require('chat'), keywordExpandPrompt, user, ZRelated),
      );
      const fromLlm = answer ? cleanWords(answer.related, input.top_k).filter((w) => w !== keyword) : [];
      if (fromLlm.length) refinedAny = true;
      return { keyword, related: cleanWords([...fromLlm, ...fromDict], input.top_k) };
    }),
  );
  return { list, engine: refinedAny ? 'cedict+llm' : 'cedict' };
}

/**
 * English prompt words of Chinese keywords: the dictionary's first usable sense; a keyword the
 * dictionary lacks is cut by jieba and its words translated. False when no keyword translates
 * (spec 02: translate_to_english_keywords answers false on failure).
 */
export async function keywordsToEnglish(
  app: FastifyInstance,
  keywords: string[],
): Promise<{ list: Array<{ keyword: string; english: string }>; english: string } | false> {
  const dict = await requireCedict();
  const jieba = app.engines.has('keywords') ? app.engines.require('keywords') : null;
  const list = keywords.map((keyword) => {
    if (/^[\x20-\x7e]+$/.test(keyword)) return { keyword, english: keyword.trim() };
    let english = dict.english(keyword);
    if (!english && jieba) {
      english = jieba
        .cut(keyword)
        .map((w) => dict.english(w))
        .filter(Boolean)
        .join(' ');
    }
    return { keyword, english };
  });
  if (list.every((k) => !k.english)) return false;
  return {
    list,
    english: list
      .map((k) => k.english)
      .filter(Boolean)
      .join(', '),
  };
}
