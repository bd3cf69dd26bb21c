import { defineConfig } from 'vitest/config';

// The unit and flow tests of every package but the API (which runs on its own, once per database),
// in one Vitest run: each package keeps its own config (pool, isolation, timeouts) as a project, and
// the run pays for one Vitest start and one worker pool instead of one per package (scripts/test.sh).
export default defineConfig({
  test: {
    projects: [
      'packages/schemas/vitest.config.ts',
      'packages/doc-model/vitest.config.ts',
      'packages/script-formats/vitest.config.ts',
      'packages/api-client/vitest.config.ts',
      'apps/collab-server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
