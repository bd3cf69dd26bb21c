import { defineConfig } from 'vitest/config';

// Browser stories: the global setup starts the shared products (child processes: a plain one and one
// whose LLM is a test double) and one Chromium for the run; files whose options neither meets start
// their own (e2e/support/story.ts). On 2 cores two
// files side by side make timings flaky, so files run one after another.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    // Files share the one worker's imports (playwright-core, the support modules): with a fresh module
    // graph per file the imports alone took 9 % of the step (about 105 s of 1,165 s in a CI run). The
    // stories keep no module-level state of their own between files and mock nothing.
    isolate: false,
    // One retry under CI only: a story that passes on its retry is still listed as flaky in the run's
    // summary (tests/scripts/summarize-vitest.mjs) so it gets fixed at its cause; see docs/decisions.md.
    retry: process.env.CI ? 1 : 0,
  },
});
