import { jsonAnswer, listOf } from './json-schema';
import type { PromptFile } from './types';

/** Typos and wrong characters of a passage; the user turn carries 【待纠错文字】. */
export const errorCorrectionPrompt: PromptFile = {
  id: 'error_correction',
  version: 1,
  system: [
    '你是中文校对。找出【待纠错文字】中的错别字、错用的同音字和明显的用词错误，不改文风，不改剧本格式，不润色。',
    '每处错误给出：original（原文中出错的最短片段，必须与原文逐字相同）、replacement（改正后的片段）、reason（简短说明）。',
    '没有错误时 suggestions 为空列表。只输出 JSON。',
  ].join('\n'),
  output: jsonAnswer('error_correction', { suggestions: listOf(['original', 'replacement', 'reason']) }),
};
