import type { Page } from 'playwright-core';
import { percentile, sleep } from '../relay/stats';

/** Keystroke-to-paint figures of one editor. */
export interface TypingResult {
  editor: string;
  input: 'key press' | 'text input';
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

const keys = 'abcdefghijklmnopqrstuvwxyz';
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Types `count` keystrokes (after `warmup` unmeasured ones) with the caret where the page put it,
 * `gapMs` apart after each one painted, and returns their keystroke-to-paint times. Key presses are
 * a-z; text input inserts one Chinese character per step without key events, as an IME commit does.
 * The page must run MEASURE_SCRIPT (in-page.ts).
 */
export async function typeAndMeasure(
  page: Page,
  input: TypingResult['input'],
  count: number,
  warmup: number,
  gapMs: number,
) {
  await page.evaluate(
    `window.__typing.mode = ${JSON.stringify(input === 'key press' ? 'keydown' : 'beforeinput')}`,
  );
  await page.evaluate('window.__typing.latencies.length = 0');
  const latencies: number[] = [];
  for (let i = 0; i < warmup + count; i++) {
    if (input === 'key press') await page.keyboard.press(keys[i % keys.length] as string);
    else await page.keyboard.insertText('剧作台'[i % 3] as string);
    // Each keystroke is measured alone: the next one waits until this one has painted, so a slow
    // editor is not also charged for keystrokes queued behind it.
    const got = (await page.evaluate('window.__typing.next()')) as number | undefined;
    if (got === undefined) throw new Error(`keystroke ${i} was not painted within 10 s`);
    if (i >= warmup) latencies.push(got);
    await sleep(gapMs);
  }
  return latencies;
}

/** Percentiles of one editor's keystroke-to-paint times, logged as they come. */
export function summarise(editor: string, input: TypingResult['input'], latencies: number[]): TypingResult {
  const r = {
    editor,
    input,
    samples: latencies.length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    max: round(Math.max(...latencies)),
  };
  console.log(
    `${editor.padEnd(44)} ${input.padEnd(10)} p50 ${r.p50} ms  p95 ${r.p95} ms  max ${r.max} ms  (${r.samples})`,
  );
  return r;
}
