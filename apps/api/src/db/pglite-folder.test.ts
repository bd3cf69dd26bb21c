import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

/**
 * The embedded database's data folder as the product opens it: created on first start (initdb in a
 * child process), opened as is afterwards, and run with the smaller buffer pool the worker sets.
 */
describe('embedded database folder', () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'juzuo-pglite-folder-'));
  });

  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates a new folder, keeps its rows across a reopen, and runs with 32 MB of shared buffers', async () => {
    const folder = path.join(dir, 'pglite');
    const first = await openDatabase({ pgliteDir: folder });
    try {
      expect(fs.existsSync(path.join(folder, 'PG_VERSION'))).toBe(true);
      await first.db.execute(sql`create table kept (note text)`);
      await first.db.execute(sql`insert into kept values ('第一次启动写入')`);
    } finally {
      await first.close();
    }

    const second = await openDatabase({ pgliteDir: folder });
    try {
      const kept = await second.db.execute<{ note: string }>(sql`select note from kept`);
      expect(kept.rows.map((row) => row.note)).toEqual(['第一次启动写入']);
      const buffers = await second.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
      expect(buffers.rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await second.close();
    }
  });

  it('names the folder when it cannot be created', async () => {
    // A regular file where the folder should be: initdb cannot write into it.
    const blocked = path.join(dir, 'a-file');
    fs.writeFileSync(blocked, 'not a folder');
    await expect(openDatabase({ pgliteDir: path.join(blocked, 'pglite') })).rejects.toThrow(blocked);
  });
});
