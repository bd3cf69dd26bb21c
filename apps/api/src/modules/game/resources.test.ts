import {
  gameBoardAdd,
  gameCheckPreviewJson,
  gameResourceAdd,
  gameResourceCategoryAdd,
  gameResourceCategoryDelete,
  gameResourceCategoryList,
  gameResourceCategoryUpdate,
  gameResourceDelete,
  gameResourceList,
  gameResourceUpdate,
  ResourceOverwriteConfirm,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { makeImage } from '../files/testing';
import { addEdge, addNode, type GameFixture, gameFixture, uploadFile } from './testing';

describe('game resources: files-pipeline uploads with names, 15000 and the overwrite flow, categories', () => {
  let app: FastifyInstance;
  let f: GameFixture;
  let first: string;
  let second: string;
  beforeAll(async () => {
    app = await createTestApp();
    f = await gameFixture(app, '41300400');
    first = await uploadFile(app, f.member.token, await makeImage('png', 8, 8), '客栈.png');
    second = await uploadFile(app, f.member.token, await makeImage('png', 9, 9), '客栈夜.png');
  });
  afterAll(async () => app.close());

  it('a duplicate name answers 15000 (重名资源将被覆盖); check_name 0 overwrites, keeping the id', async () => {
    const added = await okDef(app, gameResourceAdd, {
      token: f.member.token,
      input: { project_id: f.workId, name: '客栈大堂', resource_type: 'IMAGE', file_id: first },
    });
    expect(added.overwritten).toBe(false);

    const dup = await callDef(app, gameResourceAdd, {
      token: f.member.token,
      input: { project_id: f.workId, name: '客栈大堂', resource_type: 'IMAGE', file_id: second },
    });
    expect([dup.status, dup.msg, dup.data]).toEqual([
      Status.DUPLICATE_NAME,
      ResourceOverwriteConfirm.title,
      { resource_id: added.resource_id },
    ]);
    let list = await okDef(app, gameResourceList, { token: f.admin.token, input: { project_id: f.workId } });
    expect(list.list.map((r) => [r.resource_id, r.file_id])).toEqual([[added.resource_id, first]]);

    // 继续: the client resends with the name check off.
    const again = await okDef(app, gameResourceAdd, {
      token: f.member.token,
      input: {
        project_id: f.workId,
        name: '客栈大堂',
        resource_type: 'IMAGE',
        file_id: second,
        check_name: 0,
      },
    });
    expect(again).toEqual({ resource_id: added.resource_id, overwritten: true });
    list = await okDef(app, gameResourceList, { token: f.admin.token, input: { project_id: f.workId } });
    expect(list.list.map((r) => [r.resource_id, r.file_id, r.mime, r.source])).toEqual([
      [added.resource_id, second, 'image/png', 'LOCAL'],
    ]);
    expect(list.list[0]?.url).toMatch(/\.png$/);

    // The same name as another type is another resource.
    const audio = await callDef(app, gameResourceAdd, {
      token: f.member.token,
      input: { project_id: f.workId, name: '客栈大堂', resource_type: 'AUDIO', file_id: first },
    });
    expect(audio.status).toBe(Status.VALIDATION);
    expect(audio.msg).toContain('resource_type');
  });

  it("only the uploader's own file, of the matching type", async () => {
    const others = await uploadFile(app, f.owner.token, await makeImage('png', 7, 7), 'a.png');
    const res = await callDef(app, gameResourceAdd, {
      token: f.member.token,
      input: { project_id: f.workId, name: '别人的', resource_type: 'IMAGE', file_id: others },
    });
    expect([res.status, res.msg]).toEqual([Status.NOT_FOUND, '文件不存在或不属于你']);
  });

  it('the preview check accepts a live resource and reports a deleted one', async () => {
    const { board_id } = await okDef(app, gameBoardAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, board_name: '资源' },
    });
    const { resource_id } = await okDef(app, gameResourceAdd, {
      token: f.member.token,
      input: { project_id: f.workId, name: '开场图', resource_type: 'IMAGE', file_id: first },
    });
    const start = await addNode(app, f.member.token, { board_id, node_type: 'START', x: 0, y: 0 });
    const video = await addNode(app, f.member.token, {
      board_id,
      node_type: 'VIDEO',
      x: 1,
      y: 0,
      resource_id,
    });
    const end = await addNode(app, f.member.token, { board_id, node_type: 'END', x: 2, y: 0 });
    await addEdge(app, f.member.token, { board_id, source: start, target: video });
    await addEdge(app, f.member.token, { board_id, source: video, target: end });
    expect(
      (await callDef(app, gameCheckPreviewJson, { token: f.admin.token, input: { board_id } })).status,
    ).toBe(0);

    await okDef(app, gameResourceDelete, { token: f.member.token, input: { resource_id } });
    const check = await callDef(app, gameCheckPreviewJson, { token: f.admin.token, input: { board_id } });
    expect(check.status).toBe(Status.GAME_PREVIEW_PROBLEMS);
    expect(check.data.problems).toEqual([
      { code: 'MISSING_RESOURCE', message: '节点「视频」使用的资源已不存在', node_id: video },
    ]);
  });

  it('categories: add, filter resources by category, delete leaves the resources uncategorised', async () => {
    const category = await okDef(app, gameResourceCategoryAdd, {
      token: f.member.token,
      input: { project_id: f.workId, resource_type: 'IMAGE', name: '场景' },
    });
    const { resource_id } = await okDef(app, gameResourceAdd, {
      token: f.member.token,
      input: {
        project_id: f.workId,
        name: '后院',
        resource_type: 'IMAGE',
        file_id: second,
        category_id: category.category_id,
      },
    });
    const cats = await okDef(app, gameResourceCategoryList, {
      token: f.admin.token,
      input: { project_id: f.workId },
    });
    expect(cats.list).toEqual([category]);
    const inCategory = await okDef(app, gameResourceList, {
      token: f.admin.token,
      input: { project_id: f.workId, category_id: category.category_id },
    });
    expect(inCategory.list.map((r) => r.resource_id)).toEqual([resource_id]);
    await okDef(app, gameResourceCategoryDelete, {
      token: f.member.token,
      input: { category_id: category.category_id },
    });
    const all = await okDef(app, gameResourceList, {
      token: f.admin.token,
      input: { project_id: f.workId, source: 'ALL' },
    });
    expect(all.list.find((r) => r.resource_id === resource_id)?.category_id).toBeNull();
  });

  it('rename and move: a taken name answers 4090 (a rename never overwrites); categories rename; abilities', async () => {
    const category = await okDef(app, gameResourceCategoryAdd, {
      token: f.member.token,
      input: { project_id: f.workId, resource_type: 'IMAGE', name: '人物' },
    });
    const a = await okDef(app, gameResourceAdd, {
      token: f.member.token,
      input: { project_id: f.workId, name: '掌柜', resource_type: 'IMAGE', file_id: first },
    });
    await okDef(app, gameResourceAdd, {
      token: f.member.token,
      input: { project_id: f.workId, name: '小二', resource_type: 'IMAGE', file_id: second },
    });
    const taken = await callDef(app, gameResourceUpdate, {
      token: f.member.token,
      input: { resource_id: a.resource_id, name: '小二' },
    });
    expect([taken.status, taken.msg]).toEqual([Status.CONFLICT, '已有同名的资源，请换一个名称']);
    const empty = await callDef(app, gameResourceUpdate, {
      token: f.member.token,
      input: { resource_id: a.resource_id, name: '  ' },
    });
    expect([empty.status, empty.msg]).toEqual([Status.VALIDATION, '请输入资源名称']);
    await okDef(app, gameResourceUpdate, {
      token: f.member.token,
      input: { resource_id: a.resource_id, name: '老掌柜', category_id: category.category_id },
    });
    let list = await okDef(app, gameResourceList, {
      token: f.member.token,
      input: { project_id: f.workId, category_id: category.category_id },
    });
    expect(list.list.map((r) => r.name)).toEqual(['老掌柜']);
    expect(list.abilities).toEqual({ can_write: true });
    await okDef(app, gameResourceUpdate, {
      token: f.member.token,
      input: { resource_id: a.resource_id, category_id: null },
    });
    list = await okDef(app, gameResourceList, {
      token: f.member.token,
      input: { project_id: f.workId, category_id: category.category_id },
    });
    expect(list.list).toEqual([]);
    const renamed = await okDef(app, gameResourceCategoryUpdate, {
      token: f.member.token,
      input: { category_id: category.category_id, name: '角色' },
    });
    expect(renamed).toEqual({ ...category, name: '角色' });
    const stranger = await callDef(app, gameResourceUpdate, {
      token: f.outsider.token,
      input: { resource_id: a.resource_id, name: '偷改' },
    });
    expect(stranger.status).toBe(Status.WORK_GONE);
  });
});
