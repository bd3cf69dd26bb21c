import { z } from 'zod';
import { zStringEnum } from './enum-utils';
import { zId } from './ids';
import { ZWorkFrom } from './works';

// AI evaluation (issue 15; spec 01 sections 3, 4 and 7.6). The report's shape is shared by the API
// (which builds it from the engine's chunk answers) and the web (which reads and compares it).

/** What kind of text is evaluated: a short-drama script (hooks, cliffhangers, paywall) or a novel. */
export const EvaluateGenre = { SCRIPT: 'script', NOVEL: 'novel' } as const;

/** The dimensions every evaluation scores, in display order (evaluation_template answers them). */
export const EvaluateDimensions = [
  { key: 'story', name: '故事性', hint: '主线是否清楚、情节是否抓人' },
  { key: 'character', name: '人物塑造', hint: '人物是否立得住、动机是否可信' },
  { key: 'conflict', name: '冲突与节奏', hint: '冲突强度、推进速度、有无拖沓' },
  { key: 'dialogue', name: '台词', hint: '台词是否有个性、是否推动剧情' },
  { key: 'hook', name: '钩子与悬念', hint: '开头是否抓人、段落结尾是否留悬念' },
  { key: 'originality', name: '创新性', hint: '设定与桥段是否新鲜' },
  { key: 'marketability', name: '市场潜力', hint: '题材受众、付费意愿' },
] as const;
/** One dimension key. */
export type TEvaluateDimensionKey = (typeof EvaluateDimensions)[number]['key'];

/** A quote from the evaluated text, checked to occur in the snapshot at `start` (characters). */
export const ZEvaluateQuote = z.object({ text: z.string(), start: z.number().int() });
export type TEvaluateQuote = z.infer<typeof ZEvaluateQuote>;

/** One scored dimension: 0-10 score, the reasons and verified quotes. */
export const ZEvaluateDimension = z.object({
  key: z.string(),
  name: z.string(),
  score: z.number(),
  reason: z.string(),
  quotes: z.array(ZEvaluateQuote),
});
export type TEvaluateDimension = z.infer<typeof ZEvaluateDimension>;

/** Short-drama part of a report (genre script). */
export const ZDramaReport = z.object({
  first_episode_hook: z.object({ score: z.number(), reason: z.string(), quote: ZEvaluateQuote.nullable() }),
  cliffhangers: z.array(
    z.object({
      episode: z.string(),
      score: z.number(),
      reason: z.string(),
      quote: ZEvaluateQuote.nullable(),
    }),
  ),
  paywall: z.object({ episode: z.string(), reason: z.string() }).nullable(),
  /** Verified payoff moments per 1000 characters, with the moments. */
  payoff_density: z.object({
    per_thousand: z.number(),
    count: z.number().int(),
    quotes: z.array(ZEvaluateQuote),
  }),
});

/** The merged report of one run. */
export const ZEvaluateReport = z.object({
  report_id: z.string(),
  eid: z.string(),
  snapshot_id: z.string(),
  genre: z.enum(['script', 'novel']),
  prompt: z.string(),
  overall_score: z.number(),
  summary: z.string(),
  dimensions: z.array(ZEvaluateDimension),
  drama: ZDramaReport.nullable(),
  chunks: z.number().int(),
  char_count: z.number().int(),
  /** Quotes the engine gave that do not occur in the snapshot (dropped from the report). */
  dropped_quotes: z.number().int(),
  create_time: z.string(),
});
export type TEvaluateReport = z.infer<typeof ZEvaluateReport>;

/** One evaluation work as the list shows it; status is a code of EvaluateStatus. */
export const ZEvaluateWork = z.object({
  eid: z.string(),
  work_id: z.string(),
  work_from: z.number().int(),
  work_name: z.string(),
  genre: z.enum(['script', 'novel']),
  status: z.number().int(),
  status_label: z.string(),
  job_id: z.string().nullable(),
  progress: z.number().int(),
  error: z.string(),
  report_count: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type TEvaluateWork = z.infer<typeof ZEvaluateWork>;

export const ZEid = z.object({ eid: zId('eid') });

/** add_evaluate_work: a product work (work_from 0, work_id = project id) or an upload (1, work_id = file_id). */
export const ZAddEvaluateWork = z.object({
  work_id: zId('work_id'),
  work_from: ZWorkFrom,
  work_name: z.string().trim().max(100, { message: 'work_name 不能超过100个字' }).optional(),
  genre: zStringEnum(EvaluateGenre, 'genre').optional(),
});

export const ZUpdateEvaluateWork = z.object({
  eid: zId('eid'),
  work_name: z.string().trim().min(1, { message: 'work_name 不能为空' }).max(100).optional(),
  is_delete: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
});

export const ZEvaluateSnapshot = z.object({
  snapshot_id: z.string(),
  job_id: z.string(),
  char_count: z.number().int(),
  text: z.string(),
  create_time: z.string(),
});

/** One dimension of two reports side by side (b minus a). */
export interface TDimensionCompare {
  key: string;
  name: string;
  a: number | null;
  b: number | null;
  delta: number | null;
}

/** What a comparison reads: each dimension's key, name and score. */
export type TScored = { dimensions: ReadonlyArray<Pick<TEvaluateDimension, 'key' | 'name' | 'score'>> };

/** Dimension-by-dimension comparison of two reports, or a report and a benchmark (the web's compare view and tests use it). */
export function compareReports(a: TScored, b: TScored): TDimensionCompare[] {
  const keys = [...new Set([...a.dimensions, ...b.dimensions].map((d) => d.key))];
  return keys.map((key) => {
    const da = a.dimensions.find((d) => d.key === key);
    const db = b.dimensions.find((d) => d.key === key);
    const delta = da && db ? Math.round((db.score - da.score) * 10) / 10 : null;
    return { key, name: (da ?? db)?.name ?? key, a: da?.score ?? null, b: db?.score ?? null, delta };
  });
}

/** Chinese messages of the evaluation calls. */
export const EvaluateMessage = {
  notFound: '评估作品不存在或已删除',
  uploadNotFound: '上传的文件不存在，请重新上传',
  emptyText: '作品没有可评估的文字',
  running: '该作品正在评估中',
  notRunning: '该作品没有进行中的评估',
  badFile: '只支持 .txt 和 .docx 文件',
  tooLarge: (mb: number) => `文件不能超过${mb}MB`,
  failed: 'AI评估失败，请稍后重试',
  workGone: '作品已删除或无权访问',
  noReport: '该作品还没有评估报告',
} as const;
