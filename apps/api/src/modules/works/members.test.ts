import {
  projectDetail,
  projectMemberList,
  projectMemberRemove,
  projectMemberSet,
  Status,
  type TCallInput,
  type TSimpleWork,
  WORK_PERMISSIONS,
  worksMemberJoinedWorks,
  worksSetMemberJoinedWorks,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as accessChanges from '../../lib/access-changes';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { okCall } from '../../test/inject';
import { type TeamFixture, teamFixture } from '../team/testing';
import { addWork, detail, list, setMember } from './testing';

let app: FastifyInstance;
let f: TeamFixture;

beforeAll(async () => {
  app = await createTestApp();
  f = await teamFixture(app, '38200100');
});
afterAll(async () => app.close());

const members = (token: string, projectId: string) =>
  okDef(app, projectMemberList, { token, input: { project_id: projectId } });
/** project/detail's envelope, whatever its status. */
const detailAnswer = (token: string, projectId: string) =>
  callDef(app, projectDetail, { token, input: { project_id: projectId } });

describe('work members', () => {
  it('add, update and remove a member; my_permissions and access follow; the relay is told each time', async () => {
    const notify = vi.spyOn(accessChanges, 'notifyAccessChanged');
    const id = await addWork(app, f.admin.token, { project_name: '成员测试' });
    const before = await detailAnswer(f.member.token, id);
    expect(before.status).toBe(Status.WORK_GONE);

    await setMember(app, f.admin.token, id, f.member.user_id, ['WriteWork', 'EditIdeas', 'WriteWork']);
    expect(notify).toHaveBeenLastCalledWith(app, { workId: id, userId: f.member.user_id });
    const seen = await detail(app, f.member.token, id);
    // Canonical order, duplicates collapsed; a plain member does not manage the work.
    expect(seen.my_permissions).toEqual(['EditIdeas', 'WriteWork']);
    expect(seen.can_manage).toBe(0);
    expect(seen.member_count).toBe(3);
    const m = await members(f.member.token, id);
    expect(m.list.map((x) => [x.user_id, x.is_creator, x.is_team_owner, x.permissions])).toEqual([
      [f.owner.user_id, 0, 1, [...WORK_PERMISSIONS]],
      [f.admin.user_id, 1, 0, [...WORK_PERMISSIONS]],
      [f.member.user_id, 0, 0, ['EditIdeas', 'WriteWork']],
    ]);

    await setMember(app, f.admin.token, id, f.member.user_id, ['Producer']);
    expect((await detail(app, f.member.token, id)).my_permissions).toEqual(['Producer']);
    await setMember(app, f.admin.token, id, f.member.user_id, []);
    expect((await detail(app, f.member.token, id)).my_permissions).toEqual([]);

    await okDef(app, projectMemberRemove, {
      token: f.admin.token,
      input: { project_id: id, user_id: f.member.user_id },
    });
    expect(notify).toHaveBeenLastCalledWith(app, { workId: id, userId: f.member.user_id });
    const after = await detailAnswer(f.member.token, id);
    expect(after.status).toBe(Status.WORK_GONE);
    const twice = await callDef(app, projectMemberRemove, {
      token: f.admin.token,
      input: { project_id: id, user_id: f.member.user_id },
    });
    expect(twice.status).toBe(Status.NOT_FOUND);
    notify.mockRestore();
  });

  it('refuses members outside the team, the team creator and removing the work creator', async () => {
    const id = await addWork(app, f.admin.token);
    const outsider = await callDef(app, projectMemberSet, {
      token: f.admin.token,
      input: { project_id: id, user_id: f.outsider.user_id, permissions: ['WriteWork'] },
    });
    expect([outsider.status, outsider.msg]).toEqual([Status.NOT_FOUND, '该用户不是团队成员']);
    const owner = await callDef(app, projectMemberSet, {
      token: f.admin.token,
      input: { project_id: id, user_id: f.owner.user_id, permissions: [] },
    });
    expect(owner.status).toBe(Status.CONFLICT);
    const creator = await callDef(app, projectMemberRemove, {
      token: f.owner.token,
      input: { project_id: id, user_id: f.admin.user_id },
    });
    expect([creator.status, creator.msg]).toEqual([Status.CONFLICT, '不能移除作品创建者']);
    const bad = await callDef(app, projectMemberSet, {
      token: f.admin.token,
      input: { project_id: id, user_id: f.member.user_id, permissions: ['Admin'] as never },
    });
    expect(bad.status).toBe(Status.VALIDATION);
    expect(bad.msg).toMatch(/permissions/);
    // The outsider's work is 8003 to this team's creator, whatever team_id is sent.
    const foreign = await addWork(app, f.outsider.token);
    for (const team_id of [undefined, f.teamId, f.outsiderTeamId]) {
      const res = await callDef(app, projectMemberSet, {
        token: f.owner.token,
        input: { project_id: foreign, user_id: f.owner.user_id, permissions: ['WriteWork'], team_id },
      });
      expect(res.status).toBe(Status.WORK_GONE);
    }
  });

  it('a member removed from the team loses access to the team works', async () => {
    const g = await teamFixture(app, '38200200');
    const id = await addWork(app, g.owner.token);
    await setMember(app, g.owner.token, id, g.member.user_id, ['WriteWork']);
    expect((await detail(app, g.member.token, id)).my_permissions).toEqual(['WriteWork']);
    await okCall(app, 'DELETE', '/ixj_web/team_manage/remove_team_member', {
      token: g.owner.token,
      body: { team_id: g.teamId, user_id: g.member.user_id },
    });
    expect((await detailAnswer(g.member.token, id)).status).toBe(Status.WORK_GONE);
  });
});

describe('set_member_joined_works and the team pages', () => {
  it('sets exactly the listed works with permissions, keeps works the member created, and lists them', async () => {
    const g = await teamFixture(app, '38200300');
    const a = await addWork(app, g.owner.token, { project_name: 'A' });
    const b = await addWork(app, g.owner.token, { project_name: 'B' });
    const own = await addWork(app, g.member.token, { project_name: '成员自建' });

    await okDef(app, worksSetMemberJoinedWorks, {
      token: g.admin.token,
      input: {
        user_id: g.member.user_id,
        works: [
          { project_id: a, permissions: ['WriteWork'] },
          { project_id: b, permissions: ['Producer', 'AiEvaluate'] },
        ],
      },
    });
    expect((await detail(app, g.member.token, a)).my_permissions).toEqual(['WriteWork']);
    expect((await detail(app, g.member.token, b)).my_permissions).toEqual(['Producer', 'AiEvaluate']);

    await okDef(app, worksSetMemberJoinedWorks, {
      token: g.owner.token,
      input: { user_id: g.member.user_id, works: [{ project_id: b, permissions: ['EditIdeas'] }] },
    });
    const gone = await detailAnswer(g.member.token, a);
    expect(gone.status).toBe(Status.WORK_GONE);
    expect((await list(app, g.member.token)).list.map((w) => w.project_id).sort()).toEqual([b, own].sort());

    const joined = await okDef(app, worksMemberJoinedWorks, {
      token: g.admin.token,
      input: { user_id: g.member.user_id },
    });
    expect(joined.list.map((w) => [w.project_name, w.joined, w.permissions, w.is_creator])).toEqual([
      ['A', 0, [], 0],
      ['B', 1, ['EditIdeas'], 0],
      ['成员自建', 1, [...WORK_PERMISSIONS], 1],
    ]);

    // The team page's simple list: a team manager sees every work; a plain member the ones they may open.
    const simple = (token: string) =>
      okCall<{ list: TSimpleWork[]; total: number }>(app, 'GET', '/ixj_web/team/get_team_simple_work_list', {
        token,
      });
    expect((await simple(g.admin.token)).list.map((w) => w.project_name)).toEqual(['A', 'B', '成员自建']);
    expect((await simple(g.member.token)).list.map((w) => w.project_name)).toEqual(['B', '成员自建']);
  });

  it('needs mTeamManage, refuses other-team works and people outside the team', async () => {
    const g = await teamFixture(app, '38200400');
    const a = await addWork(app, g.owner.token);
    const foreign = await addWork(app, f.owner.token);
    const put = (token: string, input: Record<string, unknown>) =>
      callDef(app, worksSetMemberJoinedWorks, {
        token,
        input: input as TCallInput<typeof worksSetMemberJoinedWorks>,
      });
    const works = [{ project_id: a, permissions: ['WriteWork'] }];
    expect((await put(g.member.token, { user_id: g.admin.user_id, works })).status).toBe(
      Status.NO_PERMISSION,
    );
    expect((await put(f.owner.token, { team_id: g.teamId, user_id: g.member.user_id, works })).status).toBe(
      Status.NO_PERMISSION,
    );
    expect((await put(g.owner.token, { user_id: f.member.user_id, works })).status).toBe(Status.NOT_FOUND);
    expect((await put(g.owner.token, { user_id: g.owner.user_id, works })).status).toBe(Status.CONFLICT);
    const mixed = await put(g.owner.token, {
      user_id: g.member.user_id,
      works: [...works, { project_id: foreign, permissions: ['WriteWork'] }],
    });
    expect(mixed.status).toBe(Status.WORK_GONE);
    // Nothing changed: the refused call was all or nothing.
    expect((await detailAnswer(g.member.token, a)).status).toBe(Status.WORK_GONE);
    const missing = await put(g.owner.token, { user_id: g.member.user_id });
    expect(missing.status).toBe(Status.VALIDATION);
    expect(missing.msg).toMatch(/works/);
    const read = await callDef(app, worksMemberJoinedWorks, {
      token: g.member.token,
      input: { user_id: g.member.user_id },
    });
    expect(read.status).toBe(Status.NO_PERMISSION);
  });
});
