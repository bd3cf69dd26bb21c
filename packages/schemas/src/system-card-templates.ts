import type { TCardTemplate } from './idea-cards-api';
import { CardMappingType, CardTemplateOwner } from './ideas';

// The card templates that ship with the product (owner type system 2). They are code, not rows:
// every user sees them, nobody edits them, and their ids never collide with a UUID.

const system = (
  template_id: string,
  name: string,
  fields: [key: string, label: string][],
): TCardTemplate => ({
  template_id,
  name,
  owner_type: CardTemplateOwner.SYSTEM,
  mapping_type: CardMappingType.FULL,
  parent_id: '',
  fields: fields.map(([key, label]) => ({ key, label })),
  update_time: 0,
});

/** System card templates in the order the template picker lists them. */
/** The template of character sheets (人物). */
export const CHARACTER_TEMPLATE_ID = 'sys_character';
/** The free-text template a document's sections become on a card board (文本). */
export const TEXT_TEMPLATE_ID = 'sys_text';

export const SYSTEM_CARD_TEMPLATES: readonly TCardTemplate[] = [
  system(CHARACTER_TEMPLATE_ID, '人物', [
    ['name', '姓名'],
    ['alias', '别名'],
    ['age', '年龄'],
    ['identity', '身份'],
    ['personality', '性格'],
    ['goal', '目标'],
    ['relations', '关系'],
  ]),
  system('sys_scene', '场景', [
    ['place', '地点'],
    ['time', '时间'],
    ['characters', '出场人物'],
    ['mood', '氛围'],
    ['event', '发生的事'],
  ]),
  system('sys_plot_beat', '情节节拍', [
    ['summary', '概要'],
    ['conflict', '冲突'],
    ['turn', '转折'],
    ['result', '结果'],
  ]),
  system('sys_short_drama_beat', '短剧节拍', [
    ['hook', '钩子'],
    ['paywall', '付费卡点'],
    ['payoff', '爽点'],
    ['twist', '反转'],
  ]),
  // Free text: what an idea document's sections become when it is switched to cards (model_switch).
  system(TEXT_TEMPLATE_ID, '文本', [['body', '内容']]),
];

/** A system template by id; undefined for any other id. */
export const systemCardTemplate = (id: string): TCardTemplate | undefined =>
  SYSTEM_CARD_TEMPLATES.find((t) => t.template_id === id);
