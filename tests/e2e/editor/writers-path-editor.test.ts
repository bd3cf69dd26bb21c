import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import {
  caretToEnd,
  openEditor,
  primeServiceWorker,
  producerSeesOwnerLine,
  scriptFixture,
  syncText,
  wait,
  waitSynced,
} from './support';

// Issue 10: the editor on the writer's path (defects 4, 7, 11).
describe("the editor on the writer's path", () => {
  const story = useStory({}, { serviceWorkers: 'allow' });

  it('a reader opening a document again sees 只读 · 已同步, never a 仅保存在本地 that stays', async () => {
    const { p } = await producerSeesOwnerLine(story, '只读的人也要知道已同步。');
    await expect.poll(() => syncText(p.page), wait).toContain('已同步');
    // The second opening: the local copy from the first one is restored before the relay answers.
    await p.page.reload();
    await p.page.getByTestId('script-editor').waitFor({ state: 'visible', timeout: wait.timeout });
    await expect.poll(() => syncText(p.page), wait).toMatch(/^只读\s*·\s*已同步$/);
    await p.page.waitForTimeout(2_000);
    expect(await syncText(p.page)).not.toContain('仅保存在本地');

    // Offline (a reload without network, as the service worker allows), a reader is 只读 · 离线.
    await primeServiceWorker(p.page);
    await p.context.setOffline(true);
    await p.page.reload();
    await p.page.getByTestId('script-editor').waitFor({ state: 'visible', timeout: wait.timeout });
    await expect.poll(() => syncText(p.page), wait).toMatch(/^只读\s*·\s*离线$/);
    await p.context.setOffline(false);
    await expect.poll(() => syncText(p.page), wait).toMatch(/^只读\s*·\s*已同步$/);
  });

  it('the work page header counts the words the editor counts, as they are typed', async () => {
    const fx = await scriptFixture(story);
    const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await a.page.goto(`/workDetail/${fx.workId}/SCRIPT/script?doc=${fx.docId}`);
    await a.page.getByTestId('script-editor').waitFor({ state: 'visible', timeout: wait.timeout });
    await waitSynced(a.page);
    await caretToEnd(a.page);
    await a.page.keyboard.type('客栈门口，风很大。');
    const footer = () => a.page.getByTestId('word-count').textContent();
    const header = async () =>
      (await a.page.getByTestId('script-doc-words').textContent())?.replace(/\s*字$/, '');
    await expect.poll(footer, wait).not.toBe('0');
    await expect.poll(async () => (await header()) === (await footer()), wait).toBe(true);
    await a.page.keyboard.type('又下起了雨。');
    await expect
      .poll(async () => (await header()) === (await footer()) && (await footer()) !== '9', wait)
      .toBe(true);
  });

  it('presence: one entry per person however many tabs, digits for default names, distinct colours', async () => {
    const fx = await scriptFixture(story);
    const writer = await fx.member(['WriteWork']);
    const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    const b = await story.signedIn({ who: writer, teamId: fx.teamId });
    // The writer has the document open in two tabs.
    const b2 = await b.context.newPage();
    await Promise.all([openEditor(a.page, fx.docId), openEditor(b.page, fx.docId), openEditor(b2, fx.docId)]);
    await Promise.all([waitSynced(a.page), waitSynced(b.page), waitSynced(b2)]);
    for (const page of [a.page, b.page]) await caretToEnd(page);
    await caretToEnd(b2);

    // The owner sees the writer once; the writer's tabs see the owner once and not their own other tab.
    await expect.poll(() => a.page.getByTestId('presence-user').count(), wait).toBe(1);
    await a.page.waitForTimeout(1_000);
    expect(await a.page.getByTestId('presence-user').count()).toBe(1);
    await expect.poll(() => b.page.getByTestId('presence-user').count(), wait).toBe(1);
    expect(await b.page.getByTestId('presence-user').getAttribute('data-user-id')).toBe(fx.owner.userId);

    // Default names are 用户NNNN: the circles show their last two digits, not 用 for everyone.
    const initials = await a.page.getByTestId('presence-initials').allTextContents();
    const names = [fx.owner.user.name, writer.user.name];
    expect(names.every((n) => /^用户\d+$/.test(n))).toBe(true);
    expect(initials.sort()).toEqual(names.map((n) => n.slice(-2)).sort());
    const colours = await a.page
      .getByTestId('presence-initials')
      .evaluateAll((els) =>
        els.map((e) => (e as unknown as { style: { backgroundColor: string } }).style.backgroundColor),
      );
    expect(new Set(colours).size).toBe(2);
  });
});
