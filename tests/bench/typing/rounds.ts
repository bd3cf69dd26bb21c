import { percentile } from '../relay/stats';
import { type TypingResult, typeAndMeasure } from './keystrokes';
import type { TypingTarget } from './pages';
import { startTrace, stopTrace, typingProfileDir } from './profile';
import { mergeTotals, pathCpuPerKeystroke, printTotals, type TraceTotals } from './trace-totals';

// The pages take turns: in each round every page types its share of both inputs, in the order of the
// round (forwards in even rounds, backwards in odd ones, so no page always follows the same one), and
// each page's samples of all rounds are pooled. Load from other processes that comes and goes then
// falls on every page alike, instead of on whichever page happened to type at that minute; and a
// p95 of a few hundred keystrokes moves less between runs than one of a hundred.

/** Keystroke counts of a run in rounds. */
export interface RoundsOptions {
  /** Rounds; every page types `perRound` measured keystrokes of each input in each. */
  rounds: number;
  perRound: number;
  /** Unmeasured keystrokes of each input at the start of each page's round (the page sat idle). */
  warmup: number;
  gapMs: number;
}

/** One page's pooled latencies per input, and the p95 of each of its rounds (for the round-by-round view). */
export interface PooledLatencies {
  editor: string;
  latencies: Record<TypingResult['input'], number[]>;
  roundP95: Record<TypingResult['input'], number[]>;
  /** Thread CPU on the keystroke's path per keystroke in each round, when traced. */
  roundPathCpu: number[];
  trace: TraceTotals | null;
}

/** Both inputs, in the order each round types them. */
export const INPUTS: TypingResult['input'][] = ['key press', 'text input'];

/** Types into every target in alternating rounds and returns each one's pooled latencies. */
export async function typeInRounds(targets: TypingTarget[], opts: RoundsOptions): Promise<PooledLatencies[]> {
  const pooled = targets.map((t) => ({
    editor: t.editor,
    latencies: { 'key press': [] as number[], 'text input': [] as number[] },
    roundP95: { 'key press': [] as number[], 'text input': [] as number[] },
    roundPathCpu: [] as number[],
    traces: [] as TraceTotals[],
  }));
  const profile = typingProfileDir();
  for (let round = 0; round < opts.rounds; round++) {
    const order = targets.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const target = targets[i] as TypingTarget;
      const into = pooled[i] as (typeof pooled)[number];
      await target.page.bringToFront();
      const before = await textLength(target);
      const trace = profile ? await startTrace(target.page) : null;
      for (const input of INPUTS) {
        const latencies = await typeAndMeasure(target.page, input, opts.perRound, opts.warmup, opts.gapMs);
        into.latencies[input].push(...latencies);
        into.roundP95[input].push(percentile(latencies, 95));
      }
      const typed = INPUTS.length * (opts.perRound + opts.warmup);
      if (trace && profile) {
        const totals = await stopTrace(trace, profile, `${target.editor} round ${round + 1}`, typed, false);
        into.traces.push(totals);
        into.roundPathCpu.push(pathCpuPerKeystroke(totals));
      }
      // A read-only or unfocused editor paints nothing new and would look fast.
      const grown = (await textLength(target)) - before;
      if (grown < typed * 0.9)
        throw new Error(`${target.editor}: typed ${typed} characters but the text grew by ${grown}`);
    }
  }
  return pooled.map(({ traces, ...p }) => {
    const trace = traces.length ? mergeTotals(traces) : null;
    if (trace) printTotals(`${p.editor}, ${traces.length} rounds`, trace);
    return { ...p, trace };
  });
}

async function textLength(target: TypingTarget): Promise<number> {
  return (await target.page.evaluate(
    `document.querySelector(${JSON.stringify(target.textSelector)})?.textContent?.length ?? 0`,
  )) as number;
}
