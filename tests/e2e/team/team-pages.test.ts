import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { waitForLoginMode, waitForPath, waitForToast } from '../support/ui';

const wait = { timeout: 15_000 };

interface Role {
  role_id: string;
  role_name: string;
  permissions: string[];
}

// Issue 3: registerWelcome join by code, invitation states, roles editor, removing a member, messages.
describe('team pages', () => {
  const story = useStory();

  /** A new owner with a team and a fresh invitation code. */
  async function ownerWithCode(teamName: string) {
    const owner = await story.api.signInBySms();
    const teamId = await story.api.createTeam(owner, teamName);
    const { code } = await story.api.call<{ code: string }>(
      'POST',
      '/ixj_web/team_manage/generate_invitation_code',
      {
        token: owner.token,
        body: {},
      },
    );
    return { owner, teamId, code };
  }

  it('joins by code on registerWelcome; a wrong code says so and keeps the user there', async () => {
    const { code } = await ownerWithCode('甲剧组');
    const { page } = await story.signedIn();
    await page.goto('/workBench');
    // No team yet: the session gate sends the newcomer to registerWelcome.
    await waitForPath(page, '/login/registerWelcome');
    await page.getByTestId('invite-code-input').fill('NOSUCHCODE00');
    await page.getByTestId('join-team').click();
    await waitForToast(page, 'error', '邀请码无效或已过期');
    await waitForPath(page, '/login/registerWelcome');
    // A pasted link works as well as a bare code.
    await page.getByTestId('invite-code-input').fill(`${story.url}/team/inviteLink?code=${code}`);
    await page.getByTestId('join-team').click();
    await waitForPath(page, /^\/workBench/);
    await expect.poll(() => page.getByTestId('current-team').textContent(), wait).toBe('甲剧组');
  });

  it('a signed-out invitee signs in first, lands back on the invitation, joins, and reaches the workbench', async () => {
    const { owner, code } = await ownerWithCode('庚剧组');
    const invitee = await story.api.signInBySms();
    await story.api.setPassword(invitee, 'abc12345');
    const { page } = await story.visitor();
    const wanted = `/team/inviteLink?code=${code}`;
    await page.goto(wanted);
    await waitForPath(page, `/login?toPath=${encodeURIComponent(wanted)}`);
    await waitForLoginMode(page, 'Phone');
    await page.getByTestId('login-tab-password').click();
    await page.getByTestId('phone-input').fill(invitee.phone);
    await page.getByTestId('password-input').fill('abc12345');
    await page.getByTestId('agreement-checkbox').check();
    await page.getByTestId('login-button').click();
    await waitForPath(page, wanted);
    await expect.poll(() => page.getByTestId('invite-team').textContent(), wait).toBe('庚剧组');
    expect(await page.getByTestId('invite-inviter').textContent()).toBe(owner.user.name);
    await page.getByTestId('invite-accept').click();
    await waitForPath(page, /^\/workBench/);
    await expect.poll(() => page.getByTestId('current-team').textContent(), wait).toBe('庚剧组');
  });

  it('shows an invalid invitation as such, and an already-joined team as joined', async () => {
    const { owner, code } = await ownerWithCode('乙剧组');
    const { page } = await story.signedIn({ who: owner });
    await page.goto('/team/inviteLink?code=NOSUCHCODE00');
    await expect
      .poll(() => page.getByTestId('invite-invalid').textContent(), wait)
      .toContain('邀请码无效或已过期');
    await page.goto('/team/inviteLink');
    await page.getByTestId('invite-invalid').waitFor(wait);
    await page.goto(`/team/inviteLink?code=${code}`);
    await page.getByTestId('invite-already').waitFor(wait);
    expect(await page.getByTestId('invite-accept').textContent()).toBe('进入团队');
  });

  it('edits roles: create with permissions, rename, change permissions, delete', async () => {
    const owner = await story.api.signInBySms();
    const teamId = await story.api.createTeam(owner, '丙剧组');
    const roles = async () =>
      (
        await story.api.call<{ list: Role[] }>('GET', '/ixj_web/team_role/get_role_list_all', {
          token: owner.token,
        })
      ).list;
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench/team');
    await page.getByTestId('tab-roles').click();
    // The creator's role is shown with every box ticked and locked.
    const ownerBox = page.getByTestId('role-创建者').getByTestId('perm-mTeamManage');
    await ownerBox.waitFor(wait);
    expect(await ownerBox.isChecked()).toBe(true);
    expect(await ownerBox.isDisabled()).toBe(true);

    await page.getByTestId('new-role-name').fill('编剧');
    await page.getByRole('form', { name: '新建角色' }).getByTestId('perm-mWorkManage').check();
    await page.getByTestId('new-role-submit').click();
    await page.getByTestId('role-编剧').waitFor(wait);
    expect((await roles()).find((r) => r.role_name === '编剧')?.permissions).toEqual(['mWorkManage']);

    const card = page.getByTestId('role-编剧');
    await card.getByLabel('角色名称').fill('主笔');
    await card.getByTestId('perm-mAiEvaluate').check();
    await card.getByTestId('role-save').click();
    await page.getByTestId('role-主笔').waitFor(wait);
    expect((await roles()).find((r) => r.role_name === '主笔')?.permissions.sort()).toEqual([
      'mAiEvaluate',
      'mWorkManage',
    ]);

    await page.getByTestId('role-主笔').getByTestId('role-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('role-主笔').count(), wait).toBe(0);
    expect((await roles()).map((r) => r.role_name)).not.toContain('主笔');
  });

  it('removes a member after confirmation; the creator and oneself cannot be removed', async () => {
    const { owner, teamId, code } = await ownerWithCode('丁剧组');
    const guest = await story.api.signInBySms();
    await story.api.call('POST', '/ixj_web/team/join_team', { token: guest.token, body: { code } });
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench/team');
    const removeGuest = page.getByTestId(`member-remove-${guest.userId}`);
    await removeGuest.waitFor(wait);
    expect(await page.getByTestId(`member-remove-${owner.userId}`).isDisabled()).toBe(true);
    await removeGuest.click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId(`member-${guest.userId}`).count(), wait).toBe(0);
    const teams = await story.api.call<{ list: { team_id: string }[] }>(
      'GET',
      '/ixj_web/team/get_my_team_list',
      {
        token: guest.token,
      },
    );
    expect(teams.list.map((t) => String(t.team_id))).not.toContain(teamId);
  });

  it('lists every message on /member/messages, marks one and then all read', async () => {
    const { owner, teamId } = await ownerWithCode('戊剧组');
    // Three joins give the owner three 'joined' messages.
    for (let i = 0; i < 3; i += 1) {
      const { code } = await story.api.call<{ code: string }>(
        'POST',
        '/ixj_web/team_manage/generate_invitation_code',
        {
          token: owner.token,
          body: {},
        },
      );
      const guest = await story.api.signInBySms();
      await story.api.call('POST', '/ixj_web/team/join_team', { token: guest.token, body: { code } });
    }
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench');
    await expect.poll(() => page.getByTestId('message-count').textContent(), wait).toBe('3');
    await page.getByTestId('message-bell').click();
    await page.getByTestId('message-view-all').click();
    await waitForPath(page, '/member/messages');
    const items = page.getByTestId('messages-item');
    await expect.poll(() => items.count(), wait).toBe(3);
    await expect
      .poll(() => page.getByTestId('messages-summary').textContent(), wait)
      .toBe('共 3 条，3 条未读');

    await items.nth(1).click();
    await expect.poll(() => items.nth(1).getAttribute('data-read'), wait).toBe('true');
    await expect.poll(() => page.getByTestId('message-count').textContent(), wait).toBe('2');

    await page.getByTestId('messages-read-all').click();
    await expect
      .poll(() => page.getByTestId('messages-summary').textContent(), wait)
      .toBe('共 3 条，0 条未读');
    await expect.poll(() => page.getByTestId('message-count').count(), wait).toBe(0);
    expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-read')))).toEqual([
      'true',
      'true',
      'true',
    ]);
  });

  it('sets the works a member joins with work-level permissions', async () => {
    const { owner, teamId, code } = await ownerWithCode('己剧组');
    const { project_id: workId } = await story.api.call<{ project_id: string }>(
      'POST',
      '/ixj_web/project/add',
      {
        token: owner.token,
        body: {
          project_name: '客栈风云',
          project_type: 'SCRIPT',
          media_type: 'SCRIPT',
          length_type: 'SHORT',
        },
      },
    );
    const guest = await story.api.signInBySms();
    await story.api.call('POST', '/ixj_web/team/join_team', { token: guest.token, body: { code } });
    const joined = async () =>
      (
        await story.api.call<{ list: { project_id: string; joined: number; permissions: string[] }[] }>(
          'GET',
          '/ixj_web/works/member_joined_works',
          { token: owner.token, query: { user_id: guest.userId } },
        )
      ).list.find((w) => w.project_id === workId);
    expect((await joined())?.joined).toBe(0);

    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench/team');
    await page.getByTestId(`member-works-${guest.userId}`).click();
    const row = page.getByTestId(`joined-work-${workId}`);
    await row.waitFor(wait);
    // Permissions stay locked until the work is ticked.
    expect(await row.getByTestId('work-perm-WriteWork').isDisabled()).toBe(true);
    await row.getByTestId('joined-work-toggle').check();
    await row.getByTestId('work-perm-WriteWork').uncheck();
    await row.getByTestId('work-perm-Producer').uncheck();
    await row.getByTestId('work-perm-AiEvaluate').uncheck();
    await page.getByTestId('member-works-save').click();
    await waitForToast(page, 'success', '参与作品已保存');
    const after = await joined();
    expect(after?.joined).toBe(1);
    expect(after?.permissions).toEqual(['EditIdeas']);
  });
});
