import { z } from 'zod';
import { DocMessage } from './docs-api';
import { EditType, ZIdeaDocType } from './ideas';
import { zId } from './ids';

// Idea documents beyond add/list/detail: rename, retype, delete, and switching how one is edited.

const ideaName = z
  .string({ error: '请输入创意名称' })
  .trim()
  .min(1, '请输入创意名称')
  .max(50, DocMessage.ideaNameTooLong);

/** `PUT project/idea/update`: name and/or document type. */
export const ZIdeaUpdate = z.object({
  idea_id: zId('idea_id'),
  idea_name: ideaName.optional(),
  doc_type: ZIdeaDocType.optional(),
});
export type TIdeaUpdate = z.infer<typeof ZIdeaUpdate>;

/** `PUT project/idea/update_name`. */
export const ZIdeaUpdateName = z.object({ idea_id: zId('idea_id'), idea_name: ideaName });

/** Edit types an idea can be switched to (not "not set"). */
const switchableEditType = z.coerce
  .number({ error: 'edit_type 须为 1（文档）、2（卡片）或 3（人物）' })
  .int('edit_type 须为 1（文档）、2（卡片）或 3（人物）')
  .refine(
    (v) => v === EditType.EDITOR || v === EditType.CARD || v === EditType.CHARACTER,
    'edit_type 须为 1（文档）、2（卡片）或 3（人物）',
  )
  .transform((v) => v as 1 | 2 | 3);

/** `POST project/idea/model_switch`: converts the content to the new edit type (docs/decisions.md). */
export const ZIdeaModelSwitch = z.object({ idea_id: zId('idea_id'), edit_type: switchableEditType });
export type TIdeaModelSwitch = z.infer<typeof ZIdeaModelSwitch>;

/** model_switch answer: the new edit type and how many cards or lines the content became. */
export const ZIdeaModelSwitchResult = z.object({
  idea_id: z.string(),
  edit_type: z.number().int(),
  /** Cards on the board after a switch to cards or character sheets. */
  cards: z.number().int(),
  /** Lines of the document after a switch to the rich-text editor. */
  lines: z.number().int(),
});
