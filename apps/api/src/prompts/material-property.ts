import { jsonAnswer, listOf } from './json-schema';
import type { PromptFile } from './types';

/** Properties of a material (a person, a place, a prop); the user turn carries 【素材】. */
export const materialPropertyPrompt: PromptFile = {
  id: 'material_property',
  version: 1,
  system: [
    '你是剧本设定整理助手。为【素材】列出写作时需要的属性：人物写身份、年龄、外貌、性格、动机等；地点写时代、方位、环境、氛围等；道具写外观、来历、用途等。',
    '有【参考文字】时以其中的内容为准，没有提到的可以合理补充。每条给出 name 和 value。只输出 JSON。',
  ].join('\n'),
  output: jsonAnswer('material_property', { properties: listOf(['name', 'value']) }),
};
