import { z } from 'zod';
import { zId } from './ids';

/** Chinese messages of the history calls. */
export const HistoryMessage = {
  nameTooLong: '版本名称不能超过50个字',
  gone: '历史版本不存在',
  /** Name of the version recover takes of the content it replaces. */
  beforeRecover: '恢复前自动保存',
  /** Name of the version update_version takes of content a stale save overwrote. */
  beforeOverwrite: '覆盖前自动保存',
  /** Default name of a version created without a name. */
  manual: '手动保存',
  /** Default name of automatic versions (the list also shows the time). */
  auto: '自动保存',
} as const;

/** How long after the last version an edited document gets a new automatic one (ms). */
export const AUTO_VERSION_INTERVAL_MS = 10 * 60 * 1000;

const historyName = z.string({ error: 'name 须为文字' }).trim().max(50, HistoryMessage.nameTooLong);

/**
 * Which kind of document `doc_id` names in the history calls: a script document (`doc:`, the
 * default) or an idea document (`idea:`, the idea's id). Both keep versions the same way.
 */
export const HistoryKind = { Doc: 'doc', Idea: 'idea' } as const;
export type THistoryKind = (typeof HistoryKind)[keyof typeof HistoryKind];
const historyKind = z
  .enum([HistoryKind.Doc, HistoryKind.Idea], { error: 'kind 只能是剧本文档或构思文档' })
  .default(HistoryKind.Doc);

/** `GET works/doc_history_list?doc_id=&kind=` (an idea document: its idea id and kind=idea). */
export const ZHistoryListQuery = z.object({ doc_id: zId('doc_id'), kind: historyKind });
/** `GET works/doc_history?history_id=` and `DELETE works/doc_history`. */
export const ZHistoryIdInput = z.object({ history_id: zId('history_id') });
/** `POST works/doc_history`: a named version of the document as it is now. */
export const ZHistoryCreate = z.object({
  doc_id: zId('doc_id'),
  kind: historyKind,
  name: historyName.optional(),
});
/** `PUT works/doc_history`: rename a version (it then counts as a named one). */
export const ZHistoryRename = z.object({ history_id: zId('history_id'), name: historyName });
/** `POST works/doc_recover`: restore a version for every editor. */
export const ZDocRecover = z.object({ history_id: zId('history_id'), doc_id: zId('doc_id').optional() });

export type THistoryCreate = z.infer<typeof ZHistoryCreate>;
export type THistoryRename = z.infer<typeof ZHistoryRename>;
export type TDocRecover = z.infer<typeof ZDocRecover>;

/** One version in `doc_history_list` (newest first). */
export const ZHistoryItem = z.object({
  history_id: z.string(),
  /** The document's id (an idea document's: its idea id). */
  doc_id: z.string(),
  kind: z.enum([HistoryKind.Doc, HistoryKind.Idea]),
  name: z.string(),
  /** 1: taken by the system; 0: created or renamed by a person. */
  auto: z.union([z.literal(0), z.literal(1)]),
  char_count: z.number().int(),
  creator_id: z.string().nullable(),
  creator_name: z.string(),
  /** ms since epoch. */
  create_time: z.number(),
});
export type THistoryItem = z.infer<typeof ZHistoryItem>;
/** `GET works/doc_history` answer: a version with its content. */
export const ZHistoryDetail = ZHistoryItem.extend({
  content: z.string(),
  text: z.string(),
});
export type THistoryDetail = z.infer<typeof ZHistoryDetail>;
/** `POST works/doc_recover` answer. */
export const ZDocRecoverResult = z.object({
  doc_id: z.string(),
  /** The version that was restored. */
  recovered_from: z.string(),
  /** The automatic version of the content before recovery (recover it to undo). */
  backup_id: z.string().nullable(),
  version: z.number().int(),
  /** Whether open editors received the change live (false: applied to the stored state). */
  live: z.boolean(),
});
export type TDocRecoverResult = z.infer<typeof ZDocRecoverResult>;
