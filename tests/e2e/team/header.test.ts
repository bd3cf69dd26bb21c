import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';
import { waitForPath } from '../support/ui';

// Spec 03: the header's team switcher and message bell, driven by a real invite-and-join.
describe('header: team switcher and message bell', () => {
  const story = useStory();

  // Page state arrives asynchronously; vitest's default poll of 1 s is too short for a browser.
  const wait = { timeout: 10_000 };

  it('shows the unread count, lists messages, marks them read, and switches team with a reload', async () => {
    const owner = await story.api.signInBySms();
    const teamA = await story.api.createTeam(owner, '甲剧组');
    const teamB = await story.api.createTeam(owner, '乙剧组');
    await story.api.call('PUT', '/ixj_web/team/set_current', {
      token: owner.token,
      body: { team_id: teamA },
    });
    // Two people join through invitations, so the owner has two 'joined' messages.
    for (let i = 0; i < 2; i += 1) {
      const { code } = await story.api.call<{ code: string }>(
        'POST',
        '/ixj_web/team_manage/generate_invitation_code',
        {
          token: owner.token,
          body: { team_id: teamA },
        },
      );
      const guest = await story.api.signInBySms();
      await story.api.call('POST', '/ixj_web/team/join_team', { token: guest.token, body: { code } });
    }

    const { page } = await story.signedIn({ who: owner, teamId: teamA });
    await page.goto('/workBench');
    await waitForPath(page, /^\/workBench/);
    await expect.poll(() => page.getByTestId('message-count').textContent(), wait).toBe('2');
    await expect.poll(() => page.getByTestId('current-team').textContent(), wait).toBe('甲剧组');

    // Keyboard: focus the bell and open it with Enter.
    await page.getByTestId('message-bell').focus();
    await page.keyboard.press('Enter');
    const items = page.getByTestId('message-item');
    await expect.poll(() => items.count(), wait).toBe(2);
    await expect.poll(() => items.first().textContent(), wait).toContain('刚刚');
    await page.screenshot({ path: path.join(artifactsDir, 'header-bell-open.png') });

    await items.first().click();
    await expect.poll(() => page.getByTestId('message-count').textContent(), wait).toBe('1');
    await page.getByTestId('message-read-all').click();
    await expect.poll(() => page.getByTestId('message-count').count(), wait).toBe(0);
    await page.keyboard.press('Escape');

    // Team switcher: the current team is marked; choosing the other reloads into it.
    await page.getByTestId('team-switcher').click();
    await expect
      .poll(() => page.getByTestId(`team-option-${teamA}`).getAttribute('aria-current'))
      .toBe('true');
    const reload = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame());
    await page.getByTestId(`team-option-${teamB}`).click();
    await reload;
    await expect
      .poll(() => page.getByTestId('current-team').textContent(), { timeout: 10_000 })
      .toBe('乙剧组');
  });
});
