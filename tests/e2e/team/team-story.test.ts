import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';
import { waitForPath, waitForToast } from '../support/ui';

// Page state arrives asynchronously; vitest's default poll of 1 s is too short for a browser.
const wait = { timeout: 15_000 };

/** Opens a tab of /workBench/team (members, roles, invite). */
async function openTeamTab(page: Page, tab: 'members' | 'roles' | 'invite') {
  if (!new URL(page.url()).pathname.startsWith('/workBench/team')) {
    await page.goto('/workBench/team');
    await page.getByTestId('team-page').waitFor(wait);
  }
  await page.getByTestId(`tab-${tab}`).click();
}

// Issue 3: the whole teams story through the browser, two people, three tabs.
describe('teams: create, invite by link, custom role, permission guard, restore', () => {
  const story = useStory();

  it('owner creates a team, invites by link, narrows the member’s role, then restores it; the member’s other tab reloads', async () => {
    // The owner signs up (no team yet) and creates one on registerWelcome.
    const { page: owner, who: ownerWho } = await story.signedIn();
    await owner.goto('/login/registerWelcome');
    await owner.getByTestId('team-name-input').fill('归途编剧组');
    await owner.getByTestId('create-team').click();
    await waitForPath(owner, /^\/workBench/);
    await expect.poll(() => owner.getByTestId('current-team').textContent(), wait).toBe('归途编剧组');

    // Invitation link with a locally drawn QR code.
    await openTeamTab(owner, 'invite');
    await owner.getByTestId('invite-generate').click();
    const link = await owner.getByTestId('invite-link').inputValue();
    await owner.screenshot({ path: path.join(artifactsDir, 'team-invite.png') });
    expect(link).toMatch(/\/team\/inviteLink\?code=[\w-]+$/);
    expect(await owner.getByTestId('invite-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    // The member (signed in, no team) opens the link: inviter and team, then join, then the workbench.
    const memberWho = await story.api.signInBySms();
    const { context: memberCtx, page: member } = await story.signedIn({ who: memberWho });
    await member.goto(link.replace(story.url, ''));
    await expect.poll(() => member.getByTestId('invite-team').textContent(), wait).toBe('归途编剧组');
    expect(await member.getByTestId('invite-inviter').textContent()).toBe(ownerWho.user.name);
    await member.getByTestId('invite-accept').click();
    await waitForPath(member, /^\/workBench/);
    await expect.poll(() => member.getByTestId('current-team').textContent(), wait).toBe('归途编剧组');

    // The owner makes a role without 作品管理 and gives it to the member.
    await openTeamTab(owner, 'roles');
    await owner.getByTestId('new-role-name').fill('审校');
    const newRole = owner.getByRole('form', { name: '新建角色' });
    await newRole.getByTestId('perm-mAiEvaluate').check();
    await newRole.getByTestId('perm-mMaterialCenter').check();
    await owner.getByTestId('new-role-submit').click();
    await owner.getByTestId('role-审校').waitFor(wait);
    await openTeamTab(owner, 'members');
    const roleSelect = owner.getByTestId(`member-role-${memberWho.userId}`);
    await roleSelect.waitFor(wait);
    await roleSelect.selectOption({ label: '审校' });
    await waitForToast(owner, 'success', '角色已更新');
    await owner.screenshot({ path: path.join(artifactsDir, 'team-members.png') });

    // The member: works page refused in place, its menu item disabled with a tooltip naming the permission.
    await member.goto('/workBench/worksManage');
    await member.getByTestId('no-permission').waitFor(wait);
    const nav = member.getByTestId('nav-worksManage');
    expect(await nav.getAttribute('aria-disabled')).toBe('true');
    const tipId = await nav.getAttribute('aria-describedby');
    expect(await member.locator(`[id="${tipId}"]`).textContent()).toContain('作品管理');
    // Allowed children stay open (AI评估 also needs the ai_evaluate tag, so 素材中心 is the open one here).
    expect(await member.getByTestId('nav-sucai').getAttribute('aria-disabled')).toBeNull();

    // A second tab of the member's browser.
    const other = await memberCtx.newPage();
    await other.goto('/member/setting');
    await other.getByTestId('user-menu').waitFor(wait);
    // A global set in the page; a reload clears it.
    await other.evaluate(() => {
      (globalThis as { beforeReload?: boolean }).beforeReload = true;
    });

    // The owner gives 作品管理 back to the role.
    await openTeamTab(owner, 'roles');
    const card = owner.getByTestId('role-审校');
    await card.getByTestId('perm-mWorkManage').check();
    await card.getByTestId('role-save').click();
    await waitForToast(owner, 'success', '角色已保存');

    // The member's first tab learns it (here: by reloading), the works page opens, the other tab reloads.
    const reloaded = other.waitForRequest(
      (r) => r.isNavigationRequest() && r.frame() === other.mainFrame(),
      wait,
    );
    await member.reload();
    await expect.poll(() => member.getByTestId('no-permission').count(), wait).toBe(0);
    await expect
      .poll(() => member.getByTestId('nav-worksManage').getAttribute('aria-disabled'), wait)
      .toBeNull();
    await reloaded;
    await other.getByTestId('user-menu').waitFor(wait);
    expect(
      await other.evaluate(() => (globalThis as { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined();
  });
});
