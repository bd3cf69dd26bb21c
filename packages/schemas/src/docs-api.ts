import { z } from 'zod';
import { documentText } from './document-text';
import { ZEditType, ZIdeaDocType } from './ideas';
import { zId } from './ids';

/** Chinese messages of the document calls (shared by the API and the forms). */
export const DocMessage = {
  docNameRequired: '请输入文档名称',
  docNameTooLong: '文档名称不能超过50个字',
  volumeNameRequired: '请输入卷名称',
  volumeNameTooLong: '卷名称不能超过50个字',
  ideaNameTooLong: '创意名称不能超过50个字',
  tagNameRequired: '请输入标签名称',
  tagNameTooLong: '标签名称不能超过20个字',
  docGone: '文档不存在或已删除',
  volumeGone: '卷不存在或已删除',
  ideaGone: '创意文档不存在或已删除',
  tagGone: '标签不存在',
  orderMismatch: '排序列表包含不属于该作品的文档',
  volumeOrderMismatch: '排序列表包含不属于该作品的卷',
  contentTooLong: 'content 内容过长',
  /** 6001: the client saved from an older version; its content was kept and the overwritten text is in the history. */
  staleVersion: '文档已在其他地方更新，已保存你的内容，覆盖前的内容可在历史版本中找回',
  /** 6001 without content: the client's version is behind the server's. */
  behindVersion: '文档已在其他地方更新，请刷新获取最新内容',
} as const;

const name = (required: string, tooLong: string, max = 50) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
/** Optional volume: '' / null / absent mean the top level. */
const volumeId = z.preprocess(
  (v) => (v === '' || v === 0 ? null : v),
  zId('volume_id').nullable().optional(),
);

/** Largest HTML a REST save may send (characters). */
export const DOC_CONTENT_MAX = 2_000_000;

/** `GET project/doc/list`, `idea/list`, `works/content_tag_list`: `?project_id=`. */
export const ZProjectScopedQuery = z.object({ project_id: zId('project_id') });
/** `GET project/doc/detail`, `DELETE project/doc/delete`, `GET works/doc_history_list`: `doc_id`. */
export const ZDocIdInput = z.object({ doc_id: zId('doc_id') });
/** `POST project/doc/add`; doc_name defaults to 第N集 / 第N章 by the work's media type. */
export const ZDocAdd = z.object({
  project_id: zId('project_id'),
  doc_name: name(DocMessage.docNameRequired, DocMessage.docNameTooLong).optional(),
  volume_id: volumeId,
});
/** `PUT project/doc/update_name`. */
export const ZDocUpdateName = z.object({
  doc_id: zId('doc_id'),
  doc_name: name(DocMessage.docNameRequired, DocMessage.docNameTooLong),
});
/**
 * `POST project/doc/order`: the documents of one container (a volume, or the top level when
 * volume_id is empty) in their new order. Listed documents from elsewhere move into that container.
 */
export const ZDocOrder = z.object({
  project_id: zId('project_id'),
  volume_id: volumeId,
  doc_ids: z.array(zId('doc_ids'), { error: '缺少 doc_ids' }).max(5000, 'doc_ids 过多'),
});
/**
 * `PUT project/doc/update_version`: REST save for clients without Yjs. `content` is HTML (or plain
 * text); `version` is the version the client last read (omitted: no staleness check).
 */
