import type { ValueOf } from './enum-utils';

/** Status code of an evaluation work (spec 01 section 4). */
export const EvaluateStatus = {
  DELETED: 1000,
  INTERNAL_NOT_STARTED: 1001,
  PENDING: 0,
  AI_EVALUATING: 1,
  AI_BUSY: 2,
  AI_SUCCEEDED: 3,
  MANUAL_IN_PROGRESS: 4,
  MANUAL_DONE: 5,
  NOT_ELIGIBLE: 6,
} as const;
/** One evaluation status code. */
export type TEvaluateStatus = ValueOf<typeof EvaluateStatus>;

/** Chinese meaning of each evaluation status code. */
export const EvaluateStatusLabel: Record<TEvaluateStatus, string> = {
  1000: '已删除',
  1001: '内部作品未开始评估',
  0: '待评估',
  1: 'AI评估中',
  2: 'AI繁忙，评估失败',
  3: 'AI评估完成',
  4: '人工评估中',
  5: '人工评估完成',
  6: '不符合评估条件',
};

/** True while an evaluation is still running (the list keeps polling these). */
export const isEvaluating = (status: number): boolean =>
  status === EvaluateStatus.AI_EVALUATING || status === EvaluateStatus.MANUAL_IN_PROGRESS;

/** Label of any code; unknown codes read "未知状态" rather than throwing. */
export const evaluateStatusLabel = (status: number): string =>
  (EvaluateStatusLabel as Record<number, string>)[status] ?? '未知状态';
