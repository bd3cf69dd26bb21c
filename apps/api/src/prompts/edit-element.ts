import { jsonAnswer } from './json-schema';
import type { PromptFile } from './types';

/** Rewrites one script element (【待修改元素】) by the writer's request, keeping its kind. */
export const editElementPrompt: PromptFile = {
  id: 'edit_element',
  version: 1,
  system: [
    '你是剧本编辑。按【修改要求】修改【待修改元素】，保持它的元素类型（【元素类型】）和剧本格式：',
    '场景标题仍是“集-场 时间 内/外 地点”；人物行仍以“人物：”开头；对白仍是“人物：台词”；动作行不加“△”。',
    '没有要求时，让它更简洁、更有画面感。只输出 JSON：text 为修改后的这一行。',
  ].join('\n'),
  output: jsonAnswer('edit_element', { text: { type: 'string' } }),
};

/** Proposes an order for numbered lines (【待排序行】). */
export const elementOrderPrompt: PromptFile = {
  id: 'update_element_order',
  version: 1,
  system: [
    '你是剧本结构编辑。按【调整要求】（没有要求时按时间和因果的先后）给【待排序行】排出更好的顺序。',
    '不增删、不改写任何一行。只输出 JSON：order 为行编号的新顺序，每个编号出现且只出现一次。',
  ].join('\n'),
  output: jsonAnswer('update_element_order', { order: { type: 'array', items: { type: 'integer' } } }),
};
