import {
  Status,
  type TCurrentTeam,
  TEAM_PERMISSIONS,
  type TTeamMember,
  type TTeamRole,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { call, okCall } from '../../test/inject';
import { TeamRuleMessage as M } from './refusals';
import { type TeamFixture, teamFixture } from './testing';

describe('team role rules', () => {
  let app: FastifyInstance;
  let f: TeamFixture;
  const as = (token: string) => ({
    get: <T>(path: string, query: Record<string, string> = {}) => call<T>(app, 'GET', path, { token, query }),
    put: <T>(path: string, body: object) => call<T>(app, 'PUT', path, { token, body }),
    post: <T>(path: string, body: object) => call<T>(app, 'POST', path, { token, body }),
    del: <T>(path: string, body: object) => call<T>(app, 'DELETE', path, { token, body }),
  });
  const refused = (res: { status: number; msg: string }, msg: string) =>
    expect([res.status, res.msg]).toEqual([Status.CONFLICT, msg]);

  beforeAll(async () => {
    app = await createTestApp();
    f = await teamFixture(app, '34000000');
  });
  afterAll(async () => app.close());

  it('a new team has the three built-in roles and five permission options in Chinese', async () => {
    const owner = as(f.owner.token);
    const roles = await owner.get<{ list: TTeamRole[] }>('/ixj_web/team_role/get_role_list_all');
    expect(roles.data.list.map((r) => [r.kind, r.role_name, r.member_count])).toEqual([
      ['owner', '创建者', 1],
      ['admin', '管理员', 1],
      ['member', '成员', 1],
    ]);
    expect(roles.data.list[0]?.permissions).toEqual([...TEAM_PERMISSIONS]);
    expect(roles.data.list[2]?.permissions).not.toContain('mTeamManage');
    const options = await owner.get<{ list: { value: string; label: string }[] }>(
      '/ixj_web/team_role/get_permission_options',
    );
    expect(options.data.list).toEqual([
      { value: 'mWorkManage', label: '作品管理' },
      { value: 'mMaterialCenter', label: '素材中心' },
      { value: 'mAiEvaluate', label: 'AI评估' },
      { value: 'mTeamManage', label: '团队管理' },
      { value: 'mTemplateLib', label: '模板库' },
    ]);
    const bad = await owner.post('/ixj_web/team_role/add', { role_name: '坏', permissions: ['mNope'] });
    expect([bad.status, bad.msg]).toEqual([Status.VALIDATION, '权限不存在']);
    const noName = await owner.post('/ixj_web/team_role/add', { permissions: [] });
    expect([noName.status, noName.msg]).toEqual([Status.VALIDATION, '请输入角色名称']);
  });

  it('the creator keeps every permission and cannot be demoted, removed or cloned', async () => {
    const admin = as(f.admin.token);
    refused(
      await admin.put('/ixj_web/team_role/update', { role_id: f.roles.owner, permissions: [] }),
      M.ownerRoleFixed,
    );
    refused(
      await admin.put('/ixj_web/team_role/set_team_role_to_member', {
        user_id: f.owner.user_id,
        role_id: f.roles.member,
      }),
      M.creatorFixed,
    );
    refused(
      await admin.put('/ixj_web/team_role/set_team_role_to_member', {
        user_id: f.member.user_id,
        role_id: f.roles.owner,
      }),
      M.ownerRoleNotAssignable,
    );
    refused(
      await admin.del('/ixj_web/team_manage/remove_team_member', { user_id: f.owner.user_id }),
      M.creatorNotRemovable,
    );
    refused(
      await admin.del('/ixj_web/team_role/delete', { role_id: f.roles.member }),
      M.builtinRoleNotDeletable,
    );
    refused(
      await admin.put('/ixj_web/team_role/update', { role_id: f.roles.member, role_name: '新名' }),
      M.builtinRoleNameFixed,
    );
    refused(await as(f.owner.token).del('/ixj_web/team/quit_team', {}), M.creatorCannotQuit);
    const cur = await as(f.owner.token).get<TCurrentTeam>('/ixj_web/team/get_current');
    expect([cur.data.role, cur.data.role_id, cur.data.role_name, cur.data.my_permissions]).toEqual([
      'owner',
      f.roles.owner,
      '创建者',
      [...TEAM_PERMISSIONS],
    ]);
  });

  it('nobody grants (or takes away) a permission they do not hold', async () => {
    const owner = as(f.owner.token);
    const assistant = await owner.post<{ role_id: string }>('/ixj_web/team_role/add', {
      role_name: '助理',
      permissions: ['mTeamManage', 'mWorkManage'],
    });
    await okCall(app, 'PUT', '/ixj_web/team_role/set_team_role_to_member', {
      token: f.owner.token,
      body: { user_id: f.member.user_id, role_id: assistant.data.role_id },
    });
    const me = as(f.member.token);
    const cur = await me.get<TCurrentTeam>('/ixj_web/team/get_current');
    expect([...cur.data.my_permissions].sort()).toEqual(['mTeamManage', 'mWorkManage']);
    refused(
      await me.post('/ixj_web/team_role/add', { role_name: '越权', permissions: ['mAiEvaluate'] }),
      M.grantBeyondOwn,
    );
    expect(
      (await me.post('/ixj_web/team_role/add', { role_name: '作品组', permissions: ['mWorkManage'] })).status,
    ).toBe(0);
    refused(
      await me.put('/ixj_web/team_role/update', { role_id: f.roles.member, permissions: ['mWorkManage'] }),
      M.grantBeyondOwn,
    );
    refused(
      await me.put('/ixj_web/team_role/set_team_role_to_member', {
        user_id: f.admin.user_id,
        role_id: assistant.data.role_id,
      }),
      M.grantBeyondOwn,
    );
    refused(
      await me.del('/ixj_web/team_manage/remove_team_member', { user_id: f.admin.user_id }),
      M.grantBeyondOwn,
    );
    refused(
      await me.del('/ixj_web/team_manage/remove_team_member', { user_id: f.member.user_id }),
      M.selfNotRemovable,
    );
    const dup = await owner.post('/ixj_web/team_role/add', { role_name: '助理', permissions: [] });
    refused(dup, M.roleNameTaken);
  });

  it('deleting a custom role in use moves its members to 成员', async () => {
    const owner = as(f.owner.token);
    const temp = await owner.post<{ role_id: string }>('/ixj_web/team_role/add', {
      role_name: '临时',
      permissions: [],
    });
    await okCall(app, 'PUT', '/ixj_web/team_role/set_team_role_to_member', {
      token: f.owner.token,
      body: { user_id: f.member.user_id, role_id: temp.data.role_id },
    });
    expect((await owner.del('/ixj_web/team_role/delete', { role_id: temp.data.role_id })).status).toBe(0);
    const members = await owner.get<{ list: TTeamMember[] }>('/ixj_web/team_manage/get_team_member_list_all');
    const m = members.data.list.find((x) => x.user_id === f.member.user_id);
    expect([m?.role, m?.role_id, m?.role_name]).toEqual(['member', f.roles.member, '成员']);
    const gone = await owner.get('/ixj_web/team_role/get', { role_id: temp.data.role_id });
    expect(gone.status).toBe(Status.NOT_FOUND);
  });

  it('editing a role updates its members permissions at once; team rename shows in get_current', async () => {
    const owner = as(f.owner.token);
    await okCall(app, 'PUT', '/ixj_web/team_role/update', {
      token: f.owner.token,
      body: { role_id: f.roles.member, permissions: ['mMaterialCenter'] },
    });
    const cur = await as(f.member.token).get<TCurrentTeam>('/ixj_web/team/get_current');
    expect(cur.data.my_permissions).toEqual(['mMaterialCenter']);
    expect((await owner.put('/ixj_web/team/update', { team_name: '新名字' })).status).toBe(0);
    expect((await as(f.member.token).get<TCurrentTeam>('/ixj_web/team/get_current')).data.team_name).toBe(
      '新名字',
    );
  });

  it('forged team_id, role_id and user_id never reach another team', async () => {
    const out = as(f.outsider.token);
    // Their own team (current), but naming the other team's role or member: nothing found, nothing changed.
    expect((await out.get('/ixj_web/team_role/get', { role_id: f.roles.admin })).status).toBe(
      Status.NOT_FOUND,
    );
    expect((await out.del('/ixj_web/team_role/delete', { role_id: f.roles.admin })).status).toBe(
      Status.NOT_FOUND,
    );
    expect(
      (
        await out.put('/ixj_web/team_role/update', {
          role_id: f.roles.member,
          permissions: [...TEAM_PERMISSIONS],
        })
      ).status,
    ).toBe(Status.NOT_FOUND);
    expect(
      (
        await out.put('/ixj_web/team_role/set_team_role_to_member', {
          user_id: f.member.user_id,
          role_id: f.roles.admin,
        })
      ).status,
    ).toBe(Status.NOT_FOUND);
    expect(
      (await out.del('/ixj_web/team_manage/remove_team_member', { user_id: f.member.user_id })).status,
    ).toBe(Status.NOT_FOUND);
    // Naming the other team directly: 7013, and a user_id in the query changes nothing.
    const list = await out.get('/ixj_web/team_manage/get_team_member_list_all', {
      team_id: f.teamId,
      user_id: f.owner.user_id,
    });
    expect(list.status).toBe(Status.NO_PERMISSION);
    expect((await out.put('/ixj_web/team/update', { team_id: f.teamId, team_name: '被篡改' })).status).toBe(
      Status.NO_PERMISSION,
    );
    const members = await as(f.owner.token).get<{ list: TTeamMember[] }>(
      '/ixj_web/team_manage/get_team_member_list_all',
    );
    expect(members.data.list).toHaveLength(3);
    const cur = await as(f.owner.token).get<TCurrentTeam>('/ixj_web/team/get_current');
    expect(cur.data.team_name).not.toBe('被篡改');
  });
});
