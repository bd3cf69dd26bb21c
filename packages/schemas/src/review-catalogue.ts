import type { TCommentTemplate, TStructTag } from './review-api';

// The struct tags and comment templates the product ships (written for it). Struct tags name the
// part of a drama a comment or a document is about; templates are the remarks a producer makes most.

/** Struct tags (剧作结构标签), in the order the supervisor sidebar offers them. */
export const STRUCT_TAGS: readonly TStructTag[] = [
  { tag_id: 'hook', name: '钩子', description: '开场或集尾抓住观众、让人想看下去的悬念。' },
  { tag_id: 'paywall', name: '付费卡点', description: '短剧付费节点：此处的悬念要足以让观众付费解锁。' },
  { tag_id: 'thrill', name: '爽点', description: '主角打脸、逆袭、揭秘等让观众痛快的时刻。' },
  { tag_id: 'twist', name: '反转', description: '推翻观众预期的情节转折。' },
  { tag_id: 'setup', name: '铺垫', description: '为后文埋下的伏笔与信息。' },
  { tag_id: 'conflict', name: '冲突', description: '人物目标受阻、矛盾升级之处。' },
  { tag_id: 'climax', name: '高潮', description: '矛盾集中爆发、情绪最强的段落。' },
  { tag_id: 'character', name: '人物', description: '人物动机、性格与成长是否立得住。' },
  { tag_id: 'dialogue', name: '台词', description: '对白是否符合人物、是否简洁有力。' },
  { tag_id: 'pacing', name: '节奏', description: '情节推进的快慢与信息密度。' },
  { tag_id: 'logic', name: '逻辑', description: '情节因果、时间线与设定是否自洽。' },
];

/** Comment templates (常用批注). */
export const COMMENT_TEMPLATES: readonly TCommentTemplate[] = [
  { template_id: 'tpl_hook_weak', tag_id: 'hook', content: '开场钩子不够抓人，建议前三句就抛出悬念。' },
  {
    template_id: 'tpl_paywall',
    tag_id: 'paywall',
    content: '卡点前的悬念还不够，建议把关键信息留到下一集揭晓。',
  },
  {
    template_id: 'tpl_thrill',
    tag_id: 'thrill',
    content: '这里的爽点来得太轻，建议加强对手的压迫感再反击。',
  },
  { template_id: 'tpl_twist', tag_id: 'twist', content: '反转缺少前文铺垫，观众会觉得突兀。' },
  { template_id: 'tpl_motive', tag_id: 'character', content: '人物动机不足，这个选择需要更充分的理由。' },
  { template_id: 'tpl_dialogue', tag_id: 'dialogue', content: '台词偏书面，建议改得更口语、更像这个人物。' },
  { template_id: 'tpl_slow', tag_id: 'pacing', content: '节奏偏慢，建议压缩这段交代。' },
  { template_id: 'tpl_logic', tag_id: 'logic', content: '这里和前文设定矛盾，请核对时间线。' },
];

/** A struct tag by id, or undefined. */
export const findStructTag = (tagId: string): TStructTag | undefined =>
  STRUCT_TAGS.find((t) => t.tag_id === tagId);
