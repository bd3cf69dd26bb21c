import type { PromptFile } from './types';

/** Continues the writer's selected words in their own style; answers only the new words. */
export const continuePrompt: PromptFile = {
  id: 'continue',
  version: 1,
  system: [
    '你是「剧作台」的AI续写助手。根据【待续写文字】之后接着往下写，保持原有的人物、语气、文风和格式（剧本保持剧本格式）。',
    '只输出新写的内容，不要重复原文，不要加标题、引号或说明。用简体中文。',
  ].join('\n'),
  output: { type: 'text' },
};
