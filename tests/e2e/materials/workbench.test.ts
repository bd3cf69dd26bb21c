import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { waitForToast } from '../support/ui';

const OPERATOR = '13912340078';
const wait = { timeout: 20_000, interval: 200 };

// Issue 14 (web): in the workbench an official user creates and publishes an official material, and
// keeps it in a collection folder of their own.
describe('materials centre: the workbench', () => {
  const story = useStory({ env: { ADMIN_PHONES: OPERATOR } });

  it('an official user creates and publishes a material, then files it in a new folder', async () => {
    const operator = await story.api.signInBySms(OPERATOR);
    const editor = await story.api.signInBySms();
    await story.api.call('PUT', '/ixj_web/admin/user/special_tags', {
      token: operator.token,
      body: { user_id: editor.userId, special_tags: { is_official: 1 } },
    });
    const teamId = await story.api.createTeam(editor, '素材编辑部');
    const { page } = await story.signedIn({ who: editor, teamId });

    // Create: the official library is offered first to an official user.
    await page.goto('/workBench/sucai');
    await page.getByTestId('material-new').click();
    const form = page.getByTestId('material-form');
    await form.waitFor(wait);
    expect(await form.getByTestId('material-form-scope').inputValue()).toBe('2');
    await form.getByTestId('material-form-title').fill('雨夜重逢的三种开场');
    await form
      .getByTestId('material-form-content')
      .fill('一、站台上错过的伞。\n二、便利店里同时伸向最后一盒牛奶的手。');
    await form.getByTestId('material-form-cat1').selectOption('qiaoduan');
    await form.getByTestId('material-form-submit').click();
    await waitForToast(page, 'success', '素材已创建');

    // The new material opens; official materials start unpublished.
    const detail = page.getByTestId('material-detail');
    await detail.waitFor(wait);
    const id = (await detail.getAttribute('data-id')) ?? '';
    expect(new URL(page.url()).searchParams.get('detail')).toBe(id);
    await expect.poll(() => page.getByTestId('material-publish').textContent(), wait).toBe('发布');
    await page.getByTestId('material-publish').click();
    await waitForToast(page, 'success', '已发布');
    await expect.poll(() => page.getByTestId('material-publish').textContent(), wait).toBe('下架');
    // A visitor now finds it.
    const visible = await story.api.call<{ list: Array<{ id: string }> }>('GET', '/mt_web/material/list', {
      query: { keyword: '雨夜重逢' },
    });
    expect(visible.list.map((m) => m.id)).toContain(id);

    // Save it, then file it in a new folder from 我的收藏.
    await page.getByTestId('material-collect').click();
    await page.getByTestId('material-collected').waitFor(wait);
    await page.getByTestId('materials-tab-collections').click();
    await page.getByTestId('collection-folder-name').fill('开场备用');
    await page.getByTestId('collection-folder-add').click();
    await waitForToast(page, 'success', '收藏夹已创建');
    const folders = await story.api.call<{ list: Array<{ id: string; name: string }> }>(
      'GET',
      '/ixj_web/material/collection_type_list',
      { token: editor.token },
    );
    const folder = folders.list.find((f) => f.name === '开场备用');
    expect(folder).toBeTruthy();
    // The new folder is selected and empty; 全部收藏 shows the saved material.
    await page.getByTestId('collections-empty').waitFor(wait);
    await page.getByRole('button', { name: /全部收藏/ }).click();
    const item = page.getByTestId('collection-item').filter({ hasText: '雨夜重逢的三种开场' });
    await item.waitFor(wait);
    await item.getByRole('combobox', { name: '移动到收藏夹' }).selectOption(folder?.id ?? '');
    await waitForToast(page, 'success', '已移动');
    await expect
      .poll(
        async () =>
          (
            await story.api.call<{ list: Array<{ id: string }> }>(
              'GET',
              '/ixj_web/material/collection_list',
              {
                token: editor.token,
                query: { type_id: folder?.id ?? '' },
              },
            )
          ).list.map((m) => m.id),
        wait,
      )
      .toContain(id);
  }, 120_000);
});
