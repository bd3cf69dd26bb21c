import type { PromptFile } from './types';

const str = { type: 'string' };
const strings = { type: 'array', items: str };
const object = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/**
 * One chunk of a novel adapted into script scenes. The user turn carries 【改编要求】, 【前情】 (the
 * rolling memory of the chunks before: characters with their aliases, story so far, open threads)
 * and 【小说片段】. The answer's lines are the script model's elements (action, dialogue, transition;
 * the scene heading and 人物 line are fields of the scene), and `memory` is the updated rolling memory.
 */
export const novelToScriptPrompt: PromptFile = {
  id: 'novel_to_script',
  version: 1,
  system: [
    '你是资深编剧，把小说片段改编成中文短剧/剧集剧本的场景。只输出 JSON。',
    '每个场景：heading 为“时间 内/外 地点”，如“日 内 客栈大堂”（不要写场次编号）；characters 为本场出场人物；lines 为按顺序的剧本行。',
    'lines 的 type：action 为动作/画面描写（不要加△）；dialogue 为台词，speaker 写人物名，parenthetical 写语气或动作（不含括号，没有则为空字符串），text 只写说的话，不加引号；transition 为转场（切至：、闪回、黑场、叠化），写在 text。',
    '人物名必须与【前情】中的人物表一致：小说里的别称、昵称一律写成人物表里的名字；新出场的人物加入人物表。',
    'memory 是改编到本片段为止的前情：characters（name 正式名，aliases 别称，note 一句身份说明）、summary（不超过200字的剧情梗概）、threads（尚未解决的悬念）。',
  ].join('\n'),
  output: {
    type: 'json_schema',
    json_schema: {
      name: 'novel_to_script',
      strict: true,
      schema: object({
        scenes: {
          type: 'array',
          items: object({
            heading: str,
            characters: strings,
            lines: {
              type: 'array',
              items: object({
                type: { type: 'string', enum: ['action', 'dialogue', 'transition'] },
                speaker: str,
                parenthetical: str,
                text: str,
              }),
            },
          }),
        },
        memory: object({
          characters: { type: 'array', items: object({ name: str, aliases: strings, note: str }) },
          summary: str,
          threads: strings,
        }),
      }),
    },
  },
};
