import { z } from 'zod';
import { zId } from './ids';
import { ZJobState } from './jobs';

// Novel to script (spec 03 section 7, issue 15): the payloads are not shown by the spec; these are
// ours (docs/decisions.md "Novel to script").

/** Longest novel one conversion takes (characters): about 300 chunks of the default budget. */
export const NOVEL_MAX_CHARS = 300_000;

/** What the conversion aims at: a short drama (many short episodes) or a longer series. */
export const ZNovelTarget = z.enum(['short_drama', 'series'], { error: '改编目标须为短剧或剧集' });
export type TNovelTarget = z.infer<typeof ZNovelTarget>;

/**
 * `POST /ai_web/ai/novel_to_screenplay`: the novel is `text` (pasted, or read from an uploaded file
 * by the page) or `source_project_id` (a novel work of the caller); the episodes go into
 * `project_id` (a script work, optionally its volume `volume_id`) or a new script work `project_name`.
 * `episodes` asks for that many episodes; without it each chapter becomes one episode.
 */
export const ZNovelToScript = z
  .object({
    text: z
      .string({ error: 'text 须为文字' })
      .max(NOVEL_MAX_CHARS, `小说不能超过${NOVEL_MAX_CHARS}字`)
      .optional(),
    source_project_id: zId('source_project_id').optional(),
    /** Chapters (documents) of the novel work to convert, in any order; without it, all of them. */
    doc_ids: z
      .array(zId('doc_ids'), { error: 'doc_ids 须为文档编号列表' })
      .min(1, '请至少选择一章')
      .max(2000, 'doc_ids 不能超过2000个')
      .optional(),
    target: ZNovelTarget.default('short_drama'),
    episodes: z
      .number({ error: 'episodes 须为数字' })
      .int('episodes 须为整数')
      .min(1, 'episodes 至少为1')
      .max(200, 'episodes 不能超过200')
      .optional(),
    project_id: zId('project_id').optional(),
    volume_id: zId('volume_id').optional(),
    project_name: z
      .string({ error: 'project_name 须为文字' })
      .trim()
      .min(1, '请填写新剧本作品的名称')
      .max(50, 'project_name 不能超过50个字')
      .optional(),
  })
  .refine((v) => Boolean(v.text?.trim()) !== Boolean(v.source_project_id), {
    message: '请粘贴小说正文、上传文件或选择一部小说作品（三选一）',
    path: ['text'],
  })
  .refine((v) => Boolean(v.project_id) !== Boolean(v.project_name), {
    message: '请选择要写入的剧本作品，或填写新作品的名称',
    path: ['project_id'],
  })
  .refine((v) => !v.doc_ids || v.source_project_id, {
    message: '选择章节时须同时选择小说作品',
    path: ['doc_ids'],
  })
  .refine((v) => !v.volume_id || v.project_id, {
    message: 'volume_id 须与所选剧本作品一起给出',
    path: ['volume_id'],
  });
export type TNovelToScript = z.input<typeof ZNovelToScript>;

/** One created episode, as the result lists it. */
export const ZNovelEpisode = z.object({
  doc_id: z.string(),
  doc_name: z.string(),
  scenes: z.number().int(),
  lines: z.number().int(),
  /** Everyone who speaks or is present, in order of appearance. */
  characters: z.array(z.string()),
});
export type TNovelEpisode = z.infer<typeof ZNovelEpisode>;

/** What a finished conversion created. */
export const ZNovelResult = z.object({
  project_id: z.string(),
  volume_id: z.string().nullable(),
  /** True when the conversion made the work itself. */
  new_work: z.boolean(),
  doc_ids: z.array(z.string()),
  episodes: z.array(ZNovelEpisode),
  /** The characters of the whole novel as the conversion named them. */
  characters: z.array(z.string()),
  /** Prompt file that produced it, e.g. `novel_to_script@v1`. */
  prompt: z.string(),
});
export type TNovelResult = z.infer<typeof ZNovelResult>;

/** One conversion (a durable job) as its owner sees it. */
export const ZNovelConversion = z.object({
  record_id: z.string(),
  state: ZJobState,
  progress: z.number().int(),
  /** Chunks the novel was split into, and how many are converted. */
  chunk_total: z.number().int(),
  chunk_done: z.number().int(),
  chapters: z.number().int(),
  target: ZNovelTarget,
  /** Where the episodes go: an existing work's id, or null for a new work named `project_name`. */
  project_id: z.string().nullable(),
  project_name: z.string(),
  error: z.string(),
  result: ZNovelResult.nullable(),
  create_time: z.number(),
  finish_time: z.number().nullable(),
});
export type TNovelConversion = z.infer<typeof ZNovelConversion>;

/** Body/query naming one conversion. */
export const ZNovelRecordRef = z.object({ record_id: zId('record_id') });

/** Chinese messages of the conversion. */
export const NovelScriptMessage = {
  notFound: '转换记录不存在或已无法查看',
  finished: '转换已结束，无法取消',
  title: (name: string) => `小说转剧本《${name}》`,
  notNovel: '所选作品不是小说作品',
  docsNotInWork: '所选章节不属于该小说作品或已删除',
  emptyNovel: '小说内容为空',
  notScriptWork: '只能写入剧本作品',
  tooManyChunks: (max: number) => `小说过长：分段超过${max}段，请分批转换`,
  badChunk: (n: number) => `第${n}段的改编结果两次都不符合剧本格式，转换已停止`,
  engineFailed: (n: number) => `第${n}段改编时AI引擎出错，请稍后重试`,
  workGone: '目标作品已删除或已无权写入',
  noScenes: '改编结果没有任何场景',
} as const;
