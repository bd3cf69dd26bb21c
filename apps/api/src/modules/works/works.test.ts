import {
  type CallDef,
  DELETED_WORKS_QUERY,
  projectAdd,
  projectCopy,
  projectDelete,
  projectDetail,
  projectList,
  projectMemberList,
  projectRestore,
  projectUpdate,
  Status,
  WORK_PERMISSIONS,
  worksBaseInfo,
  worksCoverImgList,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { fakeClock } from '../../test/clock';
import { call } from '../../test/inject';
import { type TeamFixture, teamFixture } from '../team/testing';
import { addWork, detail, list, setMember } from './testing';

let app: FastifyInstance;
let f: TeamFixture;
let clock: ReturnType<typeof fakeClock>;

beforeAll(async () => {
  app = await createTestApp();
  clock = fakeClock(app);
  f = await teamFixture(app, '38100100');
});
afterAll(async () => app.close());

const asQuery = (q: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));

describe('project/add, detail, update', () => {
  it('creates a work in the current team; the creator holds all four work permissions', async () => {
    const id = await addWork(app, f.member.token, {
      project_name: '  长安十二时辰  ',
      media_type: 'NOVEL',
      length_type: 'LONG',
      tags: ['悬疑推理', '群像', '群像'],
    });
    const d = await detail(app, f.member.token, id);
    expect(d).toMatchObject({
      id,
      project_id: id,
      work_name: '长安十二时辰',
      project_name: '长安十二时辰',
      project_type: 'SCRIPT',
      media_type: 'NOVEL',
      script_type: 'NOVEL',
      length_type: 'LONG',
      target_group: 'A',
      unit: '章',
      tags: ['悬疑推理', '群像'],
      team_id: f.teamId,
      creator_id: f.member.user_id,
      member_count: 2,
      doc_count: 0,
      is_delete: 0,
      can_manage: 1,
      cover_url: '',
    });
    expect(d.my_permissions).toEqual([...WORK_PERMISSIONS]);
  });

  it('media_type defaults from project_type and the unit follows it', async () => {
    const id = await addWork(app, f.owner.token, { project_type: 'CARTOON', media_type: undefined });
    expect(await detail(app, f.owner.token, id)).toMatchObject({ media_type: 'CARTOON', unit: '话' });
  });

  it('update changes only the given fields and moves the work to the top of the list', async () => {
    const a = await addWork(app, f.admin.token, { project_name: '甲' });
    clock.advance(1000);
    const b = await addWork(app, f.admin.token, { project_name: '乙' });
    expect((await list(app, f.admin.token)).list.map((w) => w.project_id).slice(0, 2)).toEqual([b, a]);
    clock.advance(1000);
    const updated = await okDef(app, projectUpdate, {
      token: f.admin.token,
      input: { project_id: a, project_name: '甲（改）', work_type: 3 },
    });
    expect(updated).toMatchObject({
      project_name: '甲（改）',
      work_type: '3',
      work_type_name: '悬疑',
      tags: [],
    });
    expect((await list(app, f.admin.token)).list.map((w) => w.project_id).slice(0, 2)).toEqual([a, b]);
  });

  it('bad input answers 4220 with a Chinese message naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ project_type: 'SCRIPT' }, /作品名称/],
      [{ project_name: '', project_type: 'SCRIPT' }, /作品名称/],
      [{ project_name: 'x'.repeat(51), project_type: 'SCRIPT' }, /50/],
      [{ project_name: '作品' }, /project_type/],
      [{ project_name: '作品', project_type: 'FILM' }, /project_type/],
      [{ project_name: '作品', project_type: 'SCRIPT', media_type: 'X' }, /media_type/],
      [{ project_name: '作品', project_type: 'SCRIPT', length_type: 'HUGE' }, /length_type/],
      [{ project_name: '作品', project_type: 'SCRIPT', work_type: 999 }, /work_type/],
      [{ project_name: '作品', project_type: 'SCRIPT', tags: 'a' }, /tags/],
    ];
    for (const [body, msg] of cases) {
      const res = await callDef(app, projectAdd, { token: f.owner.token, input: body as never });
      expect(res.httpStatus).toBe(200);
      expect(res.status, JSON.stringify(body)).toBe(Status.VALIDATION);
      expect(res.msg).toMatch(msg);
    }
    const noId = await callDef(app, projectDetail, { token: f.owner.token, input: {} as never });
    expect([noId.status, noId.msg]).toEqual([Status.VALIDATION, '缺少 project_id']);
    const badPage = await callDef(app, projectList, { token: f.owner.token, input: { page_index: '0' } });
    expect(badPage.status).toBe(Status.VALIDATION);
    expect(badPage.msg).toMatch(/page_index/);
  });
});

