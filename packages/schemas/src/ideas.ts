import { type ValueOf, zCodeEnum } from './enum-utils';

/** Type of an idea (conception) document. */
export const IdeaDocType = {
  TOPIC: 1,
  SCHEME: 2,
  STORY: 3,
  OUTLINE: 4,
  SCRIPT: 5,
  ROLE: 6,
  OTHER: 99,
} as const;
/** One idea document type. */
export type TIdeaDocType = ValueOf<typeof IdeaDocType>;
/** Zod enum of idea document types. */
export const ZIdeaDocType = zCodeEnum(IdeaDocType, 'doc_type');
/** Chinese labels of idea document types. */
export const IdeaDocTypeLabel: Record<TIdeaDocType, string> = {
  1: '选题',
  2: '方案',
  3: '故事',
  4: '大纲',
  5: '剧本',
  6: '角色',
  99: '其他',
};

/** How an idea document is edited: not chosen yet, rich-text editor, cards, or character sheets. */
export const EditType = { NO_SET: 0, EDITOR: 1, CARD: 2, CHARACTER: 3 } as const;
/** One edit type. */
export type TEditType = ValueOf<typeof EditType>;
/** Zod enum of edit types. */
export const ZEditType = zCodeEnum(EditType, 'edit_type');
/** Chinese labels of edit types. */
export const EditTypeLabel: Record<TEditType, string> = { 0: '未设置', 1: '文档', 2: '卡片', 3: '人物' };

/** Document type of a template (spec 02 section 2). */
export const TemplateDocType = {
  CHARACTER_SETTING: 6,
  STORY_OUTLINE: 3,
  EPISODE_OUTLINE: 4,
  SCRIPT: 5,
  OTHER: 99,
} as const;
/** One template document type. */
export type TTemplateDocType = ValueOf<typeof TemplateDocType>;
/** Zod enum of template document types. */
export const ZTemplateDocType = zCodeEnum(TemplateDocType, 'doc_type');
/** Chinese labels of template document types. */
export const TemplateDocTypeLabel: Record<TTemplateDocType, string> = {
  6: '人物设定',
  3: '故事大纲',
  4: '分集大纲',
  5: '剧本',
  99: '其他',
};

/** Owner of a card template: user=1, system=2. */
export const CardTemplateOwner = { USER: 1, SYSTEM: 2 } as const;
/** One card template owner type. */
export type TCardTemplateOwner = ValueOf<typeof CardTemplateOwner>;
/** Zod enum of card template owner types. */
export const ZCardTemplateOwner = zCodeEnum(CardTemplateOwner, 'owner_type');
/** Chinese labels of card template owners. */
export const CardTemplateOwnerLabel: Record<TCardTemplateOwner, string> = { 1: '我的模板', 2: '系统模板' };

/** Mapping type of a card template: full=1, alone=2, sub=3 (internal; no UI label). */
export const CardMappingType = { FULL: 1, ALONE: 2, SUB: 3 } as const;
/** One card mapping type. */
export type TCardMappingType = ValueOf<typeof CardMappingType>;
/** Zod enum of card mapping types. */
export const ZCardMappingType = zCodeEnum(CardMappingType, 'mapping_type');

/** The two entries of the supervisor (producer) menu. */
export const SupervisorMenu = { SCRIPT: 'script', CONCEPTION: 'conception' } as const;
/** One supervisor menu entry. */
export type TSupervisorMenu = ValueOf<typeof SupervisorMenu>;
/** Chinese labels of the supervisor menu. */
export const SupervisorMenuLabel: Record<TSupervisorMenu, string> = { script: '剧本', conception: '构思' };
