import { defineConfig } from 'vitest/config';

// Unit tests cover pure modules only (guard decisions, route table, validation wiring), so they run in
// node without the React/Tailwind plugins of vite.config.ts. The files share each worker's imports
// (isolate false): none mocks a module, and the three that fake timers put real ones back.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The property tests (game runner, decorations) run hundreds of seeds: seconds on a loaded 2-core
    // machine, past the 5 s default (the game runner's took over 5 s at load 15).
    testTimeout: 30_000,
    isolate: false,
  },
});
