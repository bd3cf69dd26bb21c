import { defineConfig } from 'vitest/config';

// Relay tests against the real product: each file starts the product (and standalone relays) as child
// processes, so files run one after another on small machines.
export default defineConfig({
  test: {
    include: ['collab/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 240_000,
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
  },
});
