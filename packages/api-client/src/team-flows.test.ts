import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, signInBySms, startApi, testClient } from './test/api-server';

// The real API (buildApp on PGlite) on a local port; nothing of it is mocked.
let server: RunningApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

describe('team and message flows against the real API', () => {
  it('owner invites, a second user reads the invitation and joins, owner sees the member and a joined message', async () => {
    const owner = testClient(server);
    await signInBySms(owner.api, '13700000101');
    const { team_id } = await owner.api.team.add({ team_name: '邀请测试团队' });
    await owner.api.team.getCurrent();
    const invitation = await owner.api.teamManage.generateInvitationCode();
    expect(invitation.code).toBeTruthy();
    expect(invitation.expire_time).toBeGreaterThan(Date.now());

    const guest = testClient(server);
    const me = await signInBySms(guest.api, '13700000102');
    const info = await guest.api.teamManage.getTeamInvitationInfo({ code: invitation.code });
    expect(info).toMatchObject({ team_id, team_name: '邀请测试团队', is_member: 0 });
    expect(await guest.api.team.joinTeam({ code: invitation.code })).toEqual({ team_id });
    // Joining makes the team current for the joiner.
    expect((await guest.api.team.getCurrent()).team_id).toBe(team_id);
    const guestMessages = await guest.api.message.list({}, { silent: true });
    expect(guestMessages.list.map((m) => m.type)).toContain('invited');

    const members = await owner.api.teamManage.getTeamMemberListAll();
    const joined = members.list.find((m) => m.user_id === me.user_id);
    expect(joined?.role).toBe('member');
    expect(members.total).toBe(2);

    expect((await owner.api.message.quantity({ silent: true })).quantity).toBe(1);
    const page = await owner.api.message.list({ page_index: 1, page_size: 10 }, { silent: true });
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ type: 'joined', is_read: 0 });

    await owner.api.message.readAll();
    expect((await owner.api.message.quantity({ silent: true })).quantity).toBe(0);
    const after = await owner.api.message.list({}, { silent: true });
    expect(after.list[0]?.is_read).toBe(1);
    expect(owner.events).toEqual([]);
    expect(guest.events).toEqual([]);
  });

  it('roles: permission options, a custom role given to a member, and a failed read that stays silent', async () => {
    const owner = testClient(server);
    await signInBySms(owner.api, '13700000103');
    await owner.api.team.add({ team_name: '角色测试团队' });
    await owner.api.team.getCurrent();
    const options = await owner.api.teamRole.getPermissionOptions();
    expect(options.list.length).toBeGreaterThan(0);
    const { role_id } = await owner.api.teamRole.add({
      role_name: '编剧',
      permissions: [options.list[0]!.value],
    });
    const roles = await owner.api.teamRole.getRoleListAll();
    expect(roles.list.find((r) => r.role_id === role_id)).toMatchObject({
      role_name: '编剧',
      kind: 'custom',
    });

    const { code } = await owner.api.teamManage.generateInvitationCode();
    const guest = testClient(server);
    const me = await signInBySms(guest.api, '13700000104');
    await guest.api.team.joinTeam({ code });
    await owner.api.teamRole.setTeamRoleToMember({ user_id: me.user_id, role_id });
    const members = await owner.api.teamManage.getTeamMemberListAll();
    expect(members.list.find((m) => m.user_id === me.user_id)?.role_id).toBe(role_id);

    // A member without mTeamManage is refused; with silent no toast is emitted.
    const refused = await guest.api.teamManage.getTeamMemberListAll({}, { silent: true }).catch((e) => e);
    expect(refused).toMatchObject({ status: expect.any(Number) });
    expect(guest.events.filter((e) => e.type === 'toast')).toEqual([]);

    await guest.api.team.quitTeam();
    const left = await owner.api.teamManage.getTeamMemberListAll();
    expect(left.total).toBe(1);
  });
});
