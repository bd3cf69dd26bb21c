import { defineConfig } from 'drizzle-kit';

// Migrations are generated at development time (`pnpm db:generate`) and committed; the API applies
// them at start on PGlite or PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
