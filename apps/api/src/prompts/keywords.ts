import { jsonAnswer } from './json-schema';
import type { PromptFile } from './types';

const words = { type: 'array', items: { type: 'string' } };

/** Keeps and orders the useful keywords of jieba's list; the user turn carries 【候选关键词】 and 【原文】. */
export const keywordRefinePrompt: PromptFile = {
  id: 'keyword_refine',
  version: 1,
  system: [
    '你是内容标签编辑。从【候选关键词】中挑出最能概括【原文】的词，按重要性排序；可以合并同义词，可以补充原文中明显的重要词。',
    '去掉虚词、语气词和没有信息量的词。只输出 JSON：keywords 为词的列表。',
  ].join('\n'),
  output: jsonAnswer('keyword_refine', { keywords: words }),
};

/** Related words of one keyword; the user turn carries 【关键词】 and 【词典联想】. */
export const keywordExpandPrompt: PromptFile = {
  id: 'keyword_expand',
  version: 1,
  system: [
    '你是创作素材联想助手。为【关键词】给出相关的词：近义词、上下位词和常见搭配，适合用作写作或绘画的提示词。',
    '【词典联想】中合适的词可以保留。只输出 JSON：related 为词的列表。',
  ].join('\n'),
  output: jsonAnswer('keyword_expand', { related: words }),
};
