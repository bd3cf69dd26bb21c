import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // TEST_DB=postgres: one migrated database per run that every test database copies.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    // Each file starts an app (database, migrations, job queue); a loaded 2-core machine needs headroom.
    hookTimeout: 120_000,
    pool: 'forks',
    isolate: false,
  },
});
