import { z } from 'zod';
import { zId } from './ids';

/** Life of a durable job: waiting (queued or between attempts), running, then one final state. */
export const JOB_STATES = ['waiting', 'running', 'done', 'failed', 'cancelled'] as const;
export const ZJobState = z.enum(JOB_STATES);
export type TJobState = z.infer<typeof ZJobState>;

/** States a job never leaves. */
export const JOB_FINAL_STATES: readonly TJobState[] = ['done', 'failed', 'cancelled'];

/** Whether a job has reached its final state. */
export const isJobFinal = (state: TJobState): boolean => JOB_FINAL_STATES.includes(state);

/** Kinds of job the product runs (the job definition's name). */
export const JOB_KINDS = ['works.export'] as const;
export type TJobKind = (typeof JOB_KINDS)[number];

/** Chinese names of the states, for the task list. */
export const JobStateLabel: Record<TJobState, string> = {
  waiting: '排队中',
  running: '进行中',
  done: '已完成',
  failed: '失败',
  cancelled: '已取消',
};

/** Chinese names of the kinds, for the task list. */
export const JobKindLabel: Record<string, string> = {
  'works.export': '导出作品',
};

/** What a finished export produced: a zip in the file store. */
export const ZWorkExportResult = z.object({
  /** Download link of the zip (`/files/...?name=...`, or on FILES_PUBLIC_URL). */
  url: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  documents: z.number().int(),
});
export type TWorkExportResult = z.infer<typeof ZWorkExportResult>;

/** One job as its owner sees it (jobs/detail, jobs/list, the events stream). Times are epoch ms. */
export const ZJob = z.object({
  job_id: z.string(),
  kind: z.string(),
  /** One line in Chinese, e.g. 导出《作品名》. */
  title: z.string(),
  state: ZJobState,
  /** 0-100. */
  progress: z.number().int().min(0).max(100),
  /** What the job produced when done (export: url, file_name, size, documents); null before. */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** Why it failed (or why the last attempt failed while it waits for a retry), in Chinese. */
  error: z.string(),
  attempts: z.number().int(),
  team_id: z.string().nullable(),
  /** The work a job is about (export), when it has one. */
  project_id: z.string().nullable(),
  create_time: z.number(),
  start_time: z.number().nullable(),
  finish_time: z.number().nullable(),
  update_time: z.number(),
});
export type TJob = z.infer<typeof ZJob>;

/** Job ids are ids (ids.ts). */
const jobId = zId('job_id');

/** Query of jobs/detail and body of jobs/cancel. */
export const ZJobRef = z.object({ job_id: jobId });
export type TJobRef = z.infer<typeof ZJobRef>;

/** Message-centre types of job notices. */
export const JobNoticeType = {
  done: 'job_done',
  failed: 'job_failed',
} as const;

/** Chinese texts of the jobs area. */
export const JobMessage = {
  notFound: '任务不存在或已无法查看',
  alreadyFinished: '任务已结束，无法取消',
  /** A failure the handler did not explain. */
  failedUnknown: '任务执行出错，请稍后重试',
  /** Kept on a job whose pg-boss attempt vanished for good. */
  lost: '任务执行中断且无法恢复，请重新发起',
  cancelledByUser: '任务已取消',
  doneTitle: '任务已完成',
  failedTitle: '任务失败',
  doneContent: (title: string) => `${title}已完成，可在任务列表中下载结果。`,
  failedContent: (title: string, reason: string) => `${title}失败：${reason}`,
  exportTitle: (workName: string) => `导出《${workName}》`,
  exportWorkGone: '作品不存在或已无法访问，导出已停止',
  exportStoreFailed: '导出文件保存失败，请稍后重试',
} as const;
