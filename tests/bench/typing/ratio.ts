import { seededRandom } from '../relay/flow';
import { percentile } from '../relay/stats';
import type { TypingResult } from './keystrokes';
import type { PooledLatencies } from './rounds';

// How sure a p95 ratio is. A p95 of a few hundred keystrokes still moves between runs, so the
// report gives, beside the ratio of the pooled p95s, a 95 % bootstrap interval (both pages' samples
// resampled with replacement, the ratio of the two p95s taken each time) and the ratio of each
// round: a goal of 1.15x is met by a reading whose interval lies below it, not by one lucky p95.

/** The p95 of one editor against the yardstick's, for one input. */
export interface P95Ratio {
  editor: string;
  yardstick: string;
  input: TypingResult['input'];
  ratio: number;
  /** 2.5th and 97.5th percentile of the bootstrapped ratio. */
  low: number;
  high: number;
  /** The ratio of the two pages' p95 in each round (same round, so the same load). */
  rounds: number[];
}

const RESAMPLES = 2000;

/** The p95 ratio of `editor` to `yardstick` for `input`, with its bootstrap interval. */
export function p95Ratio(
  editor: PooledLatencies,
  yardstick: PooledLatencies,
  input: TypingResult['input'],
): P95Ratio {
  const a = editor.latencies[input];
  const b = yardstick.latencies[input];
  // A fixed seed: the same samples give the same interval in every report.
  const random = seededRandom(0x5eed);
  const resample = (xs: number[]) => Array.from(xs, () => xs[Math.floor(random() * xs.length)] as number);
  const boot = Array.from(
    { length: RESAMPLES },
    () => percentile(resample(a), 95) / percentile(resample(b), 95),
  );
  return {
    editor: editor.editor,
    yardstick: yardstick.editor,
    input,
    ratio: percentile(a, 95) / percentile(b, 95),
    low: percentile(boot, 2.5),
    high: percentile(boot, 97.5),
    rounds: editor.roundP95[input].map((p, i) => p / (yardstick.roundP95[input][i] ?? Number.NaN)),
  };
}

const x = (n: number) => `${n.toFixed(2)}x`;

/** One sentence for the report and the console. */
export function describeRatio(r: P95Ratio): string {
  return (
    `${r.editor}, ${r.input}: p95 ${x(r.ratio)} ${r.yardstick} (95 % bootstrap interval ${x(r.low)}-${x(r.high)}; ` +
    `by round ${r.rounds.map(x).join(' ')})`
  );
}
