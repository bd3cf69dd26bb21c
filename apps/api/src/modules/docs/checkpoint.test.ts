import crypto from 'node:crypto';
import { appendLines, docFromLines, docFromState, docToText } from '@juzuo/doc-model';
import {
  projectDocDelete,
  projectDocDetail,
  projectDocUpdateVersion,
  projectIdeaAdd,
  projectIdeaDetail,
  type TEnvelope,
} from '@juzuo/schemas';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { collabStates, docHistory, works } from '../../db/schema/index';
import { createTestApp } from '../../test/app';
import { okDef } from '../../test/call';
import { fakeClock } from '../../test/clock';
import { okCall } from '../../test/inject';
import { createGameBoard } from '../game/repo';
import { addWork, setMember } from '../works/testing';
import { addDoc, type DocsFixture, docsFixture } from './testing';

const SECRET = crypto.randomBytes(24).toString('hex');
const b64 = (u: Uint8Array) => Buffer.from(u).toString('base64');

describe('relay checkpoints: load, store, access', () => {
  let app: FastifyInstance;
  let f: DocsFixture;
  const internal = async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<TEnvelope<T>> =>
    (await app.inject({ method, url, headers: { 'x-internal-secret': SECRET }, payload })).json();
  const store = (document: string, state: Uint8Array, editors: string[] = []) =>
    internal<{ stored: boolean; version: number }>('POST', '/internal/collab/store', {
      document,
      state: b64(state),
      editors,
    });
  const load = async (document: string) => {
    const res = await internal<{ state: string | null }>('GET', `/internal/collab/load?document=${document}`);
    expect(res.status).toBe(0);
    return res.data.state === null ? null : new Uint8Array(Buffer.from(res.data.state, 'base64'));
  };
  const detail = (docId: string) =>
    okDef(app, projectDocDetail, { token: f.owner.token, input: { doc_id: docId } });
  const addIdea = async (docType: 1 | 4 | 99) =>
    okDef(app, projectIdeaAdd, { token: f.owner.token, input: { project_id: f.workId, doc_type: docType } });
  const versions = (docId: string) =>
    app.database.db
      .select()
      .from(docHistory)
      .where(eq(docHistory.document, `doc:${docId}`));

  beforeAll(async () => {
    app = await createTestApp({ INTERNAL_SECRET: SECRET });
    f = await docsFixture(app, '55500002');
  });
  afterAll(async () => app.close());

  it('round trip: a stored Yjs state comes back from load and shows in doc/detail', async () => {
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    expect(await load(`doc:${docId}`)).toBeNull();
    const doc = docFromLines([{ block: 'scene', text: '1-1 日 内 客栈大堂' }, '林秋：<别出声>']);
    const res = await store(`doc:${docId}`, Y.encodeStateAsUpdate(doc), [f.member.user_id]);
    expect(res).toMatchObject({ status: 0, data: { stored: true, version: 1 } });
    expect(docToText(docFromState(await load(`doc:${docId}`)))).toBe('1-1 日 内 客栈大堂\n林秋：<别出声>');
    expect(await detail(docId)).toMatchObject({
      doc_id: docId,
      doc_name: '第1集',
      content: '<p data-block="scene">1-1 日 内 客栈大堂</p><p>林秋：&lt;别出声&gt;</p>',
      text: '1-1 日 内 客栈大堂\n林秋：<别出声>',
      version: 1,
      char_count: 13,
      last_editor_id: f.member.user_id,
    });
  });

  it('a stored checkpoint marks its work as just updated (the works list sorts by it)', async () => {
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    const old = new Date('2020-01-01T00:00:00Z');
    await app.database.db.update(works).set({ updatedAt: old }).where(eq(works.id, f.workId));
    await store(`doc:${docId}`, Y.encodeStateAsUpdate(docFromLines(['新写的一行'])));
    const [row] = await app.database.db.select().from(works).where(eq(works.id, f.workId));
    expect(row?.updatedAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it('skips a store of unchanged content; a state missing content merges instead of blanking', async () => {
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    const doc = docFromLines(['第一句台词']);
    expect((await store(`doc:${docId}`, Y.encodeStateAsUpdate(doc))).data).toMatchObject({
      stored: true,
      version: 1,
    });
    expect((await store(`doc:${docId}`, Y.encodeStateAsUpdate(doc))).data).toMatchObject({
      stored: false,
      version: 1,
    });
    // Same content, encoded by another Y.Doc that loaded it: still nothing new.
    const reloaded = docFromState(await load(`doc:${docId}`));
    expect((await store(`doc:${docId}`, Y.encodeStateAsUpdate(reloaded))).data.stored).toBe(false);
    // An empty document (a relay whose load failed) cannot blank what is stored.
    expect((await store(`doc:${docId}`, Y.encodeStateAsUpdate(new Y.Doc()))).data.stored).toBe(false);
    expect((await detail(docId)).text).toBe('第一句台词');
    // Real edits are stored and bump the version.
    appendLines(reloaded, ['第二句']);
    expect((await store(`doc:${docId}`, Y.encodeStateAsUpdate(reloaded))).data).toMatchObject({
      stored: true,
      version: 2,
    });
    expect((await detail(docId)).text).toBe('第一句台词\n第二句');
  });

  it('concurrent first stores from two relays both survive (the merge is serialised per document)', async () => {
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    const a = docFromLines(['甲写的']);
    const b = docFromLines(['乙写的']);
    await Promise.all([
      store(`doc:${docId}`, Y.encodeStateAsUpdate(a)),
      store(`doc:${docId}`, Y.encodeStateAsUpdate(b)),
    ]);
    const text = (await detail(docId)).text;
    expect(text.split('\n').sort()).toEqual(['乙写的', '甲写的']);
    expect((await detail(docId)).version).toBe(2);
  });

  it('an empty first store of a new document is not a checkpoint', async () => {
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    expect((await store(`doc:${docId}`, Y.encodeStateAsUpdate(new Y.Doc()))).data).toMatchObject({
      stored: false,
      version: 0,
    });
    const [state] = await app.database.db
      .select()
      .from(collabStates)
      .where(eq(collabStates.name, `doc:${docId}`));
    expect(state).toBeUndefined();
  });

  it('stores atomically: when any part fails, state, html, text and version all stay as they were', async () => {
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    // A failing history insert (the last step of a store's transaction) must roll the whole store back.
    await app.database.db.execute(
      sql.raw(`create or replace function jz_fail_history() returns trigger language plpgsql as $$
        begin raise exception 'history unavailable'; end $$`),
    );
    await app.database.db.execute(
      sql.raw(
        'create trigger jz_fail_history before insert on doc_history for each row execute function jz_fail_history()',
      ),
    );
    try {
      const res = await store(`doc:${docId}`, Y.encodeStateAsUpdate(docFromLines(['不会保存'])));
      expect(res.status).toBe(5000);
    } finally {
      await app.database.db.execute(sql.raw('drop trigger jz_fail_history on doc_history'));
    }
    const [state] = await app.database.db
      .select()
      .from(collabStates)
      .where(eq(collabStates.name, `doc:${docId}`));
    expect(state).toBeUndefined();
    expect(await detail(docId)).toMatchObject({ content: '', text: '', version: 0, char_count: 0 });
    // The retry (as the relay does) then succeeds with everything together.
    const retry = await store(`doc:${docId}`, Y.encodeStateAsUpdate(docFromLines(['会保存'])));
    expect(retry.data).toMatchObject({ stored: true, version: 1 });
    expect(await detail(docId)).toMatchObject({
      content: '<p>会保存</p>',
      text: '会保存',
      version: 1,
      char_count: 3,
    });
  });

  it('takes an automatic version when content changed and the last version is over 10 minutes old', async () => {
    const clock = fakeClock(app);
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    const doc = docFromLines(['开场']);
    await store(`doc:${docId}`, Y.encodeStateAsUpdate(doc));
    expect((await versions(docId)).map((v) => [v.auto, v.text])).toEqual([[true, '开场']]);
    clock.advance(5 * 60_000);
    appendLines(doc, ['五分钟后']);
    await store(`doc:${docId}`, Y.encodeStateAsUpdate(doc));
    expect(await versions(docId)).toHaveLength(1);
    clock.advance(6 * 60_000);
    appendLines(doc, ['十一分钟后']);
    await store(`doc:${docId}`, Y.encodeStateAsUpdate(doc));
    const after = await versions(docId);
    expect(after.map((v) => v.text).sort()).toEqual(['开场', '开场\n五分钟后\n十一分钟后']);
    expect(after.every((v) => v.auto)).toBe(true);
  });

  it('load builds and keeps a state for a document that has HTML but no Yjs state', async () => {
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    await okDef(app, projectDocUpdateVersion, {
      token: f.member.token,
      input: { doc_id: docId, content: '<p data-block="action">△推门。</p>' },
    });
    await app.database.db.delete(collabStates).where(eq(collabStates.name, `doc:${docId}`));
    const first = await load(`doc:${docId}`);
    const second = await load(`doc:${docId}`);
    expect(docToText(docFromState(first))).toBe('△推门。');
    // The same bytes both times: two relays loading it get the same Yjs items (no duplicated text).
    expect(second).toEqual(first);
  });

  it('load and store refuse other kinds, unknown and deleted documents; bad states are 4220', async () => {
    expect((await internal('GET', '/internal/collab/load?document=cards:abc')).status).toBe(4040);
    expect((await internal('GET', '/internal/collab/load?document=doc:nope')).status).toBe(4040);
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    await okDef(app, projectDocDelete, { token: f.member.token, input: { doc_id: docId } });
    expect((await internal('GET', `/internal/collab/load?document=doc:${docId}`)).status).toBe(4040);
    const bad = await internal('POST', '/internal/collab/store', {
      document: `doc:${docId}`,
      state: b64(new Uint8Array([255, 255, 255])),
    });
    expect(bad).toMatchObject({ status: 4220, msg: 'state 不是有效的 Yjs 状态' });
  });

  it('idea documents load and store too', async () => {
    const { idea_id } = await addIdea(1);
    await store(`idea:${idea_id}`, Y.encodeStateAsUpdate(docFromLines(['选题：古装悬疑'])));
    const idea = await okDef(app, projectIdeaDetail, { token: f.owner.token, input: { idea_id } });
    expect(idea).toMatchObject({ text: '选题：古装悬疑', version: 1, access: 'write' });
  });

  // cards: (issue 12) and game: (issue 13) mirror their checkpoints now; their areas test that.
  it('outline: keeps its Yjs state only; comments: stores beside the document (its mirror counts versions)', async () => {
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    const names = [`outline:${f.workId}`, `comments:${docId}`];
    for (const name of names) {
      expect(await load(name)).toBeNull();
      const doc = new Y.Doc();
      doc.getMap('cards').set('c1', '主角：林秋');
      expect((await store(name, Y.encodeStateAsUpdate(doc))).data).toMatchObject({
        stored: true,
        // comments: mirrors its threads (none here) into review_comments and counts versions.
        version: name.startsWith('comments:') ? 1 : 0,
      });
      expect((await store(name, Y.encodeStateAsUpdate(doc))).data.stored).toBe(false);
      expect(
        docFromState(await load(name))
          .getMap('cards')
          .get('c1'),
      ).toBe('主角：林秋');
    }
    // Storing beside a document never touches the document's own checkpoint.
    expect((await detail(docId)).version).toBe(0);
    const [stored] = await app.database.db
      .select()
      .from(collabStates)
      .where(eq(collabStates.name, `comments:${docId}`));
    expect(stored?.workId).toBe(f.workId);
    expect((await internal('GET', '/internal/collab/load?document=game:b1')).status).toBe(4040);
    expect((await internal('GET', '/internal/collab/load?document=outline:no-such-work')).status).toBe(4040);
  });

  it('decides relay access per document kind and work permission', async () => {
    const docId = await addDoc(app, f.owner.token, { project_id: f.workId });
    const { idea_id } = await addIdea(99);
    const board = await createGameBoard(app.database.db, { workId: f.workId, name: '主线' }, new Date());
    const names = {
      doc: `doc:${docId}`,
      idea: `idea:${idea_id}`,
      cards: `cards:${idea_id}`,
      outline: `outline:${f.workId}`,
      comments: `comments:${docId}`,
      game: `game:${board.id}`,
    };
    const decide = async (token: string) => {
      const out: Record<string, string> = {};
      for (const [kind, document] of Object.entries(names)) {
        const res = await internal<{ access: string }>('POST', '/internal/collab/auth', { token, document });
        out[kind] = res.data.access;
      }
      return out;
    };
    const row = (doc: string, idea: string, comments: string) => ({
      doc,
      idea,
      cards: idea,
      outline: idea,
      comments,
      game: doc,
    });
    const matrix: Array<[string[], ReturnType<typeof row>]> = [
      [[], row('read', 'read', 'read')],
      [['WriteWork'], row('write', 'read', 'write')],
      [['EditIdeas'], row('read', 'write', 'read')],
      [['Producer'], row('read', 'read', 'write')],
      [['AiEvaluate'], row('read', 'read', 'read')],
    ];
    for (const [perms, expected] of matrix) {
      await setMember(app, f.owner.token, f.workId, f.member.user_id, perms);
      expect(await decide(f.member.token), perms.join(',') || 'no permission').toEqual(expected);
    }
    // Team creator: everything, implicitly. Outsider: nothing.
    expect(await decide(f.owner.token)).toEqual(row('write', 'write', 'write'));
    expect(await decide(f.outsider.token)).toEqual(row('none', 'none', 'none'));
    // The answer names the work, so relays can narrow permission refreshes.
    const auth = await internal('POST', '/internal/collab/auth', {
      token: f.owner.token,
      document: names.doc,
    });
    expect(auth.data).toMatchObject({ access: 'write', work_id: f.workId });
    // A deleted work: nothing, for everyone.
    const doomed = await addWork(app, f.owner.token, { project_name: '将删除' });
    const inDoomed = await addDoc(app, f.owner.token, { project_id: doomed });
    await okCall(app, 'DELETE', '/ixj_web/project/delete', {
      token: f.owner.token,
      query: { project_id: doomed },
    });
    const gone = await internal<{ access: string }>('POST', '/internal/collab/auth', {
      token: f.owner.token,
      document: `doc:${inDoomed}`,
    });
    expect(gone.data.access).toBe('none');
    await setMember(app, f.owner.token, f.workId, f.member.user_id, ['WriteWork']);
  });
});
