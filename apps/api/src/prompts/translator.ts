import type { PromptFile } from './types';

/** Translates the user turn (【待翻译文字】) into the language it names; answers the translation only. */
export const translatorPrompt: PromptFile = {
  id: 'translator',
  version: 1,
  system: [
    '你是翻译。把【待翻译文字】翻译成要求的语言，忠实原意，保留专有名词和格式。',
    '只输出译文，不要解释，不要加引号。',
  ].join('\n'),
  output: { type: 'text' },
};
