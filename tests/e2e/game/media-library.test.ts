import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/paths';
import { png } from '../support/png';
import { useStory } from '../support/story';
import { gameFixture, nodeCard, storyLine, wait, waitBoardSynced } from './support';

// Issue 13: the game media library (gameMediaLibrary). A duplicate name answers 15000 and the page
// asks 重名资源将被覆盖: 取消 leaves everything as it was, 继续 replaces the file in place; a node
// then picks the resource from the library.

interface Served {
  resource_id: string;
  name: string;
  file_id: string;
  url: string;
}

/** The cards the page shows, as name -> image url. */
const shown = (page: Page) =>
  page
    .getByTestId('resource-card')
    .evaluateAll((els) =>
      els.map((e) => `${e.getAttribute('data-name')} ${e.querySelector('img')?.getAttribute('src') ?? ''}`),
    );

describe('game media library', () => {
  const story = useStory();

  it('upload, the same name again: 取消 keeps both untouched, 继续 replaces; a node picks it', async () => {
    const fx = await gameFixture(story);
    const served = async () =>
      (
        await story.api.call<{ list: Served[] }>('GET', '/ixj_web/game/v3/resource', {
          token: fx.owner.token,
          query: { project_id: fx.workId },
        })
      ).list;
    const { page } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/workDetail/${fx.workId}/GAME/gameMediaLibrary`);
    await page.getByTestId('resources-empty').waitFor(wait);
    expect(await page.getByTestId('resources-empty').textContent()).toContain('还没有图片素材');

    // The first 客栈.png becomes the resource 客栈.
    await page.getByTestId('resource-upload-file').setInputFiles(png('客栈.png', [200, 60, 40]));
    await expect.poll(async () => (await served()).map((r) => r.name), wait).toEqual(['客栈']);
    const [first] = await served();
    if (!first) throw new Error('no resource');
    await expect.poll(() => shown(page), wait).toEqual([`客栈 ${first.url}`]);

    // Another 客栈.png: the server answers 15000 and the page asks; 取消 changes nothing.
    const dialog = page.getByRole('dialog');
    const title = dialog.getByRole('heading', { name: '重名资源将被覆盖' });
    await page.getByTestId('resource-upload-file').setInputFiles(png('客栈.png', [40, 90, 220]));
    await title.waitFor(wait);
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['取消', '继续']);
    await page.screenshot({ path: path.join(artifactsDir, 'game-media-overwrite.png') });
    await dialog.getByRole('button', { name: '取消' }).click();
    await title.waitFor({ state: 'hidden', timeout: wait.timeout });
    expect(await served()).toEqual([first]);
    expect(await shown(page)).toEqual([`客栈 ${first.url}`]);
    expect(await page.getByTestId('toast-error').count()).toBe(0);

    // Again, and 继续: the same resource (same id) now holds the new file, on the page too.
    await page.getByTestId('resource-upload-file').setInputFiles(png('客栈.png', [40, 90, 220]));
    await title.waitFor(wait);
    await dialog.getByRole('button', { name: '继续' }).click();
    await expect.poll(async () => (await served())[0]?.file_id, wait).not.toBe(first.file_id);
    const replaced = await served();
    expect(replaced.map((r) => [r.resource_id, r.name])).toEqual([[first.resource_id, '客栈']]);
    await expect.poll(() => shown(page), wait).toEqual([`客栈 ${replaced[0]?.url}`]);

    // A category, and the resource moved into it and renamed.
    await page.getByTestId('new-category-name').fill('场景');
    await page.getByTestId('new-category').click();
    await expect.poll(() => page.getByTestId('category-row').allTextContents(), wait).toEqual(['场景']);
    // The new category is selected, and it is empty until the resource moves in.
    await page.getByTestId('resources-empty').waitFor(wait);
    await page.getByTestId('category-all').click();
    await page.getByTestId('resource-category').selectOption({ label: '场景' });
    await page.getByTestId('resource-rename').click();
    await page.getByTestId('resource-rename-input').fill('客栈大堂');
    await page.getByTestId('resource-rename-save').click();
    await page.getByTestId('category-row').click();
    await expect
      .poll(() => page.getByTestId('resource-card').getAttribute('data-name'), wait)
      .toBe('客栈大堂');
    await page.screenshot({ path: path.join(artifactsDir, 'game-media-library.png') });

    // A PLOT node picks it as its background from the library.
    const { board_id: boardId } = await story.api.call<{ board_id: string }>(
      'POST',
      '/ixj_web/game/v3/board',
      {
        token: fx.owner.token,
        body: { project_id: fx.workId, board_name: '第一章' },
      },
    );
    const { node_id: plot } = await story.api.call<{ node_id: string }>('POST', '/ixj_web/game/v3/node', {
      token: fx.owner.token,
      body: { board_id: boardId, node_type: 'PLOT', x: 100, y: 100, name: '进店' },
    });
    await page.goto(storyLine(fx.workId, boardId));
    await waitBoardSynced(page);
    await nodeCard(page, plot).getByTestId('game-node-name').click();
    await page.getByTestId('resource-pick').click();
    await page.locator('[data-testid="picker-item"][data-name="客栈大堂"]').click();
    await expect
      .poll(() => page.getByTestId('resource-chosen').getAttribute('data-name'), wait)
      .toBe('客栈大堂');
    const node = async () =>
      (
        await story.api.call<{ nodes: { node_id: string; resource_id?: string }[] }>(
          'GET',
          '/ixj_web/game/v3/digraph',
          { token: fx.owner.token, query: { board_id: boardId } },
        )
      ).nodes.find((n) => n.node_id === plot)?.resource_id;
    await expect.poll(node, wait).toBe(first.resource_id);
  });
});
