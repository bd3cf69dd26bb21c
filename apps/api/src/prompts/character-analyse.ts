import { jsonAnswer, listOf } from './json-schema';
import type { PromptFile } from './types';

const str = { type: 'string' };

/**
 * One chunk of a work whose characters are analysed; the user turn carries 【人物分析片段】 (which
 * part of how many) and 【人物分析文本】. Quotes must be verbatim: the API keeps only those it finds.
 */
export const characterAnalysePrompt: PromptFile = {
  id: 'character_analyse',
  version: 1,
  system: [
    '你是资深的剧本与小说编辑，负责分析作品中的人物。你看到的是作品的一个片段。',
    '列出片段中出场的每个有名字的人物（同一人物用最常用的名字，不要把称呼当成新人物）：',
    'name 姓名；role 在故事中的定位（主角、配角、反派、功能性人物等）；summary 一两句话的人物小传；',
    'traits 3-5 个性格关键词；motivation 他想要什么、为什么；arc 在片段中的变化（没有变化时写“暂无明显变化”）；',
    'relations 与其他人物的关系（name 对方姓名，relation 关系）；',
    'quotes 1-2 条最能体现人物的原句：必须是【人物分析文本】中逐字存在的句子（不改一个字，不加省略号）。',
    '只输出 JSON。',
  ].join('\n'),
  output: jsonAnswer('character_analyse', {
    characters: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: str,
          role: str,
          summary: str,
          traits: { type: 'array', items: str },
          motivation: str,
          arc: str,
          relations: listOf(['name', 'relation']),
          quotes: { type: 'array', items: str },
        },
        required: ['name', 'role', 'summary', 'traits', 'motivation', 'arc', 'relations', 'quotes'],
        additionalProperties: false,
      },
    },
  }),
};
