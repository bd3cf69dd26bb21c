import { defineConfig } from 'vitest/config';

// Pure functions only (no mocks, no environment changes): the files share each worker's imports
// instead of paying a fresh worker and module graph per file (about 1 s a file on 2 cores).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The property tests run hundreds of seeds: seconds on a loaded 2-core machine, past the 5 s default.
    testTimeout: 30_000,
    isolate: false,
  },
});
