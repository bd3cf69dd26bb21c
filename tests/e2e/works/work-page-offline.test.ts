import { describe, expect, it } from 'vitest';
import {
  caretToEnd,
  editorText,
  primeServiceWorker,
  type SwNavigator,
  scriptFixture,
  serverText,
  syncText,
  wait,
  waitSynced,
} from '../editor/support';
import { useStory } from '../support/story';

// Issue 10 defect 2: an offline reload of the work page spun forever (warm cache) or sent the writer
// to /noAuth 获取团队信息失败 (cold cache). A network failure is never "no team" or "no access".
describe('work page offline', () => {
  const story = useStory({}, { serviceWorkers: 'allow' });

  it('reloads offline from the cached tree, work and team, keeps writing, and syncs on reconnect', async () => {
    const fx = await scriptFixture(story);
    const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    const workPage = `/workDetail/${fx.workId}/SCRIPT/script`;
    await a.page.goto(workPage);
    await a.page.getByTestId('script-editor').waitFor({ state: 'visible', timeout: wait.timeout });
    await waitSynced(a.page);
    await caretToEnd(a.page);
    await a.page.keyboard.type('联网时写下的一句。');
    await waitSynced(a.page);
    // One online reload under the service worker keeps the page and the reads it makes.
    await primeServiceWorker(a.page);
    await waitSynced(a.page);

    await a.context.setOffline(true);
    await a.page.reload();
    await a.page.getByTestId('offline-banner').waitFor({ state: 'visible', timeout: wait.timeout });
    await expect.poll(() => a.page.getByTestId('tree-doc-name').allTextContents(), wait).toEqual(['第1集']);
    expect(await a.page.getByTestId('work-shell-name').textContent()).toBe('客栈风云');
    await a.page.getByTestId('script-editor').waitFor({ state: 'visible', timeout: wait.timeout });
    await expect.poll(() => editorText(a.page), wait).toContain('联网时写下的一句。');
    await caretToEnd(a.page);
    await a.page.keyboard.press('Enter');
    await a.page.keyboard.type('离线时写下的一句。');
    await expect.poll(() => syncText(a.page), wait).toContain('仅保存在本地');
    // Well past the 2 s after which a team failure would have moved the writer to /noAuth.
    await a.page.waitForTimeout(3_000);
    expect(new URL(a.page.url()).pathname).toBe(workPage);

    await a.context.setOffline(false);
    await a.page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: wait.timeout });
    await waitSynced(a.page);
    await expect
      .poll(() => serverText(story, fx.owner.token, fx.docId), wait)
      .toSatisfy((t: string) => t.includes('联网时写下的一句') && t.includes('离线时写下的一句'));
  });

  it('opening a work offline with nothing kept yet says so and stays, then opens once back online', async () => {
    const fx = await scriptFixture(story);
    const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await a.page.goto('/workBench');
    await a.page.getByTestId('works-manage').waitFor({ state: 'visible', timeout: wait.timeout });
    // The worker installs and keeps the page shell, but none of the reads this page made before it.
    await expect
      .poll(
        () => a.page.evaluate(() => !!(navigator as unknown as SwNavigator).serviceWorker.controller),
        wait,
      )
      .toBe(true);

    await a.context.setOffline(true);
    const workPage = `/workDetail/${fx.workId}/SCRIPT/script`;
    await a.page.goto(workPage);
    await a.page.getByTestId('offline-banner').waitFor({ state: 'visible', timeout: wait.timeout });
    await a.page.getByTestId('work-unavailable').waitFor({ state: 'visible', timeout: wait.timeout });
    await a.page.waitForTimeout(3_000);
    expect(new URL(a.page.url()).pathname).toBe(workPage);

    await a.context.setOffline(false);
    await a.page.getByTestId('script-editor').waitFor({ state: 'visible', timeout: wait.timeout });
    await expect.poll(() => a.page.getByTestId('tree-doc-name').allTextContents(), wait).toEqual(['第1集']);
  });
});
