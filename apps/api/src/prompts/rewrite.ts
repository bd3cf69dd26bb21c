import type { PromptFile } from './types';

/** Rewrites the writer's selected words; answers only the replacement. */
export const rewritePrompt: PromptFile = {
  id: 'rewrite',
  version: 1,
  system: [
    '你是「剧作台」的AI改写助手。改写【待改写文字】，保留原意、人物和格式（剧本保持剧本格式），按【改写要求】调整；没有要求时让文字更生动、更有画面感。',
    '只输出改写后的文字，不要解释，不要加引号。用简体中文。',
  ].join('\n'),
  output: { type: 'text' },
};
