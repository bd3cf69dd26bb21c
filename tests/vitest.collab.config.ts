import { defineConfig } from 'vitest/config';

// Relay tests against the real product: files start the product (and standalone relays) as child
// processes. The global setup starts one plain product that the files with no env of their own share
// (collab/support/global-setup.ts). Two files run side by side: one at a time used about a third of
// the 2 cores (the files mostly wait on relays, checkpoints and process starts), and files share
// nothing they could collide on: ports are 0, PostgreSQL databases and documents have random names,
// Redis rate-limit keys are per deployment (docs/decisions.md).
export default defineConfig({
  test: {
    include: ['collab/**/*.test.ts'],
    globalSetup: ['collab/support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 240_000,
    pool: 'forks',
    maxWorkers: 2,
    // One retry under CI only: a story that passes on its retry is still listed as flaky in the run's
    // summary (tests/scripts/summarize-vitest.mjs) so it gets fixed at its cause; see docs/decisions.md.
    retry: process.env.CI ? 1 : 0,
  },
});
