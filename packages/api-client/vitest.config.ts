import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // forks: PGlite (the real API in flow tests) is happiest in its own process. isolate false: the
    // flow files share each worker's imported API and its PGlite template (compiled WASM, a migrated
    // dump) instead of each paying for them again; every file still starts its own API on its own
    // database (test/api-server.ts), and files that fake timers or fetch put them back.
    pool: 'forks',
    isolate: false,
  },
});
