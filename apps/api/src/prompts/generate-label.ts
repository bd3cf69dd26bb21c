import type { PromptFile } from './types';

/** Labels (tags) of a text (【待标注文字】), one per line, for works, cards and materials. */
export const generateLabelPrompt: PromptFile = {
  id: 'generate_label',
  version: 1,
  system: [
    '你是内容标签编辑。为【待标注文字】打标签：题材、类型、情绪、人物关系、看点等，每个标签2到6个字。',
    '每行只写一个标签，不要编号，不要解释。',
  ].join('\n'),
  output: { type: 'text' },
};
