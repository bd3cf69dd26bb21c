import {
  materialCollect,
  materialCollectionList,
  materialCollectionMove,
  materialCollectionRemove,
  materialCollectionTypeAdd,
  materialCollectionTypeDelete,
  materialCollectionTypeList,
  materialCollectionTypeRename,
  materialDetail,
  materialUpdate,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import type { TeamFixture } from '../team/testing';
import { addMaterial, MATERIALS_OPERATOR, materialsFixture } from './testing';

// Collections: a user's folders of saved materials; saves count toward HOT. Marker word: 己巳.

describe('material collections', () => {
  let app: FastifyInstance;
  let f: TeamFixture & { official: string };
  let a: string;
  let b: string;
  let teamOnly: string;

  beforeAll(async () => {
    app = await createTestApp({ ADMIN_PHONES: MATERIALS_OPERATOR });
    f = await materialsFixture(app, '37000300');
    a = await addMaterial(app, f.official, {
      title: '己巳 甲',
      content: '甲的内容',
      cat1: 'ganhuo',
      scope: 2,
    });
    b = await addMaterial(app, f.official, {
      title: '己巳 乙',
      content: '乙的内容',
      cat1: 'ganhuo',
      scope: 2,
    });
    teamOnly = await addMaterial(app, f.member.token, {
      title: '己巳 团队',
      content: '团队的',
      cat1: 'sucai',
      scope: 3,
    });
  });
  afterAll(async () => app.close());

  const folders = (token: string) => okDef(app, materialCollectionTypeList, { token });
  const saved = (token: string, type_id?: string) =>
    okDef(app, materialCollectionList, { token, input: type_id ? { type_id } : {} });

  it('saves into the default folder, counts the save, and shows it on the detail', async () => {
    expect((await folders(f.member.token)).list).toEqual([
      { id: '0', name: '默认收藏夹', count: 0, is_default: true },
    ]);
    const r = await okDef(app, materialCollect, { token: f.member.token, input: { material_id: a } });
    expect(r).toEqual({ material_id: a, type_id: '0' });
    // Saving again is not a second save.
    await okDef(app, materialCollect, { token: f.member.token, input: { material_id: a } });
    const d = await okDef(app, materialDetail, { token: f.member.token, input: { id: a } });
    expect([d.collected, d.collection_type_id, d.collect_count]).toEqual([true, '0', 1]);
    const list = await saved(f.member.token);
    expect([list.total, list.list.map((m) => [m.id, m.type_id])]).toEqual([1, [[a, '0']]]);
    const visitor = await okDef(app, materialDetail, { input: { id: a } });
    expect(visitor.collected).toBe(false);
  });

  it('creates, renames, moves between and deletes folders', async () => {
    const { id: folder } = await okDef(app, materialCollectionTypeAdd, {
      token: f.member.token,
      input: { name: '开场' },
    });
    await okDef(app, materialCollect, { token: f.member.token, input: { material_id: b, type_id: folder } });
    await okDef(app, materialCollectionTypeRename, {
      token: f.member.token,
      input: { id: folder, name: '开场钩子' },
    });
    expect((await folders(f.member.token)).list.map((t) => [t.name, t.count])).toEqual([
      ['默认收藏夹', 1],
      ['开场钩子', 1],
    ]);
    expect((await saved(f.member.token, folder)).list.map((m) => m.id)).toEqual([b]);
    const moved = await okDef(app, materialCollectionMove, {
      token: f.member.token,
      input: { material_ids: [a], type_id: folder },
    });
    expect(moved.moved).toBe(1);
    expect((await saved(f.member.token, folder)).total).toBe(2);
    await okDef(app, materialCollectionTypeDelete, { token: f.member.token, input: { id: folder } });
    expect((await folders(f.member.token)).list).toEqual([
      { id: '0', name: '默认收藏夹', count: 2, is_default: true },
    ]);
    const fixed = await callDef(app, materialCollectionTypeRename, {
      token: f.member.token,
      input: { id: '0', name: 'x' },
    });
    expect([fixed.status, fixed.msg]).toEqual([Status.BAD_REQUEST, '默认收藏夹不能修改或删除']);
  });

  it("never touches another user's folders or saves materials the caller cannot read", async () => {
    const { id: mine } = await okDef(app, materialCollectionTypeAdd, {
      token: f.admin.token,
      input: { name: '我的' },
    });
    const rename = await callDef(app, materialCollectionTypeRename, {
      token: f.outsider.token,
      input: { id: mine, name: 'x' },
    });
    expect(rename.status).toBe(Status.NOT_FOUND);
    const into = await callDef(app, materialCollect, {
      token: f.outsider.token,
      input: { material_id: a, type_id: mine },
    });
    expect(into.status).toBe(Status.NOT_FOUND);
    const other = await callDef(app, materialCollect, {
      token: f.outsider.token,
      input: { material_id: teamOnly },
    });
    expect(other.status).toBe(Status.NOT_FOUND);
    expect((await saved(f.outsider.token)).total).toBe(0);
    const visitor = await callDef(app, materialCollectionList, {});
    expect(visitor.status).toBe(Status.TOKEN_INVALID);
  });

  it('removes saves (the count goes back down) and validates the ids', async () => {
    await okDef(app, materialCollect, { token: f.admin.token, input: { material_id: a } });
    expect((await okDef(app, materialDetail, { input: { id: a } })).collect_count).toBe(2);
    const r = await okDef(app, materialCollectionRemove, {
      token: f.member.token,
      input: { material_ids: [a, b, a] },
    });
    expect(r.removed).toBe(2);
    expect((await okDef(app, materialDetail, { input: { id: a } })).collect_count).toBe(1);
    expect((await saved(f.member.token)).total).toBe(0);
    const empty = await callDef(app, materialCollectionRemove, {
      token: f.member.token,
      input: { material_ids: [] },
    });
    expect(empty.status).toBe(Status.VALIDATION);
    expect(empty.msg).toContain('请选择素材');
  });

  it('a saved material shows its latest edits', async () => {
    await okDef(app, materialCollect, { token: f.admin.token, input: { material_id: teamOnly } });
    await okDef(app, materialUpdate, {
      token: f.member.token,
      input: { id: teamOnly, title: '己巳 团队改' },
    });
    expect((await saved(f.admin.token)).list.map((m) => m.title)).toContain('己巳 团队改');
  });
});
