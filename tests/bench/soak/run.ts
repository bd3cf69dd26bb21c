import { scaleOutUnavailable } from '../../collab/support/scale-out';
import { describeMachine } from '../machine';
import { runSoak, type SoakLoad, type SoakResult } from './bench';
import { renderSoakMarkdown } from './report';
import { embeddedTarget, onePostgresTarget, type SoakTarget, scaleOutTarget } from './targets';

/**
 * `pnpm bench soak`: 20 documents x 5 editors for 10 minutes on the embedded default and on the
 * scale-out setup (scripts/scale-out.sh), one after the other. SOAK_MINUTES shortens it,
 * SOAK_TARGETS=embedded or scale-out runs one, `postgres` (opt-in) adds the one-process product on
 * PostgreSQL, SOAK_RATE and SOAK_BUCKET_SECONDS shape it;
 * SOAK_ERASE_SHARE=0.5 makes half the bursts erase, so the documents keep about their seeded size;
 * SOAK_GENERATORS (default 2, at most one per document) is how many child processes the editors are
 * split over, each holding whole documents (generator.ts): one event loop for all 100 editors became
 * the bottleneck of a long soak, its own queue showing as delivery latency;
 * SOAK_PRODUCT_NODE_OPTIONS gives the product's processes Node options (a profile over the
 * whole soak: `--cpu-prof --cpu-prof-dir=<dir> --cpu-prof-interval=1000`, written when it stops).
 */
export async function runSoakBench() {
  const minutes = Number(process.env.SOAK_MINUTES ?? 10);
  const docs = Number(process.env.SOAK_DOCS ?? 20);
  const generators = Number(process.env.SOAK_GENERATORS ?? 2);
  if (!(Number.isInteger(generators) && generators >= 1))
    throw new Error('SOAK_GENERATORS: want a whole number from 1');
  const load: SoakLoad = {
    docs,
    editors: Number(process.env.SOAK_EDITORS ?? 5),
    rate: Number(process.env.SOAK_RATE ?? 2),
    minutes,
    bucketSeconds: Number(process.env.SOAK_BUCKET_SECONDS ?? Math.max(15, (minutes * 60) / 10)),
    eraseShare: Number(process.env.SOAK_ERASE_SHARE ?? 0),
    generators: Math.min(generators, docs),
  };
  if (!(load.eraseShare >= 0 && load.eraseShare < 1))
    throw new Error('SOAK_ERASE_SHARE: want a number from 0 to below 1');
  const wanted = (process.env.SOAK_TARGETS ?? 'embedded,scale-out').split(',').map((s) => s.trim());
  const notes = process.env.BENCH_NOTE ? [process.env.BENCH_NOTE] : [];
  const starts: Array<[string, () => Promise<SoakTarget>]> = [];
  if (wanted.includes('embedded')) starts.push(['embedded', embeddedTarget]);
  if (wanted.includes('postgres')) starts.push(['postgres', onePostgresTarget]);
  if (wanted.includes('scale-out')) {
    const reason = scaleOutUnavailable();
    if (reason) notes.push(`Scale-out not measured: ${reason}.`);
    else starts.push(['scale-out', scaleOutTarget]);
  }
  const machine = describeMachine();
  const results: SoakResult[] = [];
  for (const [name, start] of starts) {
    console.log(`soak: starting ${name}`);
    const target = await start();
    try {
      results.push(await runSoak(target, load));
    } finally {
      await target.stop();
    }
  }
  return { markdown: renderSoakMarkdown(machine, results, notes), raw: { machine, results } };
}
