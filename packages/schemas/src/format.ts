/**
 * Display formatters shared by the web app (spec 01 section 9, spec 03 section 9). Pure functions:
 * the current time is a parameter so tests and server rendering are deterministic.
 */

/** Anything that denotes an instant: a Date, epoch milliseconds, or an ISO string. */
export type TInstant = Date | number | string;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Epoch ms of an instant, or NaN when it cannot be read. */
const toMs = (t: TInstant): number => (t instanceof Date ? t.getTime() : new Date(t).getTime());

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Local calendar date as YYYY-MM-DD; '' for an unreadable instant. */
export const formatDate = (t: TInstant): string => {
  const ms = toMs(t);
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
};

/** Local date and time as YYYY-MM-DD HH:mm; '' for an unreadable instant. */
export const formatDateTime = (t: TInstant): string => {
  const ms = toMs(t);
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms);
  return `${formatDate(d)} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
};

/**
 * Relative time: 刚刚 under a minute, N分钟前 under an hour, N小时前 under a day, N天前 under a week
 * (all rounded down), then the date as YYYY-MM-DD. A time up to a minute in the future also reads
 * 刚刚 (clocks drift); further in the future shows the date, never a negative "N分钟前".
 */
export const formatRelativeTime = (t: TInstant, now: TInstant): string => {
  const ms = toMs(t);
  const nowMs = toMs(now);
  if (Number.isNaN(ms) || Number.isNaN(nowMs)) return '';
  const diff = nowMs - ms;
  if (diff < -MINUTE) return formatDate(ms);
  if (diff < MINUTE) return '刚刚';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)}天前`;
  return formatDate(ms);
};

/** One decimal, rounded down, trailing ".0" dropped: 1.29 -> '1.2', 2.0 -> '2'. */
const oneDecimalDown = (value: number, unit: number): string => {
  // Integer arithmetic on tenths avoids float artefacts such as 1.2000000000000002.
  const tenths = Math.floor((value * 10) / unit);
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
};

/**
 * Big counts with 万 and 亿: below 10,000 as is; then one decimal, rounded DOWN so a count is never
 * shown larger than it is (19,999 -> 1.9万, 99,999,999 -> 9999.9万, never "10000万"), trailing .0
 * dropped (10,000 -> 1万). Fractions below 10,000 are rounded to integers; non-finite gives '0'.
 */
export const formatCount = (n: number): string => {
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (abs < 10_000) return `${sign}${Math.round(abs)}`;
  if (abs < 100_000_000) return `${sign}${oneDecimalDown(abs, 10_000)}万`;
  return `${sign}${oneDecimalDown(abs, 100_000_000)}亿`;
};

/** Whole seconds split into hours, minutes and seconds (negative and NaN count as 0). */
export const splitDuration = (seconds: number): { hours: number; minutes: number; seconds: number } => {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
};

/**
 * Duration in Chinese units from the largest non-zero unit down to seconds:
 * 5 -> '5秒', 65 -> '1分5秒', 3605 -> '1小时0分5秒', 0 -> '0秒'.
 */
export const formatDuration = (seconds: number): string => {
  const d = splitDuration(seconds);
  if (d.hours > 0) return `${d.hours}小时${d.minutes}分${d.seconds}秒`;
  if (d.minutes > 0) return `${d.minutes}分${d.seconds}秒`;
  return `${d.seconds}秒`;
};

/** Player-style clock: 65 -> '01:05', 3605 -> '1:00:05'. */
export const formatClock = (seconds: number): string => {
  const d = splitDuration(seconds);
  const mmss = `${pad2(d.minutes)}:${pad2(d.seconds)}`;
  return d.hours > 0 ? `${d.hours}:${mmss}` : mmss;
};
