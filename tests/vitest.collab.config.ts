import { defineConfig } from 'vitest/config';

// Relay tests against the real product: files start the product (and standalone relays) as child
// processes, so files run one after another on small machines. The global setup starts one plain
// product that the files with no env of their own share (collab/support/global-setup.ts).
export default defineConfig({
  test: {
    include: ['collab/**/*.test.ts'],
    globalSetup: ['collab/support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 240_000,
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    // One retry under CI only: a story that passes on its retry is still listed as flaky in the run's
    // summary (tests/scripts/summarize-vitest.mjs) so it gets fixed at its cause; see docs/decisions.md.
    retry: process.env.CI ? 1 : 0,
  },
});
