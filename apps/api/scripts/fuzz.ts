/**
 * The long route fuzz: the same test file CI runs (src/fuzz/fuzz.test.ts) with a seed and budget of
 * your choosing, on PGlite or PostgreSQL. Usage (from the repository root):
 *
 *   npx -y pnpm@12.4.2 fuzz --seed 7 --iterations 300 [--db postgres]
 *
 * `--iterations` is the number of random cases per route (CI runs 40); every finding is printed with
 * its route, identity, request and answer, and the seed reproduces the run exactly.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    iterations: { type: 'string', default: '200' },
    db: { type: 'string', default: 'pglite' },
  },
});
if (
  !/^\d+$/.test(values.seed) ||
  !/^\d+$/.test(values.iterations) ||
  !['pglite', 'postgres'].includes(values.db)
) {
  console.error('usage: fuzz [--seed N] [--iterations N] [--db pglite|postgres]');
  process.exit(2);
}
console.log(`fuzz: seed ${values.seed}, ${values.iterations} cases per route, ${values.db}`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', 'src/fuzz/fuzz.test.ts', '--testTimeout=0', '--hookTimeout=0'],
  {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
    env: { ...process.env, FUZZ_SEED: values.seed, FUZZ_CASES: values.iterations, TEST_DB: values.db },
  },
);
process.exit(result.status ?? 1);
