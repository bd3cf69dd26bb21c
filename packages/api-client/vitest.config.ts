import { defineConfig } from 'vitest/config';

export default defineConfig({
  // forks: PGlite (the real API in flow tests) is happiest in its own process.
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' },
});