describe('project/list', () => {
  it('filters by keyword, project_type and media_type, pages with a total, newest change first', async () => {
    const g = await teamFixture(app, '38100200');
    const ids: string[] = [];
    for (const [i, [name, type, media]] of (
      [
        ['雪中悍刀行', 'SCRIPT', 'SCRIPT'],
        ['雪国列车', 'SCRIPT', 'NOVEL'],
        ['百分之百_纯爱', 'CARTOON', 'CARTOON'],
        ['星际旅人', 'GAME', 'GAME'],
        ['雪落无声', 'ANIMATION', 'ANIMATION'],
      ] as const
    ).entries()) {
      clock.advance(1000 + i);
      ids.push(
        await addWork(app, g.owner.token, { project_name: name, project_type: type, media_type: media }),
      );
    }
    const all = await list(app, g.owner.token);
    expect(all.total).toBe(5);
    expect(all.list.map((w) => w.project_id)).toEqual([...ids].reverse());
    expect((await list(app, g.owner.token, { keyword: '雪' })).list.map((w) => w.project_name)).toEqual([
      '雪落无声',
      '雪国列车',
      '雪中悍刀行',
    ]);
    // LIKE wildcards in the keyword are literal characters.
    expect((await list(app, g.owner.token, { keyword: '_' })).list.map((w) => w.project_name)).toEqual([
      '百分之百_纯爱',
    ]);
    expect((await list(app, g.owner.token, { keyword: '%' })).total).toBe(0);
    expect((await list(app, g.owner.token, { project_type: 'SCRIPT' })).total).toBe(2);
    expect((await list(app, g.owner.token, { media_type: 'NOVEL' })).list[0]?.project_name).toBe('雪国列车');
    const page2 = await list(app, g.owner.token, { page_index: '2', page_size: '2' });
    expect(page2.total).toBe(5);
    expect(page2.list.map((w) => w.project_id)).toEqual([ids[2], ids[1]]);
    const row = all.list[0];
    expect(row).toMatchObject({
      creator_name: expect.any(String),
      member_count: 1,
      doc_count: 0,
      is_delete: 0,
    });
    expect(row?.my_permissions).toEqual([...WORK_PERMISSIONS]);
  });

  it('a member sees only the works they belong to; the team creator sees all of the team', async () => {
    const g = await teamFixture(app, '38100300');
    const mine = await addWork(app, g.member.token, { project_name: '成员的作品' });
    const admins = await addWork(app, g.admin.token, { project_name: '管理员的作品' });
    expect((await list(app, g.member.token)).list.map((w) => w.project_id)).toEqual([mine]);
    expect((await list(app, g.admin.token)).list.map((w) => w.project_id)).toEqual([admins]);
    const ownerView = await list(app, g.owner.token);
    expect(ownerView.list.map((w) => w.project_id).sort()).toEqual([mine, admins].sort());
    expect(ownerView.list.every((w) => w.my_permissions.length === 4 && w.can_manage === 1)).toBe(true);
    // Another team's works never show, even with that team's id forged.
    expect((await list(app, f.owner.token)).list.map((w) => w.project_id)).not.toContain(mine);
    const forged = await callDef(app, projectList, { token: f.outsider.token, input: { team_id: g.teamId } });
    expect(forged.status).toBe(Status.NO_PERMISSION);
  });
});

