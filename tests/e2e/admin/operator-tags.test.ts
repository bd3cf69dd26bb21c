import path from 'node:path';
import { SpecialTagGate } from '@juzuo/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';
import { waitForPath, waitForToast } from '../support/ui';

const OPERATOR = '13912340001';

// Issue 8 section 5: an operator (ADMIN_PHONES) opens /admin from the user menu, gives a writer the
// ai_evaluate tag, and the writer's AI评估 entry, disabled with the reason until then, opens.
// One story with two browsers and several page loads: more than the default minute on a busy machine.
describe('operators and feature tags', () => {
  const story = useStory({ env: { ADMIN_PHONES: OPERATOR } });
  const wait = { timeout: 10_000 };

  // The menus read get_my_info; until it arrives every entry shows enabled, so wait for the user's name.
  const userLoaded = (page: Page) =>
    expect.poll(() => page.getByTestId('user-menu').textContent(), wait).not.toContain('…');

  const tooltipOf = async (page: Page, testId: string) => {
    const id = await page.getByTestId(testId).getAttribute('aria-describedby');
    return page.locator(`[id="${id}"]`).textContent();
  };

  it('an operator sets a tag for a user and that user’s gated entry becomes enabled', async () => {
    const writer = await story.api.signInBySms();
    const teamId = await story.api.createTeam(writer, '评估剧组');
    const { page: writerPage } = await story.signedIn({ who: writer, teamId });

    // Without the tag: AI评估 is in the menu, disabled, with the reason; opening it directly is refused in place.
    await writerPage.goto('/workBench/evaluate');
    await writerPage.getByTestId('no-permission').waitFor(wait);
    const evaluate = writerPage.getByTestId('nav-evaluate');
    await expect.poll(() => evaluate.getAttribute('aria-disabled'), wait).toBe('true');
    expect(await tooltipOf(writerPage, 'nav-evaluate')).toBe(SpecialTagGate.ai_evaluate.reason);
    expect(await tooltipOf(writerPage, 'nav-evaluate')).toBe('该功能需开通「AI评估」权限');

    // A non-operator has no 运营后台 entry, and /admin shows the no-permission state.
    await userLoaded(writerPage);
    await writerPage.getByTestId('user-menu').click();
    await writerPage.getByTestId('menu-settings').waitFor(wait);
    expect(await writerPage.getByTestId('menu-admin').count()).toBe(0);
    await writerPage.keyboard.press('Escape');
    await writerPage.goto('/admin');
    await writerPage.getByTestId('no-permission').waitFor(wait);
    expect(await writerPage.getByTestId('no-permission').textContent()).toContain('暂无运营后台权限');

    // The operator (no team needed) reaches /admin from the user menu.
    const operator = await story.api.signInBySms(OPERATOR);
    const { page: admin } = await story.signedIn({ who: operator });
    await admin.goto('/member/setting');
    await admin.getByTestId('user-menu').click();
    await admin.getByTestId('menu-admin').click();
    await waitForPath(admin, '/admin');
    await admin.getByTestId('admin-page').waitFor(wait);

    // Find the writer by phone and give them AI评估.
    await admin.getByTestId('admin-user-search').fill(writer.phone);
    await admin.getByTestId('admin-user-search-submit').click();
    await admin.getByTestId(`admin-user-manage-${writer.userId}`).click();
    const box = admin.getByTestId('admin-tag-ai_evaluate');
    await box.waitFor(wait);
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await admin.getByTestId('admin-tags-save').click();
    await waitForToast(admin, 'success', '特殊标签已保存');
    await expect
      .poll(() => admin.getByTestId(`admin-user-${writer.userId}`).textContent(), wait)
      .toContain('AI评估');

    // The change is in the audit log.
    await admin.getByTestId('admin-tab-audit').click();
    const row = admin.getByTestId('admin-audit-row').first();
    await row.waitFor(wait);
    expect(await row.textContent()).toContain('修改特殊标签');
    expect(await row.textContent()).toContain('AI评估 0→1');
    await admin.screenshot({ path: path.join(artifactsDir, 'admin-audit.png') });

    // The writer's entry opens (after a reload, which reads get_my_info again).
    await writerPage.goto('/workBench/worksManage');
    await writerPage.reload();
    await userLoaded(writerPage);
    await expect
      .poll(() => writerPage.getByTestId('nav-evaluate').getAttribute('aria-disabled'), wait)
      .toBeNull();
    await writerPage.getByTestId('nav-evaluate').click();
    await waitForPath(writerPage, '/workBench/evaluate');
    // No engine in this story: the evaluation workbench opens and says what is missing.
    await writerPage.getByTestId('evaluate-unconfigured').waitFor(wait);
    expect(await writerPage.getByTestId('no-permission').count()).toBe(0);
  }, 180_000);
});
