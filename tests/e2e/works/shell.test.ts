import path from 'node:path';
import { Status, StatusMessage, type TDocList } from '@juzuo/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';
import { waitForPath, waitForToast } from '../support/ui';
import { createWork, ownerWithTeam, wait, workAction } from './helpers';

/** Labels of the work menu, in order. */
const navLabels = (page: Page) =>
  page.getByTestId('work-nav').locator('[data-testid^="work-nav-"]').allTextContents();

/** Names of the documents in the tree, in reading order. */
const docNames = (page: Page) => page.getByTestId('tree-doc-name').allTextContents();

// Issue 4: the work shell per project kind and the script's document tree.
describe('work shell and script tree', () => {
  const story = useStory();

  it('shows the children of each project kind', async () => {
    const { owner, teamId } = await ownerWithTeam(story, '分类组');
    const script = await createWork(story, owner, { project_name: '剧本作品', project_type: 'SCRIPT' });
    const comic = await createWork(story, owner, { project_name: '漫画作品', project_type: 'CARTOON' });
    const game = await createWork(story, owner, { project_name: '游戏作品', project_type: 'GAME' });
    const { page } = await story.signedIn({ who: owner, teamId });

    await page.goto(`/workDetail/${script}/SCRIPT`);
    await expect.poll(() => navLabels(page), wait).toEqual(['构思', '剧本', '监制', 'AI评估']);
    await page.goto(`/workDetail/${comic}/CARTOON`);
    await expect.poll(() => navLabels(page), wait).toEqual(['角色设定', '分镜', '配图', '素材库']);
    await page.goto(`/workDetail/${game}/GAME`);
    await expect
      .poll(() => navLabels(page), wait)
      .toEqual(['角色设定', '剧本', '故事线', '道具', '变量', '商店', '模板', '控制台', '素材库']);
    // The children come from the route at once; the name arrives with project/detail.
    await expect.poll(() => page.getByTestId('work-shell-name').textContent(), wait).toBe('游戏作品');
    await expect.poll(() => page.title(), wait).toContain('游戏作品');
    // A child of another kind is not part of this work: not found, inside the work shell (issue 10).
    await page.goto(`/workDetail/${game}/GAME/script`);
    await page.getByTestId('work-not-found').waitFor(wait);
    expect(await page.getByTestId('not-found').count()).toBe(0);
  });

  it('adds volumes and documents to the script tree, renames, reorders and deletes them', async () => {
    const { owner, teamId } = await ownerWithTeam(story, '写作组');
    const workId = await createWork(story, owner, { project_name: '潮汐', project_type: 'SCRIPT' });
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto(`/workDetail/${workId}/SCRIPT/script`);
    await page.getByTestId('tree-empty').waitFor(wait);

    // Two top-level episodes, named by the server as 第N集.
    await page.getByTestId('tree-add-doc').click();
    await expect.poll(() => docNames(page), wait).toEqual(['第1集']);
    await page.getByTestId('tree-add-doc').click();
    await expect.poll(() => docNames(page), wait).toEqual(['第1集', '第2集']);

    // A volume with a document of its own.
    await page.getByTestId('tree-add-volume').click();
    const volume = page.getByTestId('tree-volume').first();
    await volume.waitFor(wait);
    await volume.getByTestId('tree-volume-name').hover();
    await volume.getByTestId('tree-volume-add-doc').click();
    await expect.poll(() => volume.getByTestId('tree-doc-name').allTextContents(), wait).toHaveLength(1);

    // Rename the volume in place.
    await volume.getByTestId('tree-volume-name').hover();
    await volume.getByTestId('tree-volume-rename').click();
    await page.getByTestId('tree-rename-input').fill('上卷');
    await page.keyboard.press('Enter');
    await expect.poll(() => volume.getByTestId('tree-volume-name').textContent(), wait).toBe('上卷');

    // Move 第2集 up: the order is kept by the server.
    const second = page.getByTestId('tree-doc').filter({ hasText: '第2集' });
    await second.hover();
    await second.getByTestId('tree-doc-up').click();
    await expect.poll(async () => (await docNames(page)).slice(0, 2), wait).toEqual(['第2集', '第1集']);
    const list = await story.api.call<TDocList>('GET', '/ixj_web/project/doc/list', {
      token: owner.token,
      query: { project_id: workId },
    });
    expect(list.docs.map((d) => d.doc_name)).toEqual(['第2集', '第1集']);
    expect(list.volumes.map((v) => v.volume_name)).toEqual(['上卷']);

    // Drag 第1集 into the volume.
    const first = page.getByTestId('tree-doc').filter({ hasText: '第1集' });
    await first.dragTo(volume.getByTestId('tree-volume-name'));
    await expect.poll(() => volume.getByTestId('tree-doc-name').allTextContents(), wait).toContain('第1集');

    // Selecting a document shows it with links to the full editor and its history.
    await page.getByTestId('tree-doc-name').filter({ hasText: '第2集' }).click();
    await expect.poll(() => page.getByTestId('script-doc-title').textContent(), wait).toBe('第2集');
    const docId = await page.getByTestId('tree-doc').filter({ hasText: '第2集' }).getAttribute('data-doc-id');
    expect(await page.getByTestId('script-open-editor').getAttribute('href')).toBe(`/editor/edit/${docId}`);
    expect(await page.getByTestId('script-open-history').getAttribute('href')).toBe(
      `/editor/history/${docId}`,
    );
    await page.screenshot({ path: path.join(artifactsDir, 'works-script-tree.png') });

    // Delete a document after a confirm.
    const doomed = page.getByTestId('tree-doc').filter({ hasText: '第2集' });
    await doomed.hover();
    await doomed.getByTestId('tree-doc-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => docNames(page), wait).not.toContain('第2集');
  });

  it('a novel work counts its parts in 章', async () => {
    const { owner, teamId } = await ownerWithTeam(story, '小说组');
    const workId = await createWork(story, owner, {
      project_name: '远山',
      project_type: 'SCRIPT',
      media_type: 'NOVEL',
    });
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto(`/workDetail/${workId}/SCRIPT/script`);
    expect(await page.getByTestId('tree-add-doc').textContent()).toContain('新建章');
    await page.getByTestId('tree-add-doc').click();
    await expect.poll(() => docNames(page), wait).toEqual(['第1章']);
  });

  it('a work that is gone sends the visitor back to the workbench after 2 s (8003)', async () => {
    const { owner, teamId } = await ownerWithTeam(story, '回收组');
    const workId = await createWork(story, owner, { project_name: '已删', project_type: 'SCRIPT' });
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench/worksManage');
    await workAction(page, '已删', 'delete');
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('works-empty').waitFor(wait);
    await page.goto(`/workDetail/${workId}/SCRIPT/script`);
    await waitForToast(page, 'error', StatusMessage[Status.WORK_GONE] ?? '');
    await waitForPath(page, /^\/workBench/, 10_000);
  });

  it('a click away while the work loads is not pulled back into the work by its landing redirect', async () => {
    const { owner, teamId } = await ownerWithTeam(story, '离开组');
    const workId = await createWork(story, owner, { project_name: '半途', project_type: 'SCRIPT' });
    const { page } = await story.signedIn({ who: owner, teamId });
    // The work's answer (which decides its landing child) and the workbench's page chunk are held,
    // so the click's navigation is still on its way when the work's landing redirect could fire.
    const detail = held();
    const workbenchChunk = held();
    await page.route(/\/ixj_web\/project\/detail\b/, async (route) => {
      await detail.released;
      await route.continue();
    });
    await page.route(/\/assets\/WorkbenchLayout-[\w-]+\.js$/, async (route) => {
      await workbenchChunk.released;
      await route.continue();
    });
    await page.goto(`/workDetail/${workId}/SCRIPT`);
    await expect.poll(() => navLabels(page), wait).toEqual(['构思', '剧本', '监制', 'AI评估']);
    await page.getByRole('banner').getByRole('link', { name: '返回工作台' }).click();
    detail.release();
    // The work (and with it the abilities that pick the landing child) has arrived.
    await expect.poll(() => page.getByTestId('work-shell-name').textContent(), wait).toBe('半途');
    workbenchChunk.release();
    await waitForPath(page, '/workBench/worksManage');
    await page.getByText('半途').first().waitFor(wait);
    expect(new URL(page.url()).pathname).toBe('/workBench/worksManage');
  });
});

/** A response the story holds until it calls release(). */
function held(): { released: Promise<void>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}
