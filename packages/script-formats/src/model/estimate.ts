import type { ScriptElement } from './elements';
import { emWidth, PAGE, TEXT_HEIGHT, TEXT_WIDTH, wrappedLines } from './layout';

/**
 * Default pace of a short-drama script: characters of dialogue and action per minute of screen time.
 * A rule of thumb, not a standard (docs/decisions.md "Page and runtime estimates" gives its source);
 * each work can set its own.
 */
export const DEFAULT_CHARS_PER_MINUTE = 500;
/** Bounds of the per-work pace setting. */
export const CHARS_PER_MINUTE_MIN = 50;
export const CHARS_PER_MINUTE_MAX = 5000;

/** Characters that count towards screen time: the spoken words and the action, without white space. */
export function timedChars(elements: readonly ScriptElement[]): number {
  let n = 0;
  for (const e of elements) {
    const text = e.kind === 'dialogue' ? e.speech : e.kind === 'action' ? e.text : '';
    n += [...text.replace(/\s/g, '')].length;
  }
  return n;
}

/** Estimated screen time in seconds at `charsPerMinute`. */
export const runtimeSeconds = (chars: number, charsPerMinute: number): number =>
  Math.round((chars / Math.max(charsPerMinute, 1)) * 60);

/** Lines one element takes in the exported layout (a dialogue wraps after its speaker: hanging indent). */
function linesOf(e: ScriptElement, columnEms: number, novel: boolean): number {
  if (e.kind === 'dialogue' && e.speaker && e.speakerEnd > 0) {
    const hang = emWidth(e.shown.slice(0, e.speakerEnd));
    if (hang < columnEms / 2) return wrappedLines(emWidth(e.shown.slice(e.speakerEnd)), columnEms - hang);
  }
  return wrappedLines(emWidth(e.shown), columnEms, novel && e.kind === 'plain' ? PAGE.proseIndent : 0);
}

/**
 * Pages a document takes in the exported layout (PDF and Word): it starts on a new page under its
 * title, scene headings have space above, a `第N集` line starts a new page. An estimate of the same
 * arithmetic the PDF writer's line breaking does; Word may break lines a little differently.
 */
export function estimatePages(elements: readonly ScriptElement[], novel = false): number {
  const columnEms = Math.floor(TEXT_WIDTH / PAGE.fontSize);
  let pages = 1;
  let y = PAGE.titleSize * 1.5 + PAGE.sceneGap;
  elements.forEach((e, i) => {
    if (e.kind === 'plain' && e.episode !== null && i > 0) {
      pages += 1;
      y = 0;
    }
    if (e.kind === 'scene' && y > 0) y += PAGE.sceneGap;
    for (let n = linesOf(e, columnEms, novel); n > 0; n -= 1) {
      if (y + PAGE.lineHeight > TEXT_HEIGHT) {
        pages += 1;
        y = 0;
      }
      y += PAGE.lineHeight;
    }
  });
  return pages;
}

/** Pages, timed characters and screen time of one document (an episode) or a sum of them. */
export interface Estimate {
  pages: number;
  chars: number;
  seconds: number;
}

/** The estimate of one document. */
export function estimateOf(
  elements: readonly ScriptElement[],
  charsPerMinute: number,
  novel = false,
): Estimate {
  const chars = timedChars(elements);
  return { pages: estimatePages(elements, novel), chars, seconds: runtimeSeconds(chars, charsPerMinute) };
}

/** Screen time as writers say it: `1分30秒`, `2小时05分`. */
export function formatRuntime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}秒`;
  const m = Math.floor(s / 60);
  if (m < 60) return s % 60 ? `${m}分${s % 60}秒` : `${m}分钟`;
  return `${Math.floor(m / 60)}小时${String(m % 60).padStart(2, '0')}分`;
}
