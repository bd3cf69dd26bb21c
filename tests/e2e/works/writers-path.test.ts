import { StorageKeys } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { newPhone } from '../support/api';
import { LAB_FAST_IMAGE_URL } from '../support/shared';
import { useStory } from '../support/story';
import { waitForLoginMode, waitForPath } from '../support/ui';

const wait = { timeout: 20_000, interval: 200 };
// The shared product has this lab tool configured (SHARED_ENV), so the file runs on it.
const LAB_IMAGE = LAB_FAST_IMAGE_URL;

// Issue 10: the writer's daily path, tried as a new user would (defects 3, 5, 6, 8, 9, 10).
describe("the writer's path", () => {
  const story = useStory({ env: { LAB_FAST_IMAGE_URL: LAB_IMAGE } });

  /** An owner with a team and one work of the given medium with two parts. */
  async function ownerWithWork(mediaType: 'SCRIPT' | 'NOVEL', name: string) {
    const owner = await story.api.signInBySms();
    const teamId = await story.api.createTeam(owner, `${name}组`);
    const { project_id: workId } = await story.api.call<{ project_id: string }>(
      'POST',
      '/ixj_web/project/add',
      {
        token: owner.token,
        body: { project_name: name, project_type: 'SCRIPT', media_type: mediaType, length_type: 'MEDIUM' },
      },
    );
    const add = async () =>
      (
        await story.api.call<{ doc_id: string; doc_name: string }>('POST', '/ixj_web/project/doc/add', {
          token: owner.token,
          body: { project_id: workId },
        })
      ).doc_id;
    const docs = [await add(), await add()];
    return { owner, teamId, workId, docs };
  }

  it('opens a work from its card at the script page, at the document last written in', async () => {
    const { owner, teamId, workId, docs } = await ownerWithWork('SCRIPT', '雾港');
    // The second episode is the one written in (a checkpoint by the owner).
    await story.api.call('PUT', '/ixj_web/project/doc/update_version', {
      token: owner.token,
      body: { doc_id: docs[1], content: '<p>雾港的夜。</p>', version: 0 },
    });
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench/worksManage');
    const card = page.locator(`[data-testid=work-item][data-work-id="${workId}"]`);
    // Defect 10: the kind is named once (medium and length), not 剧本 · 剧本 · 中篇.
    await expect.poll(() => card.getByTestId('work-kind').textContent(), wait).toBe('剧本 · 中篇');
    await card.getByTestId('work-name').click();
    await waitForPath(page, new RegExp(`^/workDetail/${workId}/SCRIPT/script`), wait.timeout);
    await expect.poll(() => page.getByTestId('script-doc-title').textContent(), wait).toBe('第2集');

    // Opening the first episode, then the work again, comes back to the first episode.
    await page.getByTestId('tree-doc-name').filter({ hasText: '第1集' }).click();
    await expect.poll(() => page.getByTestId('script-doc-title').textContent(), wait).toBe('第1集');
    await page.goto(`/workDetail/${workId}/SCRIPT`);
    await waitForPath(page, new RegExp(`^/workDetail/${workId}/SCRIPT/script`), wait.timeout);
    await expect.poll(() => page.getByTestId('script-doc-title').textContent(), wait).toBe('第1集');
  });

  it('moves a work under another kind to its real kind, and keeps unknown pages inside the work shell', async () => {
    const { owner, teamId, workId } = await ownerWithWork('SCRIPT', '长亭');
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto(`/workDetail/${workId}/GAME/gameStore`);
    await waitForPath(page, new RegExp(`^/workDetail/${workId}/SCRIPT/script`), wait.timeout);
    expect(await page.getByTestId('work-nav-gameStore').count()).toBe(0);

    await page.goto(`/workDetail/${workId}/SCRIPT/gameStore`);
    await page.getByTestId('work-not-found').waitFor(wait);
    expect(await page.getByTestId('work-nav').isVisible()).toBe(true);
    // Not the public 404 page (its header and footer) inside the shell.
    expect(await page.getByTestId('not-found').count()).toBe(0);
    await page.goto(`/workDetail/${workId}/SCRIPT/noSuchPage/deeper`);
    await page.getByTestId('work-not-found').waitFor(wait);
    expect(await page.getByTestId('not-found').count()).toBe(0);
  });

  it('calls a novel a novel: 小说 on its card, in the shell, the menu and the tab, with chapters', async () => {
    const { owner, teamId, workId } = await ownerWithWork('NOVEL', '归途');
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench/worksManage');
    const card = page.locator(`[data-testid=work-item][data-work-id="${workId}"]`);
    await expect.poll(() => card.getByTestId('work-kind').textContent(), wait).toBe('小说 · 中篇');
    await card.getByTestId('work-name').click();
    await waitForPath(page, new RegExp(`^/workDetail/${workId}/SCRIPT/script`), wait.timeout);
    await expect.poll(() => page.getByTestId('work-shell-kind').textContent(), wait).toBe('小说');
    expect(await page.getByTestId('work-nav-script').textContent()).toBe('小说');
    await expect
      .poll(() => page.getByTestId('tree-doc-name').allTextContents(), wait)
      .toEqual(['第1章', '第2章']);
    await expect.poll(() => page.title(), wait).toMatch(/^小说 - 归途 - /);
  });

  it('tells a member in no work that nobody has added them yet, and who can', async () => {
    const { owner, teamId } = await ownerWithWork('SCRIPT', '山海');
    const { code } = await story.api.call<{ code: string }>(
      'POST',
      '/ixj_web/team_manage/generate_invitation_code',
      { token: owner.token, body: { team_id: teamId } },
    );
    const member = await story.api.signInBySms();
    await story.api.call('POST', '/ixj_web/team/join_team', { token: member.token, body: { code } });
    const { page } = await story.signedIn({ who: member, teamId });
    await page.goto('/workBench/worksManage');
    await expect
      .poll(() => page.getByTestId('works-empty-title').textContent(), wait)
      .toBe('你还没有被加入任何作品');
    const text = (await page.getByTestId('works-empty').textContent()) ?? '';
    expect(text).toContain(`团队创建者「${owner.user.name}」`);
    expect(text).not.toContain('开始创作第一部吧');
  });

  it('keeps the wanted page through sign-in and registerWelcome (sign in from the team page, create a team)', async () => {
    const { page } = await story.visitor({ [StorageKeys.setPasswordOffered]: '1' });
    const phone = newPhone();
    await page.goto('/workBench/team');
    await waitForPath(page, `/login?toPath=${encodeURIComponent('/workBench/team')}`);
    await waitForLoginMode(page, 'Phone');
    await page.getByTestId('phone-input').fill(phone);
    await page.getByTestId('get-code-button').click();
    await expect.poll(() => page.getByTestId('get-code-button').textContent(), wait).toMatch(/重新获取/);
    await page.getByTestId('code-input').fill(await story.api.readOutbox(phone));
    await page.getByTestId('agreement-checkbox').check();
    await page.getByTestId('login-button').click();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    await waitForPath(page, /^\/login\/registerWelcome/, wait.timeout);
    await page.getByTestId('team-name-input').fill('新剧组');
    await page.getByTestId('create-team').click();
    await waitForPath(page, '/workBench/team', wait.timeout);
    await expect.poll(() => page.getByTestId('current-team').textContent(), wait).toBe('新剧组');
  });

  it('/aiWork/laboratory lists its two tools: a configured one opens its URL, the other says 未配置', async () => {
    const owner = await story.api.signInBySms();
    const teamId = await story.api.createTeam(owner, '实验组');
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/aiWork/laboratory');
    await page.getByTestId('laboratory').waitFor(wait);
    expect(await page.getByTestId('lab-fastImage-open').getAttribute('href')).toBe(LAB_IMAGE);
    expect(await page.getByTestId('lab-fastImage-open').getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('lab-fastModel').getAttribute('data-configured')).toBe('false');
    expect(await page.getByTestId('lab-fastModel').textContent()).toContain('未配置');
    expect(await page.getByTestId('lab-fastModel-open').count()).toBe(0);
  });
});
