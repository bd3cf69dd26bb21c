import { Status, type TCurrentTeam, type TInvitationInfo } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { fakeClock } from '../../test/clock';
import { call, okCall } from '../../test/inject';
import { signInBySms } from '../account/testing';
import { TeamRuleMessage as M } from './refusals';
import { type TeamFixture, teamFixture } from './testing';

const DAY = 24 * 60 * 60 * 1000;

describe('team invitations, joining and quitting', () => {
  let app: FastifyInstance;
  let f: TeamFixture;
  beforeAll(async () => {
    app = await createTestApp();
    f = await teamFixture(app, '35000000');
  });
  afterAll(async () => app.close());

  const generate = () =>
    okCall<{ code: string; expire_time: number }>(
      app,
      'POST',
      '/ixj_web/team_manage/generate_invitation_code',
      {
        token: f.owner.token,
        body: { team_id: f.teamId },
      },
    );

  it('shows the team and inviter to a signed-in non-member; expires after INVITATION_TTL_DAYS', async () => {
    const clock = fakeClock(app);
    const { code, expire_time } = await generate();
    expect(expire_time).toBe(clock.now() + 7 * DAY);
    const guest = await signInBySms(app, '13500000009');
    const info = await okCall<TInvitationInfo>(app, 'GET', '/ixj_web/team_manage/get_team_invitation_info', {
      token: guest.token,
      query: { code },
    });
    expect(info).toEqual({
      team_id: f.teamId,
      team_name: '测试团队',
      inviter_name: f.owner.user.name,
      expire_time,
      is_member: 0,
    });
    const anon = await call(app, 'GET', '/ixj_web/team_manage/get_team_invitation_info', { query: { code } });
    expect(anon.status).toBe(Status.TOKEN_INVALID);

    clock.advance(7 * DAY);
    const late = await call(app, 'GET', '/ixj_web/team_manage/get_team_invitation_info', {
      token: guest.token,
      query: { code },
    });
    expect([late.status, late.msg]).toEqual([Status.NOT_FOUND, M.invitationInvalid]);
    const join = await call(app, 'POST', '/ixj_web/team/join_team', { token: guest.token, body: { code } });
    expect([join.status, join.msg]).toEqual([Status.NOT_FOUND, M.invitationInvalid]);
    const empty = await call(app, 'POST', '/ixj_web/team/join_team', { token: guest.token, body: {} });
    expect([empty.status, empty.msg]).toEqual([Status.VALIDATION, '请输入邀请码']);
  });

  it('a new code revokes the old one; joining makes the team current as 成员', async () => {
    const old = await generate();
    const fresh = await generate();
    const guest = await signInBySms(app, '13500000010');
    const revoked = await call(app, 'POST', '/ixj_web/team/join_team', {
      token: guest.token,
      body: { code: old.code },
    });
    expect(revoked.status).toBe(Status.NOT_FOUND);
    const joined = await okCall<{ team_id: string }>(app, 'POST', '/ixj_web/team/join_team', {
      token: guest.token,
      body: { code: fresh.code },
    });
    expect(joined.team_id).toBe(f.teamId);
    const cur = await okCall<TCurrentTeam>(app, 'GET', '/ixj_web/team/get_current', { token: guest.token });
    expect([cur.team_id, cur.role]).toEqual([f.teamId, 'member']);
    expect(cur.my_permissions).not.toContain('mTeamManage');
    // Joining again, even twice at once, is harmless and shows is_member.
    const twice = await Promise.all(
      [1, 2].map(() =>
        call(app, 'POST', '/ixj_web/team/join_team', { token: guest.token, body: { code: fresh.code } }),
      ),
    );
    expect(twice.map((r) => r.status)).toEqual([0, 0]);
    const racer = await signInBySms(app, '13500000011');
    const raced = await Promise.all(
      [1, 2].map(() =>
        call(app, 'POST', '/ixj_web/team/join_team', { token: racer.token, body: { code: fresh.code } }),
      ),
    );
    expect(raced.map((r) => r.status)).toEqual([0, 0]);
    const told = await okCall<{ list: { type: string }[] }>(app, 'GET', '/ixj_web/message/list', {
      token: racer.token,
    });
    expect(told.list.map((m) => m.type)).toEqual(['invited']);
    const info = await okCall<TInvitationInfo>(app, 'GET', '/ixj_web/team_manage/get_team_invitation_info', {
      token: guest.token,
      query: { code: fresh.code },
    });
    expect(info.is_member).toBe(1);
    const works = await okCall<{ list: unknown[]; total: number }>(
      app,
      'GET',
      '/ixj_web/team/get_team_simple_work_list',
      {
        token: guest.token,
      },
    );
    expect(works).toEqual({ list: [], total: 0 });

    // Quitting: the team is gone from the guest's view; the guest has no other team.
    await okCall(app, 'DELETE', '/ixj_web/team/quit_team', {
      token: guest.token,
      body: { team_id: f.teamId },
    });
    const none = await call(app, 'GET', '/ixj_web/team/get_current', { token: guest.token });
    expect(none.status).toBe(Status.NO_TEAM);
    const again = await call(app, 'GET', '/ixj_web/team/get_team_simple_work_list', {
      token: guest.token,
      query: { team_id: f.teamId },
    });
    expect(again.status).toBe(Status.NO_PERMISSION);
  });
});
