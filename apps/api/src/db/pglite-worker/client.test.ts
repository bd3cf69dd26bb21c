import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '../../lib/db-errors';
import { type Database, openDatabase } from '../client';
import { users } from '../schema/index';
import { PgliteWorkerClient } from './client';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'juzuo-pglite-worker-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The embedded database in its worker thread keeps PGlite's own semantics, seen through Drizzle. */
describe('PGlite in a worker thread', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: path.join(tempDir(), 'pglite') });
    await database.db.execute(sql`create table t (id int primary key, note text)`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs in a worker, not in this thread', () => {
    const client = (database.db as unknown as { $client: unknown }).$client;
    expect(client).toBeInstanceOf(PgliteWorkerClient);
  });

  it('commits a transaction, and a statement from outside waits for it without breaking it', async () => {
    let outside: Promise<unknown> | undefined;
    let committed = false;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1, 'a')`);
      // On a connection shared without care, this failing statement would land inside the open
      // transaction and abort it, and the COMMIT below would silently roll back.
      outside = database.db.execute(sql`select 1 / 0`).then(
        () => 'no error',
        (error: unknown) => ({ state: sqlStateOf(error), afterCommit: committed }),
      );
      await delay(50);
      await tx.execute(sql`insert into t values (2, 'b')`);
      committed = true;
    });
    expect(await outside).toEqual({ state: '22012', afterCommit: true });
    const rows = await database.db.execute<{ id: number }>(sql`select id from t order by id`);
    expect(rows.rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('rolls back a transaction whose callback throws, and rethrows its error', async () => {
    const boom = new Error('boom');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (3, 'c')`);
        throw boom;
      }),
    ).rejects.toBe(boom);
    const rows = await database.db.execute(sql`select id from t where id = 3`);
    expect(rows.rows).toEqual([]);
  });

  it('rolls back nested savepoints only', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (4, 'd')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into t values (5, 'e')`);
          throw new Error('inner');
        })
        .catch(() => {});
    });
    const rows = await database.db.execute<{ id: number }>(sql`select id from t where id >= 4 order by id`);
    expect(rows.rows.map((r) => r.id)).toEqual([4]);
  });

  it("carries PostgreSQL's SQLSTATE and constraint across the thread", async () => {
    const error = await database.db.execute(sql`insert into t values (1, 'again')`).catch((e: unknown) => e);
    expect(sqlStateOf(error)).toBe('23505');
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain('t_pkey');
  });

  it('maps rows through Drizzle: dates, bytea, json and booleans', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ id: 'u1', phone: '13800000000', name: '测试', specialTags: { a: 1 } })
      .returning();
    expect(user?.createdAt).toBeInstanceOf(Date);
    const [again] = await database.db.select().from(users).where(eq(users.id, 'u1'));
    expect(again?.createdAt.getTime()).toBe(user?.createdAt.getTime());
    expect(again?.specialTags).toEqual({ a: 1 });
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const row = await database.db.execute<{ b: Uint8Array; j: { a: number[] }; ok: boolean }>(
      sql`select ${bytes}::bytea as b, '{"a":[1,2]}'::jsonb as j, true as ok`,
    );
    expect(row.rows[0]?.b).toBeInstanceOf(Uint8Array);
    expect([...(row.rows[0]?.b ?? [])]).toEqual([...bytes]);
    expect(row.rows[0]?.j).toEqual({ a: [1, 2] });
    expect(row.rows[0]?.ok).toBe(true);
  });

  it('delivers LISTEN notifications (pg-boss wakes its workers with them)', async () => {
    const client = (database.db as unknown as { $client: PgliteWorkerClient }).$client;
    const heard: string[] = [];
    const stop = await client.listen('jz_test', (payload) => heard.push(payload));
    await database.db.execute(sql`select pg_notify('jz_test', '你好')`);
    for (let i = 0; i < 50 && heard.length === 0; i++) await delay(10);
    await stop();
    await database.db.execute(sql`select pg_notify('jz_test', 'after')`);
    await delay(50);
    expect(heard).toEqual(['你好']);
  });
});

describe('PGlite worker data folder', () => {
  it('keeps what was committed across close and reopen', async () => {
    const dir = path.join(tempDir(), 'pglite');
    const first = await openDatabase({ pgliteDir: dir });
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('剧本')`);
    await first.close();
    const second = await openDatabase({ pgliteDir: dir });
    const rows = await second.db.execute<{ v: string }>(sql`select v from kept`);
    await second.close();
    expect(rows.rows).toEqual([{ v: '剧本' }]);
  });

  it('fails calls after the thread is closed instead of hanging', async () => {
    const client = new PgliteWorkerClient();
    await client.waitReady;
    await client.close();
    await expect(client.query('select 1')).rejects.toThrow();
  });
});
