import { defineConfig } from 'vitest/config';

// Browser stories: the global setup starts the shared products (child processes: a plain one and one
// whose LLM is a test double) and one Chromium for the run; files whose options neither meets start
// their own (e2e/support/story.ts). Two files run side by side: one file at a time left a quarter of
// the 2 cores idle (each story waits on round trips through browser, product and relay), and every
// story signs in users of its own, so neighbours share nothing but the processes (docs/decisions.md).
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // A single story takes up to 30 s on a quiet machine alone; side by side with another file under
    // load it took up to 68 s. The timeout catches hangs, not slowness (timings belong to tests/bench).
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: 'forks',
    maxWorkers: 2,
    // Files share the one worker's imports (playwright-core, the support modules): with a fresh module
    // graph per file the imports alone took 9 % of the step (about 105 s of 1,165 s in a CI run). The
    // stories keep no module-level state of their own between files and mock nothing.
    isolate: false,
    // One retry under CI only: a story that passes on its retry is still listed as flaky in the run's
    // summary (tests/scripts/summarize-vitest.mjs) so it gets fixed at its cause; see docs/decisions.md.
    retry: process.env.CI ? 1 : 0,
  },
});
