import { createScratchPostgres } from '@juzuo/api';

/** A throw-away PostgreSQL database for one benchmark run, dropped afterwards. */
export function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return createScratchPostgres({ adminUrl, namePrefix: 'jz_bench', connectionTimeoutMillis: 3_000 });
}
