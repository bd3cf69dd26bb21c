import { z } from 'zod';
import { zId } from './ids';

// Supervisor review (spec 02 section 7 "Supervisor"; issue 12): comments and suggestions anchored on
// a script document (`comments:<doc_id>`), struct tags, comment templates, producer review documents.

/** Longest comment or reply. */
export const COMMENT_MAX = 2000;
/** Longest producer review document (characters of HTML). */
export const PRODUCER_DOC_MAX = 200_000;

/** Messages the review calls answer with. */
export const ReviewMessage = {
  commentGone: '批注不存在或已删除',
  badRange: '所选文字不在文档中，请重新选择',
  replyHasNoRange: '回复不能再选文字',
  notSuggestion: '这条批注不是修改建议',
  decided: '这条修改建议已处理过',
  detached: '原文已删除，无法采纳',
  notAuthor: '只能修改或删除自己的批注',
  producerDocGone: '审读文档不存在或已删除',
  tagGone: '结构标签不存在',
  ideaNotText: '只有文档形式的构思可以划词批注（卡片、人物形式请先切换为文档）',
} as const;

/**
 * Which kind of document `doc_id` names in the comment calls: a script document (`doc`, the
 * default; `comments:<doc_id>`) or an idea's rich-text document (`idea`, the idea's id;
 * `comments:<idea_id>`, anchors in `idea:<idea_id>`), as in the history calls.
 */
export const ReviewKind = { Doc: 'doc', Idea: 'idea' } as const;
export type TReviewKind = (typeof ReviewKind)[keyof typeof ReviewKind];
const ZReviewKindName = z.enum([ReviewKind.Doc, ReviewKind.Idea], { error: 'kind 只能是剧本文档或构思文档' });
const reviewKind = ZReviewKindName.default(ReviewKind.Doc);

const offset = (name: string) =>
  z.coerce
    .number({ error: `${name} 须为数字` })
    .int(`${name} 须为整数`)
    .min(0, `${name} 不能小于 0`);

const content = z
  .string({ error: '请输入批注内容' })
  .trim()
  .min(1, '请输入批注内容')
  .max(COMMENT_MAX, `批注最多${COMMENT_MAX}字`);

/**
 * `POST works/comment`: a thread on `[start, end)` of doc/detail's `text` ({doc_id, content, start,
 * end}), or a reply ({doc_id, parent_id, content}). `suggestion` makes it a proposed replacement.
 */
export const ZCommentAdd = z
  .object({
    doc_id: zId('doc_id'),
    kind: reviewKind,
    content,
    start: offset('start').optional(),
    end: offset('end').optional(),
    parent_id: zId('parent_id').optional(),
    tag_id: zId('tag_id').optional(),
    /** Replace the selected text with this (a suggestion a writer accepts or rejects). */
    suggestion: z
      .string({ error: 'suggestion 须为文字' })
      .max(COMMENT_MAX, `修改建议最多${COMMENT_MAX}字`)
      .optional(),
  })
  .refine((v) => v.parent_id !== undefined || (v.start !== undefined && v.end !== undefined), {
    message: '请先选中要批注的文字（start）',
    path: ['start'],
  })
  .refine((v) => v.start === undefined || v.end === undefined || v.start < v.end, {
    message: 'end 须大于起点',
    path: ['end'],
  });
export type TCommentAdd = z.infer<typeof ZCommentAdd>;

/** `PUT works/comment`: new text, resolve or reopen. */
export const ZCommentUpdate = z.object({
  comment_id: zId('comment_id'),
  content: content.optional(),
  resolved: z.boolean({ error: 'resolved 须为布尔值' }).optional(),
  tag_id: z.union([zId('tag_id'), z.literal('')]).optional(),
});

/** `DELETE works/comment`. */
export const ZCommentIdInput = z.object({ comment_id: zId('comment_id') });

/** `POST works/comment/suggestion`: a writer accepts (the text is replaced) or rejects it. */
export const ZSuggestionDecide = z.object({
  comment_id: zId('comment_id'),
  accept: z.boolean({ error: '请选择采纳或拒绝（accept）' }),
});

