import type { TChatInstruction } from '@juzuo/schemas';

// The chat panel's ready-made instructions (GET /ixj_web/works/instruction_list and
// /ixj_web/ai/instruction_list), written for the product. Ids are stable: the web keeps none of them.

const instruction = (
  instruction_id: string,
  title: string,
  query: string,
  mode: TChatInstruction['mode'],
  needs_selection = 0,
): TChatInstruction => ({ instruction_id, title, query, mode, needs_selection });

/** Instructions about the open work: they send the document as context. */
export const WORK_INSTRUCTIONS: readonly TChatInstruction[] = [
  instruction('work-next-scene', '写下一场', '根据前文，写出下一场戏，保持人物性格和剧本格式。', 'content'),
  instruction(
    'work-hook',
    '设计本集钩子',
    '为这一集设计一个开头三十秒内抓住观众的钩子，给出三个方案。',
    'chat',
  ),
  instruction(
    'work-cliffhanger',
    '设计集尾卡点',
    '为这一集的结尾设计悬念卡点，让观众想看下一集，给出三个方案。',
    'chat',
  ),
  instruction(
    'work-dialogue-polish',
    '润色选中对白',
    '润色选中的对白，让它更口语化、更有人物个性，不改变意思。',
    'chat',
    1,
  ),
  instruction(
    'work-logic-check',
    '检查剧情漏洞',
    '检查前文的剧情逻辑、人物动机和时间线，列出可能的漏洞和修改建议。',
    'chat',
  ),
  instruction('work-summary', '总结本集剧情', '用三百字以内总结这一集的剧情，按场次列出要点。', 'chat'),
  instruction(
    'work-expand-action',
    '扩写动作描写',
    '把选中的动作描写扩写得更有画面感，保留“△”动作行格式。',
    'chat',
    1,
  ),
];

/** General instructions, usable without a work. */
export const AI_INSTRUCTIONS: readonly TChatInstruction[] = [
  instruction(
    'ai-premise',
    '生成故事梗概',
    '为一部短剧写一个一句话故事梗概和三百字的故事大纲，题材：',
    'chat',
  ),
  instruction(
    'ai-characters',
    '设计人物小传',
    '为以下人物写一份人物小传：姓名、年龄、身份、性格、欲望与恐惧、人物弧光。人物：',
    'chat',
  ),
  instruction('ai-titles', '起剧名', '为以下故事起十个剧名，要短、好记、有看点。故事：', 'chat'),
  instruction('ai-conflict', '加强冲突', '给以下情节设计更强的戏剧冲突，给出三个方案。情节：', 'chat'),
  instruction(
    'ai-paywall',
    '规划付费卡点',
    '为一部八十集的短剧规划付费卡点的位置，并说明每个卡点的悬念。故事：',
    'chat',
  ),
];
