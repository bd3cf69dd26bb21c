import { defineConfig } from 'vitest/config';

// The files share each worker's imports (isolate false: Hocuspocus, Yjs and the API's modules are
// evaluated once per worker instead of once per file); none mocks a module or changes the environment.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    isolate: false,
  },
});
