import { Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { call, okCall } from '../../test/inject';
import { type TeamFixture, teamFixture } from './testing';

type Who = 'owner' | 'admin' | 'member' | 'outsider' | 'signedOut';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Route {
  method: Method;
  path: string;
  /** Query (GET) or body (others) for the call; team_id is added. */
  args: (f: TeamFixture, who: Who) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Expected status for owner, admin, member (成员: no mTeamManage), outsider, signed out. */
  expect: [number, number, number, number, number];
}

const OK = 0;
const DENY = Status.NO_PERMISSION;
const OUT = Status.TOKEN_INVALID;
const manage = [OK, OK, DENY, DENY, OUT] as Route['expect'];
const membership = [OK, OK, OK, DENY, OUT] as Route['expect'];

let n = 0;
const customRole = async (app: FastifyInstance, f: TeamFixture) =>
  (
    await okCall<{ role_id: string }>(app, 'POST', '/ixj_web/team_role/add', {
      token: f.owner.token,
      body: { team_id: f.teamId, role_name: `临时角色${++n}`, permissions: ['mWorkManage'] },
    })
  ).role_id;

describe('team permission matrix', () => {
  let app: FastifyInstance;
  let f: TeamFixture;
  beforeAll(async () => {
    app = await createTestApp();
    f = await teamFixture(app, '33000000');
  });
  afterAll(async () => app.close());

  const routes = (): Route[] => [
    { method: 'GET', path: '/ixj_web/team_role/get_role_list_all', args: () => ({}), expect: manage },
    { method: 'GET', path: '/ixj_web/team_role/get_permission_options', args: () => ({}), expect: manage },
    {
      method: 'GET',
      path: '/ixj_web/team_role/get',
      args: () => ({ role_id: f.roles.member }),
      expect: manage,
    },
    {
      method: 'POST',
      path: '/ixj_web/team_role/add',
      args: () => ({ role_name: `新角色${++n}`, permissions: ['mAiEvaluate'] }),
      expect: manage,
    },
    {
      method: 'PUT',
      path: '/ixj_web/team_role/update',
      args: async () => ({
        role_id: await customRole(app, f),
        role_name: `改名${++n}`,
        permissions: ['mTemplateLib'],
      }),
      expect: manage,
    },
    {
      method: 'DELETE',
      path: '/ixj_web/team_role/delete',
      args: async () => ({ role_id: await customRole(app, f) }),
      expect: manage,
    },
    {
      method: 'PUT',
      path: '/ixj_web/team_role/set_team_role_to_member',
      args: () => ({ user_id: f.member.user_id, role_id: f.roles.member }),
      expect: manage,
    },
    {
      method: 'GET',
      path: '/ixj_web/team_manage/get_team_member_list_all',
      args: () => ({}),
      expect: manage,
    },
    {
      method: 'DELETE',
      path: '/ixj_web/team_manage/remove_team_member',
      // The outsider is no member: authorised callers get 4040, proving the check order (7013 first).
      args: () => ({ user_id: f.outsider.user_id }),
      expect: [Status.NOT_FOUND, Status.NOT_FOUND, DENY, DENY, OUT],
    },
    {
      method: 'POST',
      path: '/ixj_web/team_manage/generate_invitation_code',
      args: () => ({}),
      expect: manage,
    },
    { method: 'PUT', path: '/ixj_web/team/update', args: () => ({ team_name: '测试团队' }), expect: manage },
    { method: 'GET', path: '/ixj_web/team/get_team_simple_work_list', args: () => ({}), expect: membership },
  ];

  const whos: Who[] = ['owner', 'admin', 'member', 'outsider', 'signedOut'];

  it('answers each route with the expected status for every kind of caller', async () => {
    const seen: string[] = [];
    for (const r of routes()) {
      for (const [i, who] of whos.entries()) {
        const token = who === 'signedOut' ? undefined : f[who].token;
        const args = { ...(await r.args(f, who)), team_id: f.teamId };
        const res =
          r.method === 'GET'
            ? await call(app, r.method, r.path, { token, query: args as Record<string, string> })
            : await call(app, r.method, r.path, { token, body: args });
        seen.push(`${r.method} ${r.path} ${who} -> ${res.status}`);
        expect(`${r.method} ${r.path} ${who} -> ${res.status}`).toBe(
          `${r.method} ${r.path} ${who} -> ${r.expect[i]}`,
        );
        expect(res.httpStatus).toBe(200);
      }
    }
    expect(seen).toHaveLength(routes().length * whos.length);
  });

  it('without team_id a call acts on the current team; the outsider only reaches their own', async () => {
    const mine = await okCall<{ list: { user_id: string }[] }>(
      app,
      'GET',
      '/ixj_web/team_manage/get_team_member_list_all',
      {
        token: f.outsider.token,
      },
    );
    expect(mine.list.map((m) => m.user_id)).toEqual([f.outsider.user_id]);
    const admins = await okCall<{ list: { user_id: string }[] }>(
      app,
      'GET',
      '/ixj_web/team_manage/get_team_member_list_all',
      { token: f.admin.token },
    );
    expect(admins.list).toHaveLength(3);
  });
});