const ZSuggestion = z.object({
  text: z.string(),
  state: z.enum(['open', 'accepted', 'rejected']),
  decided_by: z.string(),
});

/** A reply as comment/list answers it. */
export const ZCommentReply = z.object({
  comment_id: z.string(),
  parent_id: z.string(),
  content: z.string(),
  author_id: z.string(),
  author_name: z.string(),
  mentions: z.array(z.string()),
  create_time: z.number(),
  update_time: z.number(),
  can_edit: z.boolean(),
});

/** A thread: where its words are now (offsets into doc/detail `text`), its replies, what the caller may do. */
export const ZCommentThread = ZCommentReply.extend({
  /** What doc_id names: a script document or an idea document. */
  kind: ZReviewKindName,
  /** The text anchored now; the original words when detached. */
  quote: z.string(),
  start: z.number(),
  end: z.number(),
  resolved: z.boolean(),
  /** The anchored words were deleted (原文已删除); the thread stays. */
  detached: z.boolean(),
  tag_id: z.string(),
  suggestion: ZSuggestion.nullable(),
  replies: z.array(ZCommentReply),
});
export type TCommentThread = z.infer<typeof ZCommentThread>;

/** `GET works/comment/list?doc_id=`: filters by tag, status and author. */
export const ZCommentListInput = z.object({
  doc_id: zId('doc_id'),
  kind: reviewKind,
  tag_id: zId('tag_id').optional(),
  status: z.enum(['open', 'resolved', 'all']).optional(),
  author_id: zId('author_id').optional(),
});

/** What the caller may do on the review of this document. */
export const ZReviewAbilities = z.object({
  /** Comment, reply, resolve (Producer, or the kind's writers: WriteWork for scripts, EditIdeas for ideas). */
  can_comment: z.boolean(),
  /** Accept or reject suggestions (the kind's writers: the change goes into the document). */
  can_decide: z.boolean(),
});

export const ZCommentList = z.object({
  list: z.array(ZCommentThread),
  total: z.number(),
  abilities: ZReviewAbilities,
});

/** A struct tag (剧作结构标签): what part of the drama a comment or document is about. */
export const ZStructTag = z.object({
  tag_id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type TStructTag = z.infer<typeof ZStructTag>;

/** `PUT works/doc_or_idea/struct_tag`: the struct tags of a script document or an idea. */
export const ZStructTagSet = z
  .object({
    doc_id: zId('doc_id').optional(),
    idea_id: zId('idea_id').optional(),
    tag_ids: z.array(zId('tag_ids'), { error: 'tag_ids 须为列表' }).max(20, '最多20个标签'),
  })
  .refine((v) => (v.doc_id === undefined) !== (v.idea_id === undefined), {
    message: '请指定要设置标签的文档（doc_id）或构思',
    path: ['doc_id'],
  });

/** A comment template (常用批注). */
export const ZCommentTemplate = z.object({
  template_id: z.string(),
  tag_id: z.string(),
  content: z.string(),
});
export type TCommentTemplate = z.infer<typeof ZCommentTemplate>;

/** A producer review document (审读意见) of a work. */
export const ZProducerDoc = z.object({
  producer_id: z.string(),
  project_id: z.string(),
  title: z.string(),
  author_id: z.string(),
  author_name: z.string(),
  version: z.number(),
  update_time: z.number(),
  can_write: z.boolean(),
});
export const ZProducerDocDetail = ZProducerDoc.extend({ content: z.string() });

const producerTitle = z
  .string({ error: '请输入审读文档标题' })
  .trim()
  .min(1, '请输入审读文档标题')
  .max(50, '审读文档标题最多50字');

/** `POST works/producers`. */
export const ZProducerDocAdd = z.object({ project_id: zId('project_id'), title: producerTitle });
/** `PUT works/producers`: rename. */
export const ZProducerDocRename = z.object({ producer_id: zId('producer_id'), title: producerTitle });
/** `PUT works/producer`: save its content (HTML). */
export const ZProducerDocSave = z.object({
  producer_id: zId('producer_id'),
  content: z.string({ error: 'content 须为文字' }).max(PRODUCER_DOC_MAX, '审读文档过长'),
});
