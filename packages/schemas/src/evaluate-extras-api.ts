import { z } from 'zod';
import { type TEvaluateQuote, type TEvaluateReport, ZEvaluateQuote, ZEvaluateReport } from './evaluate-api';
import { zId } from './ids';
import { COMMENT_MAX } from './review-api';

// AI evaluation extras (issue 15): report findings posted into the supervisor review, benchmark
// works (标杆作品) and character analysis. Shared by the API and the web.

/** A finding of a report that quotes the text: what post_report_to_review can post as a comment. */
export interface TReportFinding {
  /** Stable within the report: `dim:<key>:<n>`, `hook`, `cliff:<n>`, `payoff:<n>`. */
  id: string;
  /** Short heading, e.g. 故事性 7.5分. */
  label: string;
  /** The comment text posted for it. */
  comment: string;
  quote: TEvaluateQuote;
}

const clip = (text: string) => (text.length > COMMENT_MAX ? `${text.slice(0, COMMENT_MAX - 1)}…` : text);

/** The quoted findings of a report in display order (dimension quotes, then the short-drama part). */
export function reportFindings(report: Pick<TEvaluateReport, 'dimensions' | 'drama'>): TReportFinding[] {
  const out: TReportFinding[] = [];
  const add = (id: string, label: string, reason: string, quote: TEvaluateQuote | null) => {
    if (quote) out.push({ id, label, comment: clip(`【AI评估·${label}】${reason}`.trim()), quote });
  };
  for (const d of report.dimensions)
    for (const [i, q] of d.quotes.entries()) add(`dim:${d.key}:${i}`, `${d.name} ${d.score}分`, d.reason, q);
  const drama = report.drama;
  if (drama) {
    const hook = drama.first_episode_hook;
    add('hook', `开篇钩子 ${hook.score}分`, hook.reason, hook.quote);
    for (const [i, c] of drama.cliffhangers.entries())
      add(`cliff:${i}`, `${c.episode}结尾悬念 ${c.score}分`, c.reason, c.quote);
    for (const [i, q] of drama.payoff_density.quotes.entries())
      add(`payoff:${i}`, '爽点', '这里是一个爽点/反转。', q);
  }
  return out;
}

/**
 * A report as evaluate_report_content and novel_report_content answer it: the report and what the
 * caller may do with it (post it into the review: a product work whose documents they comment on).
 */
export const ZEvaluateReportAnswer = ZEvaluateReport.extend({
  abilities: z.object({ can_post_review: z.boolean() }),
});

/** post_report_to_review: the report (newest without report_id) and which findings (all without items). */
export const ZPostReportToReview = z.object({
  eid: zId('eid'),
  report_id: zId('report_id').optional(),
  items: z
    .array(z.string().trim().min(1, 'items 不能含空值').max(40, 'items 的值过长'), {
      error: 'items 须为数组',
    })
    .min(1, '请至少选择一条评估意见')
    .max(200, 'items 最多200条')
    .optional(),
});

/** Where one finding went. */
export const ZPostedFinding = z.object({
  item: z.string(),
  doc_id: z.string(),
  doc_name: z.string(),
  comment_id: z.string(),
  /** False: the quote is no longer in the document; the comment is unanchored and says so. */
  anchored: z.boolean(),
});

/** One benchmark work (标杆作品) with the scores of its report. */
export const ZBaseWork = z.object({
  base_id: z.string(),
  base_name: z.string(),
  eid: z.string(),
  report_id: z.string(),
  work_name: z.string(),
  genre: z.enum(['script', 'novel']),
  overall_score: z.number(),
  dimensions: z.array(z.object({ key: z.string(), name: z.string(), score: z.number() })),
  create_time: z.string(),
});
export type TBaseWork = z.infer<typeof ZBaseWork>;

/** add_base_work: a finished report (the newest without report_id) becomes a benchmark. */
export const ZAddBaseWork = z.object({
  eid: zId('eid'),
  report_id: zId('report_id').optional(),
  base_name: z.string().trim().min(1, '标杆名称不能为空').max(50, '标杆名称最多50字').optional(),
});

/** One character as the analysis found it, with verified quotes from the snapshot. */
export const ZAnalysedCharacter = z.object({
  name: z.string(),
  /** 主角, 配角, 反派 ... as the engine judged. */
  role: z.string(),
  summary: z.string(),
  traits: z.array(z.string()),
  motivation: z.string(),
  arc: z.string(),
  relations: z.array(z.object({ name: z.string(), relation: z.string() })),
  /** How often the name occurs in the evaluated text. */
  mentions: z.number().int(),
  quotes: z.array(ZEvaluateQuote),
});
export type TAnalysedCharacter = z.infer<typeof ZAnalysedCharacter>;

/** The analysis state: never run (or reset), running, finished, failed. */
export const CharacterAnalysisState = {
  IDLE: 'idle',
  RUNNING: 'running',
  DONE: 'done',
  FAILED: 'failed',
} as const;

/** character_analyse/result: the state of the current run and the last finished analysis. */
export const ZCharacterAnalysis = z.object({
  eid: z.string(),
  state: z.enum(['idle', 'running', 'done', 'failed']),
  progress: z.number().int(),
  error: z.string(),
  job_id: z.string().nullable(),
  snapshot_id: z.string().nullable(),
  prompt: z.string(),
  characters: z.array(ZAnalysedCharacter),
  update_time: z.string(),
});
export type TCharacterAnalysis = z.infer<typeof ZCharacterAnalysis>;

/** Chinese messages of these calls. */
export const EvaluateExtraMessage = {
  uploadNoDocs: '外部上传的作品没有可批注的文档',
  noOffsets: '这份报告的快照没有记录文档位置，请重新评估后再发到审阅',
  noFindings: '没有可发到审阅的评估意见',
  quoteNoDoc: '引文不在任何文档中',
  unknownItem: (id: string) => `评估意见 ${id} 不存在`,
  quoteMoved: (quote: string) => `（原文已改动，未能定位引文“${quote.slice(0, 60)}”）`,
  baseExists: '这份报告已经是标杆作品',
  baseNameTaken: '标杆名称已存在',
  analysing: '人物分析正在进行中',
  analyseFailed: 'AI人物分析失败，请稍后重试',
} as const;