describe('forged ids', () => {
  it('user_id in the request never changes who acts; team_id of another team is refused', async () => {
    const g = await teamFixture(app, '38100500');
    const id = await addWork(app, g.member.token, { user_id: g.owner.user_id, project_name: '谁建的' });
    expect((await detail(app, g.member.token, id)).creator_id).toBe(g.member.user_id);
    const ownerOnly = await addWork(app, g.owner.token, { project_name: '创建者的' });
    // The member pretending to be the owner still sees only their own works.
    const seen = await list(app, g.member.token, { user_id: g.owner.user_id });
    expect(seen.list.map((w) => w.project_id)).toEqual([id]);
    const peek = await callDef(app, projectDetail, {
      token: g.member.token,
      input: { project_id: ownerOnly, user_id: g.owner.user_id } as never,
    });
    expect(peek.status).toBe(Status.WORK_GONE);
    // Creating in a team one is not in: 7013, and nothing is created there.
    const res = await callDef(app, projectAdd, {
      token: g.outsider.token,
      input: { team_id: g.teamId, project_name: '闯入', project_type: 'SCRIPT' },
    });
    expect(res.status).toBe(Status.NO_PERMISSION);
    expect((await list(app, g.owner.token, { keyword: '闯入' })).total).toBe(0);
    // An outsider naming the right team with a real work id still gets 8003.
    const poke = await callDef(app, projectUpdate, {
      token: g.outsider.token,
      input: { project_id: id, team_id: g.teamId, project_name: '改掉' },
    });
    expect(poke.status).toBe(Status.WORK_GONE);
    expect((await detail(app, g.member.token, id)).work_name).toBe('谁建的');
  });
});

describe('recycle bin', () => {
  it('delete bins the work (8003 afterwards), the bin lists it, restore brings it back, permanent delete removes it', async () => {
    const g = await teamFixture(app, '38100400');
    const id = await addWork(app, g.member.token, { project_name: '待删除' });
    const keep = await addWork(app, g.member.token, { project_name: '保留' });
    await setMember(app, g.member.token, id, g.admin.user_id, ['WriteWork']);

    await okDef(app, projectDelete, { token: g.member.token, input: { project_id: id } });
    const gone = await callDef(app, projectDetail, { token: g.member.token, input: { project_id: id } });
    expect([gone.status, gone.msg]).toEqual([Status.WORK_GONE, '作品不存在或已无法访问']);
    expect((await list(app, g.member.token)).list.map((w) => w.project_id)).toEqual([keep]);
    for (const token of [g.member.token, g.admin.token, g.owner.token]) {
      const bin = await list(app, token, asQuery(DELETED_WORKS_QUERY));
      expect(bin.list.map((w) => [w.project_id, w.is_delete])).toEqual([[id, 1]]);
      expect(bin.list[0]?.deleted_at).toEqual(expect.any(Number));
    }
    // Every call on a binned work answers 8003, binning it again too.
    const onTheWork: CallDef[] = [
      projectUpdate,
      projectCopy,
      projectDelete,
      projectMemberList,
      worksBaseInfo,
      worksCoverImgList,
    ];
    for (const def of onTheWork) {
      const res = await callDef(app, def, { token: g.member.token, input: { project_id: id } });
      expect(res.status, def.path).toBe(Status.WORK_GONE);
    }
    // Only a manager restores: the admin is a member with WriteWork but did not create the work.
    const refused = await callDef(app, projectRestore, { token: g.admin.token, input: { project_id: id } });
    expect(refused.status).toBe(Status.NO_PERMISSION);
    await okDef(app, projectRestore, { token: g.member.token, input: { project_id: id } });
    expect((await detail(app, g.admin.token, id)).is_delete).toBe(0);
    const again = await callDef(app, projectRestore, { token: g.member.token, input: { project_id: id } });
    expect([again.status, again.msg]).toEqual([Status.CONFLICT, '作品不在回收站中']);

    await okDef(app, projectDelete, { token: g.member.token, input: { project_id: id } });
    // Older clients send DELETE fields in the query; they are read the same way.
    const purge = await call(app, projectDelete.method, projectDelete.path, {
      token: g.member.token,
      query: { project_id: id, permanently_delete: '1' },
    });
    expect([purge.status, projectDelete.output.safeParse(purge.data).success]).toEqual([0, true]);
    expect((await list(app, g.owner.token, asQuery(DELETED_WORKS_QUERY))).total).toBe(0);
    const purged = await callDef(app, projectRestore, { token: g.owner.token, input: { project_id: id } });
    expect(purged.status).toBe(Status.WORK_GONE);
  });
});
