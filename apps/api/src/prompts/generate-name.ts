import { jsonAnswer, listOf } from './json-schema';
import type { PromptFile } from './types';

/** Character names by genre, era and gender; the user turn carries 【起名要求】. */
export const generateNamePrompt: PromptFile = {
  id: 'generate_name',
  version: 1,
  system: [
    '你是影视剧和小说的人物起名顾问。按【起名要求】中的题材、时代、性别和人物说明起名。',
    '名字要符合时代用字习惯、读来顺口、彼此不重复，避免与知名作品主角同名。',
    '每个名字给出 name 和 reason（一句话说明含义或贴合之处）。只输出 JSON。',
  ].join('\n'),
  output: jsonAnswer('generate_name', { names: listOf(['name', 'reason']) }),
};
