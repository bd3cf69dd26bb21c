import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../client';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * The API killed with SIGKILL while it writes: its database thread dies with it (nothing is left
 * holding the data folder), every statement it had seen committed is there when the next API opens
 * the folder, and the folder opens as a consistent database.
 */
it('keeps every committed row when the process is SIGKILLed mid-write, and the folder reopens', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'juzuo-pglite-kill-'));
  try {
    const child = spawn(
      process.execPath,
      ['--import', tsxLoader, path.join(here, 'sigkill-writer.fixture.ts'), dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_c, s) => resolve(s)));
    const lastCommitted = () => Number([...output.matchAll(/committed (\d+)\n/g)].at(-1)?.[1] ?? 0);
    const deadline = Date.now() + 90_000;
    while (lastCommitted() < 30 && child.exitCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(lastCommitted(), output).toBeGreaterThanOrEqual(30);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const seen = lastCommitted();

    const reopened = await openDatabase({ pgliteDir: dir });
    try {
      const rows = await reopened.db.execute<{ count: number; max: number }>(
        sql`select count(*)::int as count, max(n) as max from written`,
      );
      const { count, max } = rows.rows[0] ?? { count: 0, max: 0 };
      expect(max).toBeGreaterThanOrEqual(seen);
      // No gaps: each row was committed on its own, in order.
      expect(count).toBe(max);
      // Still writable after the crash.
      await reopened.db.execute(sql`insert into written values (${max + 1}, null)`);
    } finally {
      await reopened.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);
