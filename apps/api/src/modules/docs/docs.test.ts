import {
  projectDocAdd,
  projectDocDelete,
  projectDocDetail,
  projectDocList,
  projectDocOrder,
  projectDocUpdateName,
  projectDocUpdateVersion,
  projectVolumeAdd,
  projectVolumeDelete,
  projectVolumeOrder,
  projectVolumeUpdate,
  worksContentTag,
  worksContentTagList,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { okCall, raw } from '../../test/inject';
import { addWork } from '../works/testing';
import { addDoc, type DocsFixture, docsFixture } from './testing';

describe('documents and volumes', () => {
  let app: FastifyInstance;
  let f: DocsFixture;
  const list = (token = f.owner.token, projectId = f.workId) =>
    okDef(app, projectDocList, { token, input: { project_id: projectId } });

  beforeAll(async () => {
    app = await createTestApp();
    f = await docsFixture(app, '55500001');
  });
  afterAll(async () => app.close());

  it('adds documents named 第N集 / 第N章 by media type, in order, with a readable detail', async () => {
    const first = await addDoc(app, f.member.token, { project_id: f.workId });
    const second = await addDoc(app, f.member.token, { project_id: f.workId });
    const named = await okDef(app, projectDocAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, doc_name: '  楔子 ' },
    });
    expect(named).toEqual({ doc_id: expect.any(String), doc_name: '楔子', volume_id: null });
    const docs = (await list()).list;
    expect(docs.map((d) => [d.doc_id, d.doc_name])).toEqual([
      [first, '第1集'],
      [second, '第2集'],
      [named.doc_id, '楔子'],
    ]);
    const detail = await okDef(app, projectDocDetail, { token: f.admin.token, input: { doc_id: first } });
    expect(detail).toMatchObject({ doc_id: first, doc_name: '第1集', content: '', text: '', version: 0 });
    expect(detail.access).toBe('read');

    const novel = await addWork(app, f.owner.token, { media_type: 'NOVEL', project_type: 'SCRIPT' });
    await addDoc(app, f.owner.token, { project_id: novel });
    expect((await list(f.owner.token, novel)).list[0]?.doc_name).toBe('第1章');
  });

  it('volumes: add, order, rename, move documents in and out, delete keeps documents', async () => {
    const token = f.member.token;
    const v1 = await okDef(app, projectVolumeAdd, {
      token,
      input: { project_id: f.workId, volume_name: '上卷' },
    });
    const v2 = await okDef(app, projectVolumeAdd, { token, input: { project_id: f.workId } });
    expect(v2.volume_name).toBe('第2卷');
    const inV1 = await addDoc(app, token, {
      project_id: f.workId,
      volume_id: v1.volume_id,
      doc_name: '卷一第一章',
    });
    const top = (await list()).docs.map((d) => d.doc_id);
    // Move the first top-level document into volume 2, then order volume 2 and the volumes.
    await okDef(app, projectDocOrder, {
      token,
      input: { project_id: f.workId, volume_id: v2.volume_id, doc_ids: [top[0]] },
    });
    await okDef(app, projectVolumeOrder, {
      token,
      input: { project_id: f.workId, volume_ids: [v2.volume_id, v1.volume_id] },
    });
    const renamed = await okDef(app, projectVolumeUpdate, {
      token,
      input: { volume_id: v2.volume_id, volume_name: '下卷' },
    });
    expect(renamed).toEqual({ volume_id: v2.volume_id, volume_name: '下卷' });
    let tree = await list();
    expect(tree.volumes.map((v) => [v.volume_name, v.docs.map((d) => d.doc_id)])).toEqual([
      ['下卷', [top[0]]],
      ['上卷', [inV1]],
    ]);
    expect(tree.docs.map((d) => d.doc_id)).toEqual(top.slice(1));
    expect(tree.list.map((d) => d.doc_id)).toEqual([...top.slice(1), top[0], inV1]);

    // Reorder the top level.
    const reversed = [...top.slice(1)].reverse();
    await okDef(app, projectDocOrder, { token, input: { project_id: f.workId, doc_ids: reversed } });
    expect((await list()).docs.map((d) => d.doc_id)).toEqual(reversed);

    await okDef(app, projectVolumeDelete, { token, input: { volume_id: v2.volume_id } });
    tree = await list();
    expect(tree.volumes.map((v) => v.volume_name)).toEqual(['上卷']);
    expect(tree.docs.map((d) => d.doc_id)).toEqual([...reversed, top[0]]);

    // Older clients send a DELETE's id in the query string.
    await okCall(app, 'DELETE', projectVolumeDelete.path, { token, query: { volume_id: v1.volume_id } });
    expect((await list()).volumes).toEqual([]);
  });

  it('renames and deletes a document; a deleted document answers 4040 and leaves the list', async () => {
    const id = await addDoc(app, f.member.token, { project_id: f.workId, doc_name: '待删' });
    const renamed = await okDef(app, projectDocUpdateName, {
      token: f.member.token,
      input: { doc_id: id, doc_name: '改名了' },
    });
    expect(renamed).toEqual({ doc_id: id, doc_name: '改名了' });
    expect((await list()).list.find((d) => d.doc_id === id)?.doc_name).toBe('改名了');
    await okDef(app, projectDocDelete, { token: f.member.token, input: { doc_id: id } });
    expect((await list()).list.some((d) => d.doc_id === id)).toBe(false);
    const gone = await callDef(app, projectDocDetail, { token: f.owner.token, input: { doc_id: id } });
    expect(gone).toMatchObject({ status: 4040, msg: '文档不存在或已删除' });
  });

  it('answers 7013 to a read-only member and 8003 to outsiders and for a deleted work', async () => {
    const docId = (await list()).list[0]?.doc_id ?? '';
    const admin = f.admin.token;
    const readOnly = [
      callDef(app, projectDocAdd, { token: admin, input: { project_id: f.workId } }),
      callDef(app, projectDocUpdateName, { token: admin, input: { doc_id: docId, doc_name: 'x' } }),
      // The id in the query (older clients) is read too: the refusal comes after validation.
      raw(app, 'DELETE', projectDocDelete.path, admin, { query: { doc_id: docId } }),
      callDef(app, projectVolumeAdd, { token: admin, input: { project_id: f.workId } }),
      callDef(app, projectDocUpdateVersion, { token: admin, input: { doc_id: docId, content: 'x' } }),
    ];
    for (const res of await Promise.all(readOnly)) expect([res.status, res.msg]).toEqual([7013, '没有权限']);

    const outsider = f.outsider.token;
    const refused = [
      callDef(app, projectDocList, { token: outsider, input: { project_id: f.workId } }),
      callDef(app, projectDocDetail, { token: outsider, input: { doc_id: docId } }),
      // A forged team_id changes nothing: identity and membership come from the token.
      raw(app, 'GET', projectDocList.path, outsider, {
        query: { project_id: f.workId, team_id: f.teamId, user_id: f.owner.user_id },
      }),
      callDef(app, projectDocAdd, { token: outsider, input: { project_id: f.workId } }),
      callDef(app, projectDocDetail, { token: outsider, input: { doc_id: 'no-such-doc' } }),
    ];
    for (const res of await Promise.all(refused)) expect(res.status).toBe(8003);
    expect((await callDef(app, projectDocList, { input: { project_id: f.workId } })).status).toBe(4000);

    const doomed = await addWork(app, f.owner.token, { project_name: '将删除' });
    const inDoomed = await addDoc(app, f.owner.token, { project_id: doomed });
    await okCall(app, 'DELETE', '/ixj_web/project/delete', {
      token: f.owner.token,
      query: { project_id: doomed },
    });
    const after = await callDef(app, projectDocDetail, { token: f.owner.token, input: { doc_id: inDoomed } });
    expect([after.status, after.msg]).toEqual([8003, '作品不存在或已无法访问']);
  });

  it('bad input answers 4220 with a Chinese message naming the field', async () => {
    const token = f.owner.token;
    const cases: Array<[Promise<{ status: number; msg: string }>, string]> = [
      [
        callDef(app, projectDocAdd, { token, input: { project_id: f.workId, doc_name: ' ' } }),
        '请输入文档名称',
      ],
      [
        callDef(app, projectDocAdd, { token, input: { project_id: f.workId, doc_name: '长'.repeat(51) } }),
        '文档名称不能超过50个字',
      ],
      [callDef(app, projectDocAdd, { token, input: {} as never }), '缺少 project_id'],
      [callDef(app, projectDocDetail, { token, input: { doc_id: 'a b' } }), 'doc_id 不合法'],
      [
        callDef(app, projectDocOrder, { token, input: { project_id: f.workId, doc_ids: ['nope'] } }),
        '排序列表包含不属于该作品的文档',
      ],
      [
        callDef(app, projectVolumeOrder, { token, input: { project_id: f.workId, volume_ids: ['nope'] } }),
        '排序列表包含不属于该作品的卷',
      ],
      [
        callDef(app, projectDocUpdateVersion, { token, input: { doc_id: 'x', version: 'abc' } }),
        'version 须为数字',
      ],
    ];
    for (const [promise, msg] of cases) {
      const res = await promise;
      expect([res.status, res.msg]).toEqual([4220, msg]);
    }
    const foreignVolume = await callDef(app, projectDocAdd, {
      token,
      input: { project_id: f.workId, volume_id: 'not-a-volume' },
    });
    expect([foreignVolume.status, foreignVolume.msg]).toEqual([4040, '卷不存在或已删除']);
  });

  it('content tags: create, list, change, delete', async () => {
    const token = f.member.token;
    const tag = await okDef(app, worksContentTag, {
      token,
      input: { project_id: f.workId, tag_name: '伏笔', color: '#ff0000' },
    });
    const changed = await okDef(app, worksContentTag, {
      token,
      input: { project_id: f.workId, tag_id: tag?.tag_id, tag_name: '伏笔线' },
    });
    expect(changed).toEqual({ tag_id: tag?.tag_id, tag_name: '伏笔线', color: '#ff0000', sort: 0 });
    const tags = await okDef(app, worksContentTagList, {
      token: f.admin.token,
      input: { project_id: f.workId },
    });
    expect(tags).toEqual({ list: [changed], total: 1 });
    const deleted = await okDef(app, worksContentTag, {
      token,
      input: { project_id: f.workId, tag_id: tag?.tag_id, is_delete: 1 },
    });
    expect(deleted).toBeNull();
    const empty = await okDef(app, worksContentTagList, { token, input: { project_id: f.workId } });
    expect(empty.list).toEqual([]);

    const refused = await callDef(app, worksContentTag, {
      token: f.admin.token,
      input: { project_id: f.workId, tag_name: '无权' },
    });
    expect(refused.status).toBe(7013);
    const noName = await callDef(app, worksContentTag, { token, input: { project_id: f.workId } });
    expect([noName.status, noName.msg]).toEqual([4220, '请输入标签名称']);
  });
});
