import { Status, StatusMessage, type TCurrentTeam, TEAM_PERMISSIONS, type TMyTeam } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { call } from '../../test/inject';
import { signInBySms } from '../account/testing';

describe('team basics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('7007 without a team; add makes the creator a full member and the team current', async () => {
    const u = await signInBySms(app, '13200000001');
    const none = await call(app, 'GET', '/ixj_web/team/get_current', { token: u.token });
    expect([none.status, none.msg]).toEqual([Status.NO_TEAM, StatusMessage[Status.NO_TEAM]]);
    expect((await call(app, 'GET', '/ixj_web/team/get_current')).status).toBe(Status.TOKEN_INVALID);

    const bad = await call(app, 'POST', '/ixj_web/team/add', { token: u.token, body: { team_name: '  ' } });
    expect([bad.status, bad.msg]).toEqual([Status.VALIDATION, '请输入团队名称']);
    const long = await call(app, 'POST', '/ixj_web/team/add', {
      token: u.token,
      body: { team_name: '团'.repeat(31) },
    });
    expect(long.msg).toBe('团队名称不能超过30个字');

    const added = await call<{ team_id: string }>(app, 'POST', '/ixj_web/team/add', {
      token: u.token,
      body: { team_name: '星河编剧组' },
    });
    expect(added.status).toBe(0);
    const cur = await call<TCurrentTeam>(app, 'GET', '/ixj_web/team/get_current', { token: u.token });
    expect(cur.data).toMatchObject({ team_id: added.data.team_id, team_name: '星河编剧组', role: 'owner' });
    // Issue 10 defect 8: a member is told who can add them to works.
    expect(cur.data.owner_name).toBe(u.user.name);
    expect([...cur.data.my_permissions].sort()).toEqual([...TEAM_PERMISSIONS].sort());

    const second = await call<{ team_id: string }>(app, 'POST', '/ixj_web/team/add', {
      token: u.token,
      body: { team_name: '第二组' },
    });
    const list = await call<{ list: TMyTeam[]; total: number }>(
      app,
      'GET',
      '/ixj_web/team/get_my_team_list',
      {
        token: u.token,
      },
    );
    expect(list.data.total).toBe(2);
    expect(list.data.list.find((t) => t.is_current === 1)?.team_id).toBe(second.data.team_id);

    const set = await call(app, 'PUT', '/ixj_web/team/set_current', {
      token: u.token,
      body: { team_id: added.data.team_id },
    });
    expect(set.status).toBe(0);
    const cur2 = await call<TCurrentTeam>(app, 'GET', '/ixj_web/team/get_current', { token: u.token });
    expect(cur2.data.team_id).toBe(added.data.team_id);
  });

  it('a forged team_id gives no access to another team', async () => {
    const owner = await signInBySms(app, '13200000002');
    const stranger = await signInBySms(app, '13200000003');
    const team = await call<{ team_id: string }>(app, 'POST', '/ixj_web/team/add', {
      token: owner.token,
      body: { team_name: '私有团队' },
    });
    const set = await call(app, 'PUT', '/ixj_web/team/set_current', {
      token: stranger.token,
      body: { team_id: team.data.team_id },
    });
    expect([set.status, set.msg]).toEqual([Status.NO_PERMISSION, StatusMessage[Status.NO_PERMISSION]]);
    const cur = await call(app, 'GET', '/ixj_web/team/get_current', {
      token: stranger.token,
      query: { team_id: team.data.team_id, user_id: owner.user_id },
    });
    expect(cur.status).toBe(Status.NO_TEAM);
    const list = await call<{ total: number }>(app, 'GET', '/ixj_web/team/get_my_team_list', {
      token: stranger.token,
      query: { user_id: owner.user_id },
    });
    expect(list.data.total).toBe(0);
    const missing = await call(app, 'PUT', '/ixj_web/team/set_current', { token: stranger.token, body: {} });
    expect([missing.status, missing.msg]).toEqual([Status.VALIDATION, '缺少 team_id']);
  });
});
