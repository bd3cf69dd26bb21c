import type { TDocDetail, TDocList } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { okCall, raw } from '../../test/inject';
import { addWork } from '../works/testing';
import { addDoc, type DocsFixture, docsFixture } from './testing';

describe('documents and volumes', () => {
  let app: FastifyInstance;
  let f: DocsFixture;
  const list = (token = f.owner.token, projectId = f.workId) =>
    okCall<TDocList>(app, 'GET', '/ixj_web/project/doc/list', { token, query: { project_id: projectId } });

  beforeAll(async () => {
    app = await createTestApp();
    f = await docsFixture(app, '55500001');
  });
  afterAll(async () => app.close());

  it('adds documents named 第N集 / 第N章 by media type, in order, with a readable detail', async () => {
    const first = await addDoc(app, f.member.token, { project_id: f.workId });
    const second = await addDoc(app, f.member.token, { project_id: f.workId });
    const named = await addDoc(app, f.owner.token, { project_id: f.workId, doc_name: '  楔子 ' });
    const docs = (await list()).list;
    expect(docs.map((d) => [d.doc_id, d.doc_name])).toEqual([
      [first, '第1集'],
      [second, '第2集'],
      [named, '楔子'],
    ]);
    const detail = await okCall<TDocDetail>(app, 'GET', '/ixj_web/project/doc/detail', {
      token: f.admin.token,
      query: { doc_id: first },
    });
    expect(detail).toMatchObject({ doc_id: first, doc_name: '第1集', content: '', text: '', version: 0 });
    expect(detail.access).toBe('read');

    const novel = await addWork(app, f.owner.token, { media_type: 'NOVEL', project_type: 'SCRIPT' });
    await addDoc(app, f.owner.token, { project_id: novel });
    expect((await list(f.owner.token, novel)).list[0]?.doc_name).toBe('第1章');
  });

  it('volumes: add, order, rename, move documents in and out, delete keeps documents', async () => {
    const v1 = await okCall<{ volume_id: string }>(app, 'POST', '/ixj_web/project/volume/add', {
      token: f.member.token,
      body: { project_id: f.workId, volume_name: '上卷' },
    });
    const v2 = await okCall<{ volume_id: string; volume_name: string }>(
      app,
      'POST',
      '/ixj_web/project/volume/add',
      { token: f.member.token, body: { project_id: f.workId } },
    );
    expect(v2.volume_name).toBe('第2卷');
    const inV1 = await addDoc(app, f.member.token, {
      project_id: f.workId,
      volume_id: v1.volume_id,
      doc_name: '卷一第一章',
    });
    const top = (await list()).docs.map((d) => d.doc_id);
    // Move the first top-level document into volume 2, then order volume 2 and the volumes.
    await okCall(app, 'POST', '/ixj_web/project/doc/order', {
      token: f.member.token,
      body: { project_id: f.workId, volume_id: v2.volume_id, doc_ids: [top[0]] },
    });
    await okCall(app, 'POST', '/ixj_web/project/volume/order', {
      token: f.member.token,
      body: { project_id: f.workId, volume_ids: [v2.volume_id, v1.volume_id] },
    });
    await okCall(app, 'PUT', '/ixj_web/project/volume/update', {
      token: f.member.token,
      body: { volume_id: v2.volume_id, volume_name: '下卷' },
    });
    let tree = await list();
    expect(tree.volumes.map((v) => [v.volume_name, v.docs.map((d) => d.doc_id)])).toEqual([
      ['下卷', [top[0]]],
      ['上卷', [inV1]],
    ]);
    expect(tree.docs.map((d) => d.doc_id)).toEqual(top.slice(1));
    expect(tree.list.map((d) => d.doc_id)).toEqual([...top.slice(1), top[0], inV1]);

    // Reorder the top level.
    const reversed = [...top.slice(1)].reverse();
    await okCall(app, 'POST', '/ixj_web/project/doc/order', {
      token: f.member.token,
      body: { project_id: f.workId, doc_ids: reversed },
    });
    expect((await list()).docs.map((d) => d.doc_id)).toEqual(reversed);

    await okCall(app, 'DELETE', '/ixj_web/project/volume/delete', {
      token: f.member.token,
      query: { volume_id: v2.volume_id },
    });
    tree = await list();
    expect(tree.volumes.map((v) => v.volume_name)).toEqual(['上卷']);
    expect(tree.docs.map((d) => d.doc_id)).toEqual([...reversed, top[0]]);
  });

  it('renames and deletes a document; a deleted document answers 4040 and leaves the list', async () => {
    const id = await addDoc(app, f.member.token, { project_id: f.workId, doc_name: '待删' });
    await okCall(app, 'PUT', '/ixj_web/project/doc/update_name', {
      token: f.member.token,
      body: { doc_id: id, doc_name: '改名了' },
    });
    expect((await list()).list.find((d) => d.doc_id === id)?.doc_name).toBe('改名了');
    await okCall(app, 'DELETE', '/ixj_web/project/doc/delete', {
      token: f.member.token,
      body: { doc_id: id },
    });
    expect((await list()).list.some((d) => d.doc_id === id)).toBe(false);
    const gone = await raw(app, 'GET', '/ixj_web/project/doc/detail', f.owner.token, {
      query: { doc_id: id },
    });
    expect(gone).toMatchObject({ status: 4040, msg: '文档不存在或已删除' });
  });

  it('answers 7013 to a read-only member and 8003 to outsiders and for a deleted work', async () => {
    const docId = (await list()).list[0]?.doc_id ?? '';
    const readOnly = [
      raw(app, 'POST', '/ixj_web/project/doc/add', f.admin.token, { body: { project_id: f.workId } }),
      raw(app, 'PUT', '/ixj_web/project/doc/update_name', f.admin.token, {
        body: { doc_id: docId, doc_name: 'x' },
      }),
      raw(app, 'DELETE', '/ixj_web/project/doc/delete', f.admin.token, { query: { doc_id: docId } }),
      raw(app, 'POST', '/ixj_web/project/volume/add', f.admin.token, { body: { project_id: f.workId } }),
      raw(app, 'PUT', '/ixj_web/project/doc/update_version', f.admin.token, {
        body: { doc_id: docId, content: 'x' },
      }),
    ];
    for (const res of await Promise.all(readOnly)) expect([res.status, res.msg]).toEqual([7013, '没有权限']);

    const outsider = [
      raw(app, 'GET', '/ixj_web/project/doc/list', f.outsider.token, { query: { project_id: f.workId } }),
      raw(app, 'GET', '/ixj_web/project/doc/detail', f.outsider.token, { query: { doc_id: docId } }),
      // A forged team_id changes nothing: identity and membership come from the token.
      raw(app, 'GET', '/ixj_web/project/doc/list', f.outsider.token, {
        query: { project_id: f.workId, team_id: f.teamId, user_id: f.owner.user_id },
      }),
      raw(app, 'POST', '/ixj_web/project/doc/add', f.outsider.token, { body: { project_id: f.workId } }),
      raw(app, 'GET', '/ixj_web/project/doc/detail', f.outsider.token, { query: { doc_id: 'no-such-doc' } }),
    ];
    for (const res of await Promise.all(outsider)) expect(res.status).toBe(8003);

    const doomed = await addWork(app, f.owner.token, { project_name: '将删除' });
    const inDoomed = await addDoc(app, f.owner.token, { project_id: doomed });
    await okCall(app, 'DELETE', '/ixj_web/project/delete', {
      token: f.owner.token,
      query: { project_id: doomed },
    });
    const after = await raw(app, 'GET', '/ixj_web/project/doc/detail', f.owner.token, {
      query: { doc_id: inDoomed },
    });
    expect([after.status, after.msg]).toEqual([8003, '作品不存在或已无法访问']);
  });

  it('bad input answers 4220 with a Chinese message naming the field', async () => {
    const cases: Array<[ReturnType<typeof raw>, string]> = [
      [
        raw(app, 'POST', '/ixj_web/project/doc/add', f.owner.token, {
          body: { project_id: f.workId, doc_name: ' ' },
        }),
        '请输入文档名称',
      ],
      [
        raw(app, 'POST', '/ixj_web/project/doc/add', f.owner.token, {
          body: { project_id: f.workId, doc_name: '长'.repeat(51) },
        }),
        '文档名称不能超过50个字',
      ],
      [raw(app, 'POST', '/ixj_web/project/doc/add', f.owner.token, { body: {} }), '缺少 project_id'],
      [
        raw(app, 'GET', '/ixj_web/project/doc/detail', f.owner.token, { query: { doc_id: 'a b' } }),
        'doc_id 不合法',
      ],
      [
        raw(app, 'POST', '/ixj_web/project/doc/order', f.owner.token, {
          body: { project_id: f.workId, doc_ids: ['nope'] },
        }),
        '排序列表包含不属于该作品的文档',
      ],
      [
        raw(app, 'POST', '/ixj_web/project/volume/order', f.owner.token, {
          body: { project_id: f.workId, volume_ids: ['nope'] },
        }),
        '排序列表包含不属于该作品的卷',
      ],
      [
        raw(app, 'PUT', '/ixj_web/project/doc/update_version', f.owner.token, {
          body: { doc_id: 'x', version: 'abc' },
        }),
        'version 须为数字',
      ],
    ];
    for (const [promise, msg] of cases) {
      const res = await promise;
      expect([res.status, res.msg]).toEqual([4220, msg]);
    }
    const foreignVolume = await raw(app, 'POST', '/ixj_web/project/doc/add', f.owner.token, {
      body: { project_id: f.workId, volume_id: 'not-a-volume' },
    });
    expect([foreignVolume.status, foreignVolume.msg]).toEqual([4040, '卷不存在或已删除']);
  });

  it('content tags: create, list, change, delete; ideas: add, list, detail, preview', async () => {
    const tag = await okCall<{ tag_id: string }>(app, 'POST', '/ixj_web/works/content_tag', {
      token: f.member.token,
      body: { project_id: f.workId, tag_name: '伏笔', color: '#ff0000' },
    });
    await okCall(app, 'POST', '/ixj_web/works/content_tag', {
      token: f.member.token,
      body: { project_id: f.workId, tag_id: tag.tag_id, tag_name: '伏笔线' },
    });
    const tags = await okCall<{ list: unknown[] }>(app, 'GET', '/ixj_web/works/content_tag_list', {
      token: f.admin.token,
      query: { project_id: f.workId },
    });
    expect(tags.list).toEqual([{ tag_id: tag.tag_id, tag_name: '伏笔线', color: '#ff0000', sort: 0 }]);
    await okCall(app, 'POST', '/ixj_web/works/content_tag', {
      token: f.member.token,
      body: { project_id: f.workId, tag_id: tag.tag_id, is_delete: 1 },
    });
    const empty = await okCall<{ list: unknown[] }>(app, 'GET', '/ixj_web/works/content_tag_list', {
      token: f.member.token,
      query: { project_id: f.workId },
    });
    expect(empty.list).toEqual([]);

    // member has WriteWork but not EditIdeas.
    const refused = await raw(app, 'POST', '/ixj_web/project/idea/add', f.member.token, {
      body: { project_id: f.workId, doc_type: 3 },
    });
    expect(refused.status).toBe(7013);
    const idea = await okCall<{ idea_id: string; idea_name: string }>(
      app,
      'POST',
      '/ixj_web/project/idea/add',
      {
        token: f.owner.token,
        body: { project_id: f.workId, doc_type: 3 },
      },
    );
    expect(idea.idea_name).toBe('故事');
    const ideas = await okCall<{ list: Array<{ idea_id: string }> }>(
      app,
      'GET',
      '/ixj_web/project/idea/list',
      {
        token: f.member.token,
        query: { project_id: f.workId },
      },
    );
    expect(ideas.list.map((i) => i.idea_id)).toEqual([idea.idea_id]);
    const detail = await okCall(app, 'GET', '/ixj_web/project/idea/detail', {
      token: f.member.token,
      query: { idea_id: idea.idea_id },
    });
    expect(detail).toMatchObject({ idea_id: idea.idea_id, doc_type: 3, content: '', access: 'read' });
    const preview = await okCall(app, 'GET', '/ixj_web/project/idea/preview', {
      token: f.member.token,
      query: { idea_id: idea.idea_id },
    });
    expect(preview).toMatchObject({ idea_name: '故事', summary: '' });
    const badType = await raw(app, 'POST', '/ixj_web/project/idea/add', f.owner.token, {
      body: { project_id: f.workId, doc_type: 7 },
    });
    expect(badType.status).toBe(4220);
    expect(badType.msg).toContain('doc_type');
  });
});
