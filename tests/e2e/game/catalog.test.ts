import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { png } from '../support/png';
import { useStory } from '../support/story';
import { gameFixture, openFromWorkMenu, wait } from './support';

// Issue 13: the game work's 变量 / 道具 / 商店 pages. An owner builds a variable, a good and a store
// on them; a second editor sees each addition live; the board shows who writes the variable and the
// play-test console sells the good; a reader sees everything disabled. Real relay, real Chromium.
// Each writer's first page is a direct URL; after that they move through the work menu and links.

const page = (workId: string, child: string, boardId: string) =>
  `/workDetail/${workId}/GAME/${child}?board=${boardId}`;
const variable = (p: Page, name: string) =>
  p.locator(`[data-testid="catalog-variable"][data-var-name="${name}"]`);

/** Creates a numeric variable on the variable page. */
async function newNumeric(p: Page, name: string, init: string) {
  await p.getByTestId('new-variable-name').fill(name);
  await p.getByTestId('new-variable-init').fill(init);
  await p.getByTestId('new-variable-add').click();
}

describe('game variables, goods and stores pages', () => {
  const story = useStory();

  it('builds a variable, a good and a store that the board and the console use; a second editor follows live', async () => {
    const fx = await gameFixture(story);
    const editor = await fx.member(['WriteWork']);
    const reader = await fx.member(['EditIdeas']);
    const call = <T>(path: string, body: Record<string, unknown>) =>
      story.api.call<T>('POST', path, { token: fx.owner.token, body });
    const { board_id: boardId } = await call<{ board_id: string }>('/ixj_web/game/v3/board', {
      project_id: fx.workId,
      board_name: '集市',
    });
    const node = async (node_type: string, fields: Record<string, unknown> = {}) =>
      (
        await call<{ node_id: string }>('/ixj_web/game/v3/node', {
          board_id: boardId,
          node_type,
          x: 0,
          y: 0,
          ...fields,
        })
      ).node_id;
    const start = await node('START');
    const end = await node('END', { name: '出城', x: 320 });
    await call('/ixj_web/game/v3/edge', { board_id: boardId, source: start, target: end });

    const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    const b = await story.signedIn({ who: editor, teamId: fx.teamId });
    for (const v of [a, b]) {
      await v.page.setViewportSize({ width: 1440, height: 900 });
      await v.page.goto(page(fx.workId, 'gameStoryVariable', boardId));
      await v.page.getByTestId('new-variable').waitFor(wait);
    }

    // 金币 starts at 20; the editor sees it appear in 全局变量 without reloading.
    await newNumeric(a.page, '金币', '20');
    await variable(a.page, '金币').waitFor(wait);
    await variable(b.page, '金币').waitFor(wait);
    await expect
      .poll(() => b.page.getByTestId('scope-public').getByTestId('catalog-variable').count(), wait)
      .toBe(1);
    await expect
      .poll(() => variable(b.page, '金币').getByTestId('variable-init').inputValue(), wait)
      .toBe('20');

    // The same name again, in either case of the check, says 变量名称不允许重复.
    await newNumeric(a.page, '金币', '0');
    await expect
      .poll(() => a.page.getByTestId('new-variable-error').textContent(), wait)
      .toBe('变量名称不允许重复');
    await newNumeric(a.page, '勇气', '1');
    await variable(a.page, '勇气').waitFor(wait);
    await variable(a.page, '勇气').getByTestId('variable-rename').fill('金币');
    await variable(a.page, '勇气').getByTestId('variable-rename').press('Enter');
    await expect
      .poll(() => variable(a.page, '勇气').getByTestId('variable-error').textContent(), wait)
      .toBe('变量名称不允许重复');
    await expect
      .poll(() => variable(a.page, '勇气').getByTestId('variable-rename').inputValue(), wait)
      .toBe('勇气');

    // A role-scoped array of goods.
    await a.page.getByTestId('new-variable-name').fill('行囊');
    await a.page.getByTestId('new-variable-kind').selectOption('array');
    await a.page.getByTestId('new-variable-scope').selectOption('role');
    await a.page.getByTestId('new-variable-type').selectOption('GOOD');
    await a.page.getByTestId('new-variable-add').click();
    await b.page.getByTestId('scope-role').locator('[data-var-name="行囊"]').waitFor(wait);

    // A SET node on the board spends 金币: the page lists it as a writer and opens the story line at it.
    const { list } = await story.api.call<{ list: { var_id: string; var_name: string }[] }>(
      'GET',
      '/ixj_web/game/v3/numeric',
      { token: fx.owner.token, query: { board_id: boardId } },
    );
    const gold = list.find((v) => v.var_name === '金币')?.var_id ?? '';
    const spend = await node('SET', { name: '花钱', assignments: [{ var_id: gold, op: '-=', value: 1 }] });
    await variable(a.page, '金币').getByTestId('variable-writer').filter({ hasText: '花钱' }).waitFor(wait);
    await variable(a.page, '金币').getByTestId('variable-writer').click();
    await expect.poll(() => a.page.getByTestId('node-form').getAttribute('data-node-id'), wait).toBe(spend);
    expect(new URL(a.page.url()).pathname).toContain('/gameStoryLine');

    // Deleting 金币 warns which node still writes it; the owner keeps it.
    await openFromWorkMenu(a.page, 'gameStoryVariable');
    await variable(a.page, '金币').getByTestId('variable-delete').click();
    await expect.poll(() => a.page.getByRole('dialog').textContent(), wait).toContain('节点「花钱」');
    await a.page.getByRole('dialog').getByText('取消').click();

    // A good of a new type; the editor, on the goods page, sees it arrive.
    await openFromWorkMenu(b.page, 'gameStoryGood');
    await openFromWorkMenu(a.page, 'gameStoryGood');
    await a.page.getByTestId('new-good-name').fill('长剑');
    await a.page.getByTestId('new-good-type-name').fill('武器');
    await a.page.getByTestId('new-good-add').click();
    await b.page
      .locator('[data-testid="good-type-group"][data-type-name="武器"] [data-good-name="长剑"]')
      .waitFor(wait);

    // Its icon comes from the media library; the editor sees it chosen.
    await openFromWorkMenu(a.page, 'gameMediaLibrary');
    await a.page.getByTestId('resource-upload-file').setInputFiles(png('长剑图.png', [180, 180, 200]));
    await a.page.locator('[data-testid="resource-card"][data-name="长剑图"]').waitFor(wait);
    await openFromWorkMenu(a.page, 'gameStoryGood');
    const sword = (p: Page) => p.locator('[data-testid="catalog-good"][data-good-name="长剑"]');
    await sword(a.page).getByTestId('resource-pick').click();
    await a.page.locator('[data-testid="picker-item"][data-name="长剑图"]').click();
    await expect
      .poll(() => sword(b.page).getByTestId('resource-chosen').getAttribute('data-name'), wait)
      .toBe('长剑图');

    // A smithy sells it for 8 金币; the editor watches the price change on the stores page.
    await openFromWorkMenu(b.page, 'gameStore');
    await openFromWorkMenu(a.page, 'gameStore');
    await a.page.getByTestId('new-store-name').fill('铁匠铺');
    await a.page.getByTestId('new-store').click();
    const smithy = (p: Page) => p.locator('[data-testid="catalog-store"][data-store-name="铁匠铺"]');
    await smithy(a.page).getByTestId('store-item-add').click();
    await smithy(a.page).getByTestId('store-item').waitFor(wait);
    await smithy(a.page).getByTestId('store-item-currency').selectOption({ label: '金币' });
    await smithy(a.page).getByTestId('store-item-price').fill('8');
    await smithy(a.page).getByTestId('store-item-price').press('Tab');
    await expect
      .poll(() => smithy(b.page).getByTestId('store-preview-line').allInnerTexts(), wait)
      .toEqual(['长剑 · 8 金币']);
    // Only one in stock.
    await smithy(a.page).getByTestId('store-item-stock').fill('1');
    await smithy(a.page).getByTestId('store-item-stock').press('Tab');
    await expect
      .poll(() => smithy(b.page).getByTestId('store-preview-line').allInnerTexts(), wait)
      .toEqual(['长剑 · 8 金币 · 限量 1']);

    // The play-test console (the stores page's 试玩) sells it: 20 金币 buy the one sword, 12 are
    // left, and it is sold out.
    await a.page.getByRole('link', { name: '试玩' }).click();
    await expect
      .poll(() => new URL(a.page.url()).pathname, wait)
      .toBe(`/workDetail/${fx.workId}/GAME/gameStoryLine/play/${boardId}`);
    await a.page.getByTestId('play-setup').waitFor(wait);
    await a.page.getByTestId('play-start').click();
    await expect
      .poll(() => a.page.getByTestId('play-stores').textContent(), wait)
      .toContain('长剑 · 8 金币 · 限量 1');
    await a.page.getByTestId('play-buy').click();
    await expect.poll(() => a.page.getByTestId('play-var-金币').textContent(), wait).toBe('12');
    await a.page.getByTestId('play-buy').click();
    await expect.poll(() => a.page.getByTestId('play-refusal').textContent(), wait).toBe('「长剑」已售罄');

    // A reader sees the same variables with every control disabled and no forms.
    const r = await story.signedIn({ who: reader, teamId: fx.teamId });
    await r.page.goto(page(fx.workId, 'gameStoryVariable', boardId));
    await variable(r.page, '金币').waitFor(wait);
    expect(await r.page.getByTestId('new-variable').count()).toBe(0);
    expect(await variable(r.page, '金币').getByTestId('variable-rename').isDisabled()).toBe(true);
    expect(await variable(r.page, '金币').getByTestId('variable-delete').isDisabled()).toBe(true);

    // A type of its own for a potion, then the type goes, and its potion with it (the sword stays).
    await a.page.getByRole('link', { name: '← 返回故事线' }).click();
    await openFromWorkMenu(a.page, 'gameStoryGood');
    await a.page.getByTestId('new-good-name').fill('药水');
    await a.page.getByTestId('new-good-type').selectOption({ label: '＋ 新类型…' });
    await a.page.getByTestId('new-good-type-name').fill('消耗品');
    await a.page.getByTestId('new-good-add').click();
    const potions = a.page.locator('[data-testid="good-type-group"][data-type-name="消耗品"]');
    await potions.locator('[data-good-name="药水"]').waitFor(wait);
    await potions.getByTestId('good-type-delete').click();
    await expect.poll(() => a.page.getByRole('dialog').textContent(), wait).toContain('1 个道具「药水」');
    await a.page.getByTestId('confirm-ok').click();
    await expect.poll(() => potions.count(), wait).toBe(0);
    expect(await a.page.locator('[data-testid="catalog-good"]').count()).toBe(1);
  });
});
