import {
  materialAdd,
  materialDelete,
  materialDetail,
  materialList,
  materialPublish,
  materialSimilarList,
  materialTypeList,
  materialUpdate,
  materialUse,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import type { TeamFixture } from '../team/testing';
import { addMaterial, MATERIALS_OPERATOR, materialsFixture } from './testing';

// Libraries by scope: visitors see published official materials; members also their team's and
// their own; official management is for is_official users only. Marker word: 丁卯.

describe('material scopes and management', () => {
  let app: FastifyInstance;
  let f: TeamFixture & { official: string };
  const ids: Record<string, string> = {};
  const seen = async (token: string | undefined, extra: Record<string, string> = {}) =>
    (await okDef(app, materialList, { token, input: { keyword: '丁卯', sort: 'NEW', ...extra } })).list.map(
      (m) => m.id,
    );

  beforeAll(async () => {
    app = await createTestApp({ ADMIN_PHONES: MATERIALS_OPERATOR });
    f = await materialsFixture(app, '37000200');
    ids.official = await addMaterial(app, f.official, {
      title: '丁卯 官方',
      content: '官方素材',
      cat1: 'ganhuo',
      scope: 2,
    });
    ids.draft = await addMaterial(
      app,
      f.official,
      { title: '丁卯 草稿', content: '未发布', cat1: 'ganhuo', scope: 2 },
      false,
    );
    ids.team = await addMaterial(app, f.member.token, {
      title: '丁卯 团队',
      content: '团队素材',
      cat1: 'dagang',
      scope: 3,
    });
    ids.mine = await addMaterial(app, f.member.token, {
      title: '丁卯 个人',
      content: '个人素材',
      cat1: 'taici',
      scope: 1,
    });
    ids.other = await addMaterial(app, f.outsider.token, {
      title: '丁卯 别队',
      content: '别队素材',
      cat1: 'taici',
      scope: 3,
    });
  });
  afterAll(async () => app.close());

  it('a visitor sees published official materials only', async () => {
    expect(await seen(undefined)).toEqual([ids.official]);
    const gone = await callDef(app, materialDetail, { input: { id: ids.team } });
    expect([gone.status, gone.msg]).toEqual([Status.NOT_FOUND, '素材不存在或已无法查看']);
    const draft = await callDef(app, materialDetail, { input: { id: ids.draft } });
    expect(draft.status).toBe(Status.NOT_FOUND);
  });

  it("a member sees their team's, their own and published official ones; never another team's", async () => {
    expect(await seen(f.member.token)).toEqual([ids.mine, ids.team, ids.official]);
    expect(await seen(f.admin.token)).toEqual([ids.team, ids.official]);
    expect(await seen(f.outsider.token)).toEqual([ids.other, ids.official]);
    // Forged team_id / user_id are not read: identity comes from the token.
    const forged = await okDef(app, materialList, {
      token: f.outsider.token,
      input: { keyword: '丁卯', team_id: f.teamId, user_id: f.member.user_id } as never,
    });
    expect(forged.list.map((m) => m.id).sort()).toEqual([ids.other, ids.official].sort());
    const other = await callDef(app, materialDetail, { token: f.outsider.token, input: { id: ids.team } });
    expect(other.status).toBe(Status.NOT_FOUND);
    const similar = await okDef(app, materialSimilarList, {
      token: f.outsider.token,
      input: { id: ids.other },
    });
    expect(similar.list.map((m) => m.id)).not.toContain(ids.team);
    expect(similar.list.map((m) => m.id)).not.toContain(ids.other);
  });

  it('the scope filter reads one library', async () => {
    expect(await seen(f.member.token, { scope: '3' })).toEqual([ids.team]);
    expect(await seen(f.member.token, { scope: '1' })).toEqual([ids.mine]);
    expect(await seen(f.official, { scope: '2' })).toEqual([ids.draft, ids.official]);
  });

  it('official management is for is_official users (7013 for others)', async () => {
    const refused = await callDef(app, materialAdd, {
      token: f.member.token,
      input: { title: '丁卯 冒充', content: '冒充官方', cat1: 'ganhuo', scope: 2 },
    });
    expect(refused.status).toBe(Status.NO_PERMISSION);
    for (const [def, input] of [
      [materialPublish, { id: ids.official, published: false }],
      [materialUpdate, { id: ids.official, title: '改了' }],
      [materialDelete, { id: ids.official }],
    ] as const) {
      const r = await callDef(app, def, { token: f.member.token, input: input as never });
      expect(r.status, def.path).toBe(Status.NO_PERMISSION);
    }
    const visitor = await callDef(app, materialAdd, {
      input: { title: 'x', content: 'x', cat1: 'ganhuo', scope: 1 },
    });
    expect(visitor.status).toBe(Status.TOKEN_INVALID);
    // The official user unpublishes: visitors lose it, officials still see it.
    await okDef(app, materialPublish, { token: f.official, input: { id: ids.official, published: false } });
    expect(await seen(undefined)).toEqual([]);
    expect(await seen(f.official, { scope: '2' })).toEqual([ids.draft, ids.official]);
    await okDef(app, materialPublish, { token: f.official, input: { id: ids.official, published: true } });
    await okDef(app, materialUpdate, {
      token: f.official,
      input: { id: ids.official, title: '丁卯 官方精选' },
    });
    expect((await okDef(app, materialDetail, { input: { id: ids.official } })).title).toBe('丁卯 官方精选');
    const list = await okDef(app, materialList, {
      token: f.official,
      input: { keyword: '丁卯', scope: '2' },
    });
    expect(list.abilities.can_manage_official).toBe(true);
    expect(list.list.every((m) => m.abilities.can_publish)).toBe(true);
  });

  it('personal materials are their owner’s to edit; team ones the team’s managers’ and writer’s', async () => {
    const byAdmin = await callDef(app, materialUpdate, {
      token: f.admin.token,
      input: { id: ids.mine, title: 'x' },
    });
    expect(byAdmin.status).toBe(Status.NOT_FOUND);
    await okDef(app, materialUpdate, {
      token: f.admin.token,
      input: { id: ids.team, tags: ['团队', '团队'] },
    });
    const detail = await okDef(app, materialDetail, { token: f.member.token, input: { id: ids.team } });
    expect([detail.tags, detail.abilities.can_edit, detail.abilities.can_publish]).toEqual([
      ['团队'],
      true,
      false,
    ]);
    const outsider = await callDef(app, materialDelete, { token: f.outsider.token, input: { id: ids.team } });
    expect(outsider.status).toBe(Status.NOT_FOUND);
    const scratch = await addMaterial(app, f.member.token, {
      title: '丁卯 临时',
      content: '删掉',
      cat1: 'others',
      scope: 1,
    });
    await okDef(app, materialDelete, { token: f.member.token, input: { id: scratch } });
    expect(
      (await callDef(app, materialDetail, { token: f.member.token, input: { id: scratch } })).status,
    ).toBe(Status.NOT_FOUND);
  });

  it('rejects bad input with Chinese messages', async () => {
    const all = await callDef(app, materialAdd, {
      token: f.member.token,
      input: { title: '丁卯', content: 'x', cat1: 'all', scope: 1 },
    });
    expect(all.status).toBe(Status.VALIDATION);
    expect(all.msg).toContain('请选择具体分类');
    const empty = await callDef(app, materialAdd, {
      token: f.member.token,
      input: { title: ' ', content: 'x', cat1: 'ganhuo' } as never,
    });
    expect(empty.status).toBe(Status.VALIDATION);
    expect(empty.msg).toContain('请输入标题');
    const badId = await callDef(app, materialDetail, { input: { id: "1' or 1=1" } });
    expect(badId.status).toBe(Status.VALIDATION);
  });

  it('type_list counts what the caller sees; views and uses are counted', async () => {
    const types = await okDef(app, materialTypeList, { token: f.member.token });
    expect(types.list[0]?.cat1).toBe('all');
    expect(types.list.find((t) => t.cat1 === 'qiaoduan')?.name).toBe('桥段');
    expect(types.list.find((t) => t.cat1 === 'taici')?.count).toBe(1);
    const visitor = await okDef(app, materialTypeList, {});
    expect(visitor.list.find((t) => t.cat1 === 'taici')?.count).toBe(0);
    const before = await okDef(app, materialDetail, { input: { id: ids.official } });
    const after = await okDef(app, materialDetail, { input: { id: ids.official } });
    expect(after.view_count).toBe(before.view_count + 1);
    const used = await okDef(app, materialUse, { token: f.member.token, input: { id: ids.official } });
    expect(used.use_count).toBe(1);
    const hot = await okDef(app, materialList, {
      token: f.member.token,
      input: { keyword: '丁卯', sort: 'HOT' },
    });
    expect(hot.list[0]?.id).toBe(ids.official);
  });
});
