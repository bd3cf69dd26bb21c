import { z } from 'zod';
import { CardMappingType, ZCardMappingType, ZCardTemplateOwner } from './ideas';
import { zId } from './ids';

// Idea cards (the card board `cards:<idea_id>`) and card templates: inputs and answers.

/** Longest card title. */
export const CARD_TITLE_MAX = 100;
/** Longest text of one card field. */
export const CARD_FIELD_TEXT_MAX = 5000;
/** Most fields a card template has. */
export const CARD_TEMPLATE_FIELDS_MAX = 30;

/** A template field key: lowercase letters, digits and `_`, starting with a letter. */
const FIELD_KEY = /^[a-z][a-z0-9_]{0,31}$/;
const fieldKey = z
  .string({ error: 'key 须为文字' })
  .regex(FIELD_KEY, 'key 须以小写字母开头，只含小写字母、数字和下划线，最多32位');

const cardTitle = z
  .string({ error: '请输入卡片标题' })
  .trim()
  .min(1, '请输入卡片标题')
  .max(CARD_TITLE_MAX, `卡片标题最多${CARD_TITLE_MAX}字`);

/** Field texts of a card, by template field key. */
const cardFields = z.record(
  fieldKey,
  z
    .string({ error: 'fields 的内容须为文字' })
    .max(CARD_FIELD_TEXT_MAX, `卡片字段最多${CARD_FIELD_TEXT_MAX}字`),
  { error: 'fields 须为对象，字段名以小写字母开头，只含小写字母、数字和下划线' },
);

/** A place on the board (0 is first). */
const boardIndex = z.coerce
  .number({ error: 'index 须为数字' })
  .int('index 须为整数')
  .min(0, 'index 不能小于 0')
  .max(100_000, 'index 过大');

/** `POST works/idea_card/add`. */
export const ZIdeaCardAdd = z.object({
  idea_id: zId('idea_id'),
  title: cardTitle,
  /** A card template (system or user); its fields are the card's fields. */
  template_id: zId('template_id').optional(),
  fields: cardFields.optional(),
  /** Where on the board; the end when absent. */
  index: boardIndex.optional(),
});
export type TIdeaCardAdd = z.infer<typeof ZIdeaCardAdd>;

/** `PUT works/idea_card/update`: what is given changes; fields merge key by key; index moves it. */
export const ZIdeaCardUpdate = z.object({
  card_id: zId('card_id'),
  title: cardTitle.optional(),
  template_id: zId('template_id').optional(),
  fields: cardFields.optional(),
  index: boardIndex.optional(),
});
export type TIdeaCardUpdate = z.infer<typeof ZIdeaCardUpdate>;

/** `?card_id=` of get_by_id and delete. */
export const ZIdeaCardIdInput = z.object({ card_id: zId('card_id') });

/** One card as REST reads it (the board's last checkpoint). */
export const ZIdeaCard = z.object({
  card_id: z.string(),
  idea_id: z.string(),
  title: z.string(),
  template_id: z.string(),
  fields: z.record(z.string(), z.string()),
  /** Place on the board, 0 first. */
  sort: z.number().int(),
  update_time: z.number().int(),
});
export type TIdeaCard = z.infer<typeof ZIdeaCard>;

/** `GET works/idea_card/list?idea_id=`: the board in order, and what the caller may do. */
export const ZIdeaCardList = z.object({
  list: z.array(ZIdeaCard),
  total: z.number().int(),
  /** The board's checkpoint version (bumped by every stored change). */
  version: z.number().int(),
  abilities: z.object({ can_write: z.boolean() }),
});
export type TIdeaCardList = z.infer<typeof ZIdeaCardList>;

/** One field of a card template. */
export const ZCardTemplateField = z.object({ key: fieldKey, label: z.string() });
export type TCardTemplateField = z.infer<typeof ZCardTemplateField>;

const templateName = z
  .string({ error: '请输入模板名称' })
  .trim()
  .min(1, '请输入模板名称')
  .max(30, '模板名称最多30字');

const templateFieldsInput = z
  .array(
    z.object({
      key: fieldKey.optional(),
      label: z
        .string({ error: '请输入字段名称' })
        .trim()
        .min(1, '请输入字段名称')
        .max(20, '字段名称最多20字'),
    }),
    { error: 'fields 须为字段列表' },
  )
  .min(1, '卡片模板至少要有一个字段')
  .max(CARD_TEMPLATE_FIELDS_MAX, `卡片模板最多${CARD_TEMPLATE_FIELDS_MAX}个字段`);

/** `POST works/card_template`: a user template. Fields without a key get `f1`, `f2` ... by place. */
export const ZCardTemplateCreate = z.object({
  name: templateName,
  mapping_type: ZCardMappingType.optional().default(CardMappingType.FULL),
  /** The template a sub (3) template extends. */
  parent_id: zId('parent_id').optional(),
  fields: templateFieldsInput,
});
export type TCardTemplateCreate = z.infer<typeof ZCardTemplateCreate>;

/** `PUT works/card_template`: the caller's own template. */
export const ZCardTemplateUpdate = z.object({
  template_id: zId('template_id'),
  name: templateName.optional(),
  mapping_type: ZCardMappingType.optional(),
  fields: templateFieldsInput.optional(),
});
export type TCardTemplateUpdate = z.infer<typeof ZCardTemplateUpdate>;

export const ZCardTemplateIdInput = z.object({ template_id: zId('template_id') });

/** A card template as the API presents it (system ones have owner_type 2 and update_time 0). */
export const ZCardTemplate = z.object({
  template_id: z.string(),
  name: z.string(),
  owner_type: ZCardTemplateOwner,
  mapping_type: ZCardMappingType,
  parent_id: z.string(),
  fields: z.array(ZCardTemplateField),
  update_time: z.number().int(),
});
export type TCardTemplate = z.infer<typeof ZCardTemplate>;
