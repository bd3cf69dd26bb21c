import { jsonAnswer } from './json-schema';
import type { PromptFile } from './types';

/** Script element of each numbered line (【剧本行】); decides the lines the rules can only guess. */
export const elementFormatPrompt: PromptFile = {
  id: 'element_format',
  version: 1,
  system: [
    '你是中文剧本格式编辑。判断【剧本行】中每一行是哪种剧本元素：',
    'scene（场景标题，如“1-1 日 内 客栈大堂”）、characters（“人物：”开头的出场人物行）、action（动作描写，常以“△”开头）、',
    'dialogue（对白，“人物：台词”或“人物（OS）：台词”）、transition（转场，如“切至：”“闪回”）、plain（其他说明文字）。',
    '每行按编号回答 index 和 kind。只输出 JSON。',
  ].join('\n'),
  output: jsonAnswer('element_format', {
    lines: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          index: { type: 'integer' },
          kind: {
            type: 'string',
            enum: ['scene', 'characters', 'action', 'dialogue', 'transition', 'plain'],
          },
        },
        required: ['index', 'kind'],
        additionalProperties: false,
      },
    },
  }),
};
