import { ChatTemplateType, type TChatTemplate } from '@juzuo/schemas';

/**
 * The built-in chat templates (spec 03 section 7: template, template_list by GENERAL or ADVANCED).
 * A template's instruction is put before the writer's question; versioned with the chat prompt.
 */
export const CHAT_TEMPLATES: readonly TChatTemplate[] = [
  {
    template_id: 'general-qa',
    type: ChatTemplateType.GENERAL,
    title: '写作问答',
    instruction: '回答下面关于写作的问题。',
    example: '短剧第一集怎样设计钩子？',
  },
  {
    template_id: 'general-plot',
    type: ChatTemplateType.GENERAL,
    title: '剧情构思',
    instruction: '根据下面的设想，给出三个不同走向的剧情构思，每个包含起因、冲突、反转和结局。',
    example: '落魄书生在雨夜客栈遇到逃亡的公主',
  },
  {
    template_id: 'general-character',
    type: ChatTemplateType.GENERAL,
    title: '人物小传',
    instruction: '为下面的人物写一份人物小传：身份、外貌、性格、欲望、恐惧、口头禅、与他人的关系。',
    example: '客栈掌柜，表面圆滑，暗中为朝廷做事',
  },
  {
    template_id: 'advanced-dialogue',
    type: ChatTemplateType.ADVANCED,
    title: '台词润色',
    instruction: '润色下面的台词，使其更符合人物性格、更有张力，保持剧本格式“人物：台词”。',
    example: '张小敬：你们谁也别想走。',
  },
  {
    template_id: 'advanced-scene',
    type: ChatTemplateType.ADVANCED,
    title: '场景扩写',
    instruction: '把下面的梗概扩写成一场完整的戏，使用剧本格式：场景标题、人物、△动作、对白。',
    example: '主角在酒楼被仇家认出，假装醉酒脱身',
  },
  {
    template_id: 'advanced-hook',
    type: ChatTemplateType.ADVANCED,
    title: '卡点设计',
    instruction: '为下面这集的结尾设计三个让观众想看下一集的卡点（悬念），并说明各自的付费点效果。',
    example: '第三集：女主发现未婚夫与仇人密谈',
  },
];

/** A built-in template by id. */
export const chatTemplateById = (id: string): TChatTemplate | undefined =>
  CHAT_TEMPLATES.find((t) => t.template_id === id);