export const ZDocUpdateVersion = z.object({
  doc_id: zId('doc_id'),
  // Document content: characters the database cannot hold are cleaned, never refused (document-text.ts).
  content: documentText(
    z.string({ error: 'content 须为文字' }).max(DOC_CONTENT_MAX, DocMessage.contentTooLong),
  ).optional(),
  version: z.coerce
    .number({ error: 'version 须为数字' })
    .int('version 须为整数')
    .min(0, 'version 不合法')
    .optional(),
});
/** `POST project/volume/add`. */
export const ZVolumeAdd = z.object({
  project_id: zId('project_id'),
  volume_name: name(DocMessage.volumeNameRequired, DocMessage.volumeNameTooLong).optional(),
});
/** `POST project/volume/order`: all or some volumes of a work in their new order. */
export const ZVolumeOrder = z.object({
  project_id: zId('project_id'),
  volume_ids: z.array(zId('volume_ids'), { error: '缺少 volume_ids' }).max(1000, 'volume_ids 过多'),
});
/** `PUT project/volume/update`. */
export const ZVolumeUpdate = z.object({
  volume_id: zId('volume_id'),
  volume_name: name(DocMessage.volumeNameRequired, DocMessage.volumeNameTooLong),
});
/** `DELETE project/volume/delete`: the volume goes; its documents move to the top level. */
export const ZVolumeDelete = z.object({ volume_id: zId('volume_id') });
/** `POST project/idea/add` (minimal: full idea editing comes with the ideas area). */
export const ZIdeaAdd = z.object({
  project_id: zId('project_id'),
  idea_name: name('请输入创意名称', DocMessage.ideaNameTooLong).optional(),
  doc_type: ZIdeaDocType,
  edit_type: ZEditType.optional(),
});
/** `GET project/idea/detail|preview`: `?idea_id=`. */
export const ZIdeaIdInput = z.object({ idea_id: zId('idea_id') });
/** `POST works/content_tag`: create (no tag_id), rename/recolor (tag_id), or delete (is_delete 1). */
export const ZContentTag = z.object({
  project_id: zId('project_id'),
  tag_id: zId('tag_id').optional(),
  tag_name: name(DocMessage.tagNameRequired, DocMessage.tagNameTooLong, 20).optional(),
  color: z
    .string({ error: 'color 须为文字' })
    .regex(/^(#[0-9a-fA-F]{3,8})?$/, 'color 须为 # 开头的十六进制颜色值，如 #1A2B3C')
    .optional(),
  is_delete: z.coerce.number().int().min(0).max(1, 'is_delete 只能为 0 或 1').optional(),
});

export type TDocAdd = z.infer<typeof ZDocAdd>;
export type TDocUpdateName = z.infer<typeof ZDocUpdateName>;
export type TDocOrder = z.infer<typeof ZDocOrder>;
export type TDocUpdateVersion = z.infer<typeof ZDocUpdateVersion>;
export type TVolumeAdd = z.infer<typeof ZVolumeAdd>;
export type TVolumeOrder = z.infer<typeof ZVolumeOrder>;
export type TVolumeUpdate = z.infer<typeof ZVolumeUpdate>;
export type TIdeaAdd = z.infer<typeof ZIdeaAdd>;
export type TContentTagInput = z.infer<typeof ZContentTag>;

/** One document in a list. */
export const ZDocItem = z.object({
  doc_id: z.string(),
  doc_name: z.string(),
  project_id: z.string(),
  volume_id: z.string().nullable(),
  sort: z.number().int(),
  char_count: z.number().int(),
  version: z.number().int(),
  last_editor_id: z.string().nullable(),
  /** ms since epoch. */
  update_time: z.number(),
});
export type TDocItem = z.infer<typeof ZDocItem>;
/** A volume with its documents in order. */
export const ZVolumeItem = z.object({
  volume_id: z.string(),
  volume_name: z.string(),
  sort: z.number().int(),
  docs: z.array(ZDocItem),
});
export type TVolumeItem = z.infer<typeof ZVolumeItem>;
/**
 * `project/doc/list` answer: `list` is every document in reading order (top-level documents first,
 * then each volume's); `volumes` and `docs` (top level) give the tree.
 */
export const ZDocList = z.object({
  list: z.array(ZDocItem),
  total: z.number().int(),
  volumes: z.array(ZVolumeItem),
  docs: z.array(ZDocItem),
});
export type TDocList = z.infer<typeof ZDocList>;
/** What the caller may do with a live document: edit it, or only read it. */
export const ZDocAccess = z.enum(['write', 'read']);
/** What the caller may do with one document, decided by the API's docs policies. */
export const ZDocAbilities = z.object({
  /** Edit the content, save versions and recover one (WriteWork). */
  can_write: z.boolean(),
  /** Rename the document. */
  can_rename: z.boolean(),
  /** Delete the document. */
  can_delete: z.boolean(),
});
export type TDocAbilities = z.infer<typeof ZDocAbilities>;
/** What the caller may do with one idea document, decided by the API's ideas policies. */
export const ZIdeaAbilities = z.object({
  /** Edit the idea document and its cards (EditIdeas). */
  can_write: z.boolean(),
});
export type TIdeaAbilities = z.infer<typeof ZIdeaAbilities>;
/** `project/doc/detail` answer: content is the last checkpoint's HTML, text its plain text. */
export const ZDocDetail = ZDocItem.extend({
  content: z.string(),
  text: z.string(),
  flags: z.record(z.string(), z.unknown()),
  /** What the caller may do with the live document (`doc:<doc_id>`). */
  access: ZDocAccess,
  abilities: ZDocAbilities,
});
export type TDocDetail = z.infer<typeof ZDocDetail>;
/** `project/doc/update_version` answer (status 0 or 6001). */
export const ZDocVersion = z.object({
  doc_id: z.string(),
  version: z.number().int(),
  char_count: z.number().int(),
});
export type TDocVersion = z.infer<typeof ZDocVersion>;
/** One idea document in a list. */
export const ZIdeaItem = z.object({
  idea_id: z.string(),
  idea_name: z.string(),
  project_id: z.string(),
  doc_type: z.number().int(),
  edit_type: z.number().int(),
  sort: z.number().int(),
  char_count: z.number().int(),
  version: z.number().int(),
  /** ms since epoch. */
  update_time: z.number(),
});
export type TIdeaItem = z.infer<typeof ZIdeaItem>;
/** `project/idea/detail` answer. */
export const ZIdeaDetail = ZIdeaItem.extend({
  content: z.string(),
  text: z.string(),
  /** What the caller may do with the live document (`idea:<idea_id>`). */
  access: ZDocAccess,
  abilities: ZIdeaAbilities,
});
export type TIdeaDetail = z.infer<typeof ZIdeaDetail>;
/** `project/idea/preview` answer: a short read-only look. */
export const ZIdeaPreview = z.object({
  idea_id: z.string(),
  idea_name: z.string(),
  doc_type: z.number().int(),
  /** First 200 characters of the plain text. */
  summary: z.string(),
  char_count: z.number().int(),
});
export type TIdeaPreview = z.infer<typeof ZIdeaPreview>;
/** One content tag. */
export const ZContentTagItem = z.object({
  tag_id: z.string(),
  tag_name: z.string(),
  color: z.string(),
  sort: z.number().int(),
});
export type TContentTag = z.infer<typeof ZContentTagItem>;
