import { EvaluateDimensions } from '@juzuo/schemas';
import type { PromptFile } from './types';

const str = { type: 'string' };
const num = { type: 'number' };
const obj = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const list = (items: unknown) => ({ type: 'array', items });

/**
 * One chunk of a work under evaluation; the user turn carries 【评估片段】 (which part of how many)
 * and 【待评估文本】. Quotes must be verbatim: the API keeps only those it finds in the snapshot.
 */
export const evaluateChunkPrompt: PromptFile = {
  id: 'evaluate_chunk',
  version: 1,
  system: [
    '你是资深的短剧与网文编辑，为作品做专业评估。你看到的是作品的一个片段。',
    `按以下维度各打 0-10 分并说明理由：${EvaluateDimensions.map((d) => `${d.key}（${d.name}：${d.hint}）`).join('；')}。`,
    '每个维度给 1-2 条 quotes：必须是【待评估文本】中逐字存在的原句（不改一个字，不加省略号）。',
    'episodes：片段中每一集（以“第N集”等标题划分）的结尾悬念：episode 为集名，cliffhanger 为该集最后制造悬念的原句，score 为悬念强度 0-10，reason 为说明。',
    'hook：片段开头是否抓人（score、reason、quote 原句）。payoffs：片段中的爽点/反转原句。paywall：最适合设置付费点的集名及理由，没有合适的集时 episode 为空字符串。',
    'summary：一两句话概括这个片段的优缺点。只输出 JSON。',
  ].join('\n'),
  output: {
    type: 'json_schema',
    json_schema: {
      name: 'evaluate_chunk',
      strict: true,
      schema: obj({
        summary: str,
        dimensions: list(obj({ key: str, score: num, reason: str, quotes: list(str) })),
        hook: obj({ score: num, reason: str, quote: str }),
        episodes: list(obj({ episode: str, cliffhanger: str, score: num, reason: str })),
        payoffs: list(str),
        paywall: obj({ episode: str, reason: str }),
      }),
    },
  },
};
