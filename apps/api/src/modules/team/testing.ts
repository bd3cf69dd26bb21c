import type { TLoginResult } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { okCall } from '../../test/inject';
import { signInBySms } from '../account/testing';

/** A team with an owner, an admin, a plain member (成员 without mTeamManage) and an outsider with a team of their own. */
export interface TeamFixture {
  teamId: string;
  owner: TLoginResult;
  admin: TLoginResult;
  member: TLoginResult;
  outsider: TLoginResult;
  outsiderTeamId: string;
  roles: Record<'owner' | 'admin' | 'member', string>;
}

/** Creates a team and members through the API only (invitation code + join_team). `prefix` is 8 digits after 1. */
export async function teamFixture(app: FastifyInstance, prefix: string): Promise<TeamFixture> {
  const [owner, admin, member, outsider] = (await Promise.all(
    ['1', '2', '3', '4'].map((n) => signInBySms(app, `1${prefix}0${n}`)),
  )) as [TLoginResult, TLoginResult, TLoginResult, TLoginResult];
  const { team_id: teamId } = await okCall<{ team_id: string }>(app, 'POST', '/ixj_web/team/add', {
    token: owner.token,
    body: { team_name: '测试团队' },
  });
  const { team_id: outsiderTeamId } = await okCall<{ team_id: string }>(app, 'POST', '/ixj_web/team/add', {
    token: outsider.token,
    body: { team_name: '别人的团队' },
  });
  const { code } = await okCall<{ code: string }>(
    app,
    'POST',
    '/ixj_web/team_manage/generate_invitation_code',
    {
      token: owner.token,
      body: { team_id: teamId },
    },
  );
  for (const u of [admin, member]) {
    await okCall(app, 'POST', '/ixj_web/team/join_team', { token: u.token, body: { code } });
  }
  const roles = await okCall<{ list: { role_id: string; kind: string }[] }>(
    app,
    'GET',
    '/ixj_web/team_role/get_role_list_all',
    { token: owner.token, query: { team_id: teamId } },
  );
  const byKind = Object.fromEntries(roles.list.map((r) => [r.kind, r.role_id])) as TeamFixture['roles'];
  await okCall(app, 'PUT', '/ixj_web/team_role/set_team_role_to_member', {
    token: owner.token,
    body: { team_id: teamId, user_id: admin.user_id, role_id: byKind.admin },
  });
  return { teamId, owner, admin, member, outsider, outsiderTeamId, roles: byKind };
}
