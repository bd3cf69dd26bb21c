import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { printTotals, type TraceEvent, type TraceTotals, traceTotals } from './trace-totals';

// Optional Chromium trace of a page while the bench types (BENCH_TYPING_PROFILE=<folder>): the
// latencies say that an editor is slow, the trace says whether the time per keystroke went to our
// JavaScript, to style and layout, or to paint, and the sampled JavaScript which functions.

/** The folder to write traces into, or null when profiling is off. */
export const typingProfileDir = (): string | null => process.env.BENCH_TYPING_PROFILE || null;

// `blink` names the work inside DevTools' coarse events: the "PrePaint" event is mostly
// Blink.CompositingInputs.UpdateTime (the layers' ink overflow walk), text insertion's
// Editor::SyncSelection and GetSelectionOffsets (the text input state), layerization's
// PaintArtifactCompositor::Update (docs/decisions.md, issue 11, H2, session 16).
const CATEGORIES = [
  'devtools.timeline',
  'blink',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

/** Starts a trace of the page (timeline events and sampled JavaScript). */
export async function startTrace(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES.split(',') } });
  return cdp;
}

/**
 * Ends the trace, writes `<name>.json` (opens in Chromium's DevTools performance panel) and returns
 * its totals (logged unless `log` is false: the typing bench logs each page's rounds together).
 */
export async function stopTrace(
  cdp: CDPSession,
  dir: string,
  name: string,
  keystrokes: number,
  log = true,
): Promise<TraceTotals> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^\w.-]+/g, '_')}.json`);
  fs.writeFileSync(file, JSON.stringify({ traceEvents: events }));
  const totals = traceTotals(events, keystrokes);
  if (log) printTotals(file, totals);
  return totals;
}
