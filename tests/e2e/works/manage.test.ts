import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/paths';
import { png } from '../support/png';
import { useStory } from '../support/story';
import { waitForPath, waitForToast } from '../support/ui';
import { createWork, ownerWithTeam, shownNames, wait, workAction, workItem } from './helpers';

// Issue 4: /workBench/worksManage through the browser against the real API and database.
describe('works manage: create, list and grid, search and filters, info, copy, bin', () => {
  const story = useStory();

  it('creates a work through the dialog and finds it in grid and list, by search and by filter', async () => {
    const { owner, teamId } = await ownerWithTeam(story);
    await createWork(story, owner, { project_name: '画中人', project_type: 'CARTOON', tags: ['奇幻'] });
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench/worksManage');
    await expect.poll(() => shownNames(page), wait).toEqual(['画中人']);

    // The dialog: name, kind, medium (a script project may be a novel), length, audience, tags.
    await page.getByTestId('works-create').click();
    const dialog = page.getByTestId('create-work-dialog');
    await dialog.waitFor(wait);
    await page.getByTestId('create-work-submit').click();
    await expect.poll(() => dialog.getByRole('alert').first().textContent(), wait).toBe('请输入作品名称');
    await page.getByTestId('create-work-name').fill('归途');
    await page.getByTestId('create-work-project-type-SCRIPT').click();
    await page.getByTestId('create-work-media-type-NOVEL').click();
    await page.getByTestId('create-work-length-type-MEDIUM').click();
    await page.getByTestId('create-work-target-group-F').click();
    await page.getByTestId('tags-input').fill('悬疑');
    await page.keyboard.press('Enter');
    await page.screenshot({ path: path.join(artifactsDir, 'works-create-dialog.png') });
    await page.getByTestId('create-work-submit').click();

    // Creating opens the new work's shell.
    await waitForPath(page, /^\/workDetail\/[\w-]+\/SCRIPT/);
    await expect.poll(() => page.getByTestId('work-shell-name').textContent(), wait).toBe('归途');

    await page.goto('/workBench/worksManage');
    await expect.poll(async () => (await shownNames(page)).sort(), wait).toEqual(['归途', '画中人'].sort());
    await page.getByTestId('works-view-grid').click();
    await page.getByTestId('works-grid').waitFor(wait);
    expect(await workItem(page, '归途').textContent()).toContain('小说');
    await page.screenshot({ path: path.join(artifactsDir, 'works-grid.png') });
    await page.getByTestId('works-view-list').click();
    await page.getByTestId('works-list').waitFor(wait);
    const row = await workItem(page, '归途').textContent();
    expect(row).toContain('中篇');
    expect(row).toContain('悬疑');

    // Search matches name or tag; filters narrow by kind, medium and length.
    await page.getByTestId('works-search').fill('奇幻');
    await expect.poll(() => shownNames(page), wait).toEqual(['画中人']);
    await page.getByTestId('works-search').fill('');
    await page.getByTestId('works-filter-media-type').selectOption('NOVEL');
    await expect.poll(() => shownNames(page), wait).toEqual(['归途']);
    await page.getByTestId('works-filter-project-type').selectOption('GAME');
    await page.getByTestId('works-empty').waitFor(wait);
    expect(await page.getByTestId('works-empty').textContent()).toContain('没有符合条件的作品');
    await page.getByTestId('works-filter-project-type').selectOption('');
    await page.getByTestId('works-filter-media-type').selectOption('');
    await page.getByTestId('works-filter-length-type').selectOption('MEDIUM');
    await expect.poll(() => shownNames(page), wait).toEqual(['归途']);

    // The view choice survives a reload.
    await page.reload();
    await page.getByTestId('works-list').waitFor(wait);
  });

  it('edits base info, copies, deletes to the recycle bin, restores, and deletes for good', async () => {
    const { owner, teamId } = await ownerWithTeam(story, '整理组');
    await createWork(story, owner, { project_name: '旧名', project_type: 'SCRIPT' });
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench/worksManage');
    await expect.poll(() => shownNames(page), wait).toEqual(['旧名']);

    // Base info: rename, intro, genre, audience.
    await workAction(page, '旧名', 'info');
    await page.getByTestId('work-info-dialog').waitFor(wait);
    await page.getByTestId('base-info-name').fill('');
    await page.getByTestId('base-info-save').click();
    await expect
      .poll(() => page.getByTestId('work-info-dialog').getByRole('alert').first().textContent(), wait)
      .toBe('请输入作品名称');
    await page.getByTestId('base-info-name').fill('新名');
    await page.getByTestId('base-info-intro').fill('一场跨越三十年的归乡之旅');
    await page.getByTestId('base-info-genre').selectOption({ label: '悬疑' });
    await page.getByTestId('base-info-target-group-M').click();
    await page.getByTestId('base-info-save').click();
    await expect.poll(() => shownNames(page), wait).toEqual(['新名']);
    const base = await story.api.call<{
      project_name: string;
      intro: string;
      work_type_name: string;
      target_group: string;
    }>('GET', '/ixj_web/works/base_info', {
      token: owner.token,
      query: { project_id: (await workItem(page, '新名').getAttribute('data-work-id')) ?? '' },
    });
    expect(base).toMatchObject({
      project_name: '新名',
      intro: '一场跨越三十年的归乡之旅',
      work_type_name: '悬疑',
      target_group: 'M',
    });

    // Copy.
    await workAction(page, '新名', 'copy');
    await expect
      .poll(async () => (await shownNames(page)).sort(), wait)
      .toEqual(['新名', '新名（副本）'].sort());

    // Delete -> bin -> restore.
    await workAction(page, '新名（副本）', 'delete');
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => shownNames(page), wait).toEqual(['新名']);
    await page.getByTestId('works-recycle-bin').click();
    const bin = page.getByTestId('recycle-bin');
    await expect
      .poll(() => bin.getByTestId('recycle-name').allTextContents(), wait)
      .toEqual(['新名（副本）']);
    await bin.getByTestId('recycle-restore').click();
    await bin.getByTestId('recycle-bin-empty').waitFor(wait);
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => (await shownNames(page)).sort(), wait)
      .toEqual(['新名', '新名（副本）'].sort());

    // Delete again -> permanent delete after a confirm; the work is gone for the API too.
    const copyId = (await workItem(page, '新名（副本）').getAttribute('data-work-id')) ?? '';
    await workAction(page, '新名（副本）', 'delete');
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => shownNames(page), wait).toEqual(['新名']);
    await page.getByTestId('works-recycle-bin').click();
    await expect
      .poll(() => bin.getByTestId('recycle-name').allTextContents(), wait)
      .toEqual(['新名（副本）']);
    await bin.getByTestId('recycle-purge').click();
    await page.getByTestId('confirm-ok').click();
    await bin.getByTestId('recycle-bin-empty').waitFor(wait);
    await waitForToast(page, 'success', '已彻底删除');
    await expect(
      story.api.call('GET', '/ixj_web/project/detail', { token: owner.token, query: { project_id: copyId } }),
    ).rejects.toThrow(/status 8003/);
  });

  it('uploads covers from the create dialog and in work info, chooses and deletes them', async () => {
    const { owner, teamId } = await ownerWithTeam(story, '封面组');
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench/worksManage');
    await page.getByTestId('works-empty').waitFor(wait);

    // A cover picked in the create dialog is uploaded once the work exists.
    await page.getByTestId('works-create').click();
    await page.getByTestId('create-work-name').fill('有封面');
    await page.getByTestId('cover-file').setInputFiles(png('a.png', [200, 80, 60]));
    await page.getByTestId('cover-preview').waitFor(wait);
    await page.getByTestId('create-work-submit').click();
    await waitForPath(page, /^\/workDetail\//);
    await page.goto('/workBench/worksManage');
    await expect.poll(() => workItem(page, '有封面').locator('img').count(), wait).toBe(1);

    // Work info > 封面: a second upload becomes current; choosing the first switches back; delete.
    await workAction(page, '有封面', 'info');
    await page.getByTestId('work-info-tab-cover').click();
    await expect.poll(() => page.getByTestId('cover-item').count(), wait).toBe(1);
    await page.getByTestId('cover-upload-file').setInputFiles(png('b.png', [40, 90, 220]));
    await expect.poll(() => page.getByTestId('cover-item').count(), wait).toBe(2);
    const current = () => page.locator('[data-testid="cover-item"][data-current="true"]');
    await expect.poll(() => current().count(), wait).toBe(1);
    const currentIndex = async () => {
      const flags = await page
        .getByTestId('cover-item')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-current')));
      return flags.indexOf('true');
    };
    const before = await currentIndex();
    const other = before === 0 ? 1 : 0;
    await page.getByTestId('cover-item').nth(other).getByRole('button', { name: '设为封面' }).click();
    await expect.poll(currentIndex, wait).toBe(other);
    await page.getByTestId('cover-item').nth(before).getByTestId('cover-delete').click();
    await expect.poll(() => page.getByTestId('cover-item').count(), wait).toBe(1);
  });
});
