import crypto from 'node:crypto';
import {
  HISTORY_DUPLICATE_MESSAGE,
  projectDocDetail,
  worksDocHistory,
  worksDocHistoryCreate,
  worksDocHistoryDelete,
  worksDocHistoryList,
  worksDocHistoryRename,
  worksDocRecover,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { fakeClock } from '../../test/clock';
import { raw } from '../../test/inject';
import { relayCheckpoints } from '../collab/testing';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';

const SECRET = crypto.randomBytes(24).toString('hex');

describe('document history', () => {
  let app: FastifyInstance;
  let f: DocsFixture;
  // One evolving Y.Doc per document, as a relay holds it: each store is a descendant of the last.
  const checkpoint = relayCheckpoints(() => app, SECRET);
  const store = (docId: string, lines: string[]) => checkpoint(`doc:${docId}`, lines);
  const list = async (docId: string, token = f.owner.token) =>
    (await okDef(app, worksDocHistoryList, { token, input: { doc_id: docId } })).list;
  const create = (docId: string, name?: string, token = f.member.token) =>
    callDef(app, worksDocHistoryCreate, { token, input: { doc_id: docId, name } });
  const detail = (docId: string) =>
    okDef(app, projectDocDetail, { token: f.owner.token, input: { doc_id: docId } });
  const text = async (docId: string) => (await detail(docId)).text;

  beforeAll(async () => {
    app = await createTestApp({ INTERNAL_SECRET: SECRET });
    f = await docsFixture(app, '55500003');
  });
  afterAll(async () => app.close());

  it('creates, lists, reads, renames and deletes versions; the same content twice is 304', async () => {
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    expect(await list(docId)).toEqual([]);
    await store(docId, ['初稿第一行']);
    // The store took an automatic version; naming the same content names that version.
    const [auto] = await list(docId);
    expect(auto).toMatchObject({ auto: 1, name: '自动保存' });
    const named = await create(docId, '初稿');
    expect(named).toMatchObject({ status: 0, data: { history_id: auto?.history_id } });
    expect(worksDocHistoryCreate.output.safeParse(named.data).success).toBe(true);
    const again = await create(docId, '再来一次');
    expect([again.status, again.msg]).toEqual([304, HISTORY_DUPLICATE_MESSAGE]);

    await store(docId, ['初稿第一行', '第二行']);
    const second = await create(docId);
    expect(second.status).toBe(0);
    const versions = await list(docId, f.admin.token);
    expect(versions.map((v) => [v.name, v.auto, v.char_count])).toEqual([
      ['手动保存', 0, 8],
      ['初稿', 0, 5],
    ]);
    expect(versions[0]).toMatchObject({
      doc_id: docId,
      creator_id: f.member.user_id,
      creator_name: expect.any(String),
    });

    const one = await okDef(app, worksDocHistory, {
      token: f.admin.token,
      input: { history_id: second.data.history_id },
    });
    expect(one).toMatchObject({ content: '<p>初稿第一行</p><p>第二行</p>', text: '初稿第一行\n第二行' });

    const renamed = await okDef(app, worksDocHistoryRename, {
      token: f.member.token,
      input: { history_id: second.data.history_id, name: '二稿' },
    });
    expect(renamed).toEqual({ history_id: second.data.history_id, name: '二稿' });
    expect((await list(docId))[0]?.name).toBe('二稿');
    await okDef(app, worksDocHistoryDelete, {
      token: f.member.token,
      input: { history_id: second.data.history_id },
    });
    expect((await list(docId)).map((v) => v.name)).toEqual(['初稿']);
    const gone = await callDef(app, worksDocHistory, {
      token: f.owner.token,
      input: { history_id: second.data.history_id },
    });
    expect([gone.status, gone.msg]).toEqual([4040, '历史版本不存在']);
  });

  it('recovers a version without a relay; the replaced content is kept so recover can be undone', async () => {
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    await store(docId, ['甲版本']);
    const v1 = (await create(docId, '甲')).data.history_id;
    await store(docId, ['乙版本', '多了一行']);
    const result = await okDef(app, worksDocRecover, {
      token: f.member.token,
      input: { doc_id: docId, history_id: v1 },
    });
    expect(result).toMatchObject({ doc_id: docId, recovered_from: v1, live: false });
    expect(await text(docId)).toBe('甲版本');
    const backup = (await list(docId)).find((v) => v.history_id === result.backup_id);
    expect(backup).toMatchObject({ name: '恢复前自动保存', auto: 1 });
    const recovered = await detail(docId);
    expect(recovered.flags).toMatchObject({
      recovered_from: { history_id: v1, backup_id: result.backup_id },
    });
    expect(recovered.version).toBe(result.version);

    // Undo: recover the backup.
    await okDef(app, worksDocRecover, { token: f.member.token, input: { history_id: result.backup_id } });
    expect(await text(docId)).toBe('乙版本\n多了一行');
  });

  it('thins automatic versions older than a week to one per day; named versions stay', async () => {
    const clock = fakeClock(app);
    // Move to the next 10:00 in UTC+8, so the first three versions share a calendar day (tokens live 30 days).
    const day = 24 * 60 * 60_000;
    const tenAm = Math.ceil((clock.now() - 2 * 60 * 60_000) / day) * day + 2 * 60 * 60_000;
    clock.advance(tenAm - clock.now());
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    await store(docId, ['一']);
    clock.advance(11 * 60_000);
    await store(docId, ['一', '二']);
    clock.advance(11 * 60_000);
    await store(docId, ['一', '二', '三']);
    clock.advance(60_000);
    await store(docId, ['一', '二', '三', '四']);
    expect((await create(docId, '定稿')).status).toBe(0);
    expect((await list(docId)).map((v) => v.char_count)).toEqual([4, 3, 2, 1]);
    clock.advance(8 * 24 * 60 * 60_000);
    await store(docId, ['一', '二', '三', '四', '五']);
    expect((await list(docId)).map((v) => [v.name, v.char_count])).toEqual([
      ['自动保存', 5],
      ['定稿', 4],
      ['自动保存', 3],
    ]);
  });

  it('answers 7013 to read-only members, 8003 to outsiders, 4220 for bad input', async () => {
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    await store(docId, ['内容']);
    const historyId = (await create(docId, '版本')).data.history_id;
    const admin = f.admin.token;
    const readOnly = [
      create(docId, 'x', admin),
      callDef(app, worksDocHistoryRename, { token: admin, input: { history_id: historyId, name: 'x' } }),
      callDef(app, worksDocHistoryDelete, { token: admin, input: { history_id: historyId } }),
      // The id in the query (older clients) is read too: the refusal comes after validation.
      raw(app, 'DELETE', worksDocHistoryDelete.path, admin, { query: { history_id: historyId } }),
      callDef(app, worksDocRecover, { token: admin, input: { history_id: historyId } }),
    ];
    for (const res of await Promise.all(readOnly)) expect(res.status).toBe(7013);
    const outsider = [
      callDef(app, worksDocHistoryList, { token: f.outsider.token, input: { doc_id: docId } }),
      callDef(app, worksDocHistory, { token: f.outsider.token, input: { history_id: historyId } }),
      create(docId, 'x', f.outsider.token),
    ];
    for (const res of await Promise.all(outsider)) expect(res.status).toBe(8003);
    const tooLong = await create(docId, '名'.repeat(51));
    expect([tooLong.status, tooLong.msg]).toEqual([4220, '版本名称不能超过50个字']);
    const missing = await callDef(app, worksDocRecover, { token: f.member.token, input: {} as never });
    expect([missing.status, missing.msg]).toEqual([4220, '缺少 history_id']);
  });
});
