import { defineConfig } from 'vitest/config';

// Unit tests cover pure modules only (guard decisions, route table, validation wiring), so they run in
// node without the React/Tailwind plugins of vite.config.ts.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
