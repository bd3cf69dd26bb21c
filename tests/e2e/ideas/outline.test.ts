import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scriptFixture, wait, waitSynced } from '../editor/support';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';

// Issue 12: the live outline of a work (`outline:<work_id>`), two editors at once and a reader, real
// relay and Chromium: episodes and beats, drag and button moves, markers on the outline and on the
// script's episode list, a beat creating its episode document.

/** An attribute of every element with a test id, in page order (as a string: no DOM typings here). */
const attrs = (page: Page, testId: string, name: string): Promise<string[]> =>
  page.evaluate(
    `[...document.querySelectorAll('[data-testid="${testId}"]')].map((e) => e.getAttribute('${name}') ?? '')`,
  );
const episodes = (page: Page) => attrs(page, 'outline-episode', 'data-title');
const beats = (page: Page) => attrs(page, 'outline-beat', 'data-title');
const episode = (page: Page, title: string) =>
  page.locator(`[data-testid="outline-episode"][data-title="${title}"]`);
const beat = (page: Page, title: string) =>
  page.locator(`[data-testid="outline-beat"][data-title="${title}"]`);

/** The full names of marker tags (the script list shows one character, the name is the tooltip). */
const markerNames = (els: { getAttribute(name: string): string | null }[]) =>
  els.map((e) => e.getAttribute('title') ?? '');

/** Types a title into an add field and presses Enter. */
async function add(field: ReturnType<Page['getByTestId']>, title: string) {
  await field.fill(title);
  await field.press('Enter');
  await expect.poll(() => field.inputValue(), wait).toBe('');
}

describe('outline', () => {
  const story = useStory();

  it('two editors build an outline live; a beat creates its episode; markers reach the script list; a reader only reads', async () => {
    const fx = await scriptFixture(story);
    const editor = await fx.member(['EditIdeas']);
    const reader = await fx.member(['WriteWork']);
    const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    const b = await story.signedIn({ who: editor, teamId: fx.teamId });
    const outline = `/workDetail/${fx.workId}/SCRIPT/conception?idea=outline`;

    // The owner reaches the outline from the conception page's list; the editor opens the same URL.
    await a.page.goto(`/workDetail/${fx.workId}/SCRIPT/conception`);
    await a.page.getByTestId('outline-entry').click();
    await a.page.getByTestId('outline-empty').waitFor(wait);
    expect(new URL(a.page.url()).searchParams.get('idea')).toBe('outline');
    await b.page.goto(outline);
    await b.page.getByTestId('outline-empty').waitFor(wait);
    await Promise.all([waitSynced(a.page), waitSynced(b.page)]);
    await expect.poll(() => a.page.getByTestId('presence-user').count(), wait).toBe(1);
    await expect.poll(() => b.page.getByTestId('presence-user').count(), wait).toBe(1);

    // The owner adds three episodes; the editor sees them arrive, numbered.
    for (const t of ['退婚', '打脸', '反转']) await add(a.page.getByTestId('outline-add-episode-input'), t);
    await expect.poll(() => episodes(b.page), wait).toEqual(['退婚', '打脸', '反转']);
    expect(await b.page.getByTestId('outline-episode-label').allInnerTexts()).toEqual([
      '第1集',
      '第2集',
      '第3集',
    ]);

    // The editor adds beats to the first episode; the owner sees them.
    const beatField = episode(b.page, '退婚').getByTestId('outline-add-beat-input');
    await add(beatField, '女主当众被退婚');
    await add(beatField, '神秘人送来婚书');
    await expect.poll(() => beats(a.page), wait).toEqual(['女主当众被退婚', '神秘人送来婚书']);

    // The owner drags the third episode onto the first by its handle; both outlines follow.
    const from = await episode(a.page, '反转').getByTestId('outline-episode-handle').boundingBox();
    const to = await episode(a.page, '退婚').boundingBox();
    if (!from || !to) throw new Error('episodes not laid out');
    await a.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await a.page.mouse.down();
    await a.page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 4 });
    await a.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await a.page.mouse.up();
    await expect.poll(() => episodes(a.page), wait).toEqual(['反转', '退婚', '打脸']);
    await expect.poll(() => episodes(b.page), wait).toEqual(['反转', '退婚', '打脸']);

    // The editor moves the second beat up with its button; the owner sees the new order.
    await beat(b.page, '神秘人送来婚书').hover();
    await beat(b.page, '神秘人送来婚书').getByTestId('outline-beat-up').click();
    await expect.poll(() => beats(a.page), wait).toEqual(['神秘人送来婚书', '女主当众被退婚']);

    // The editor renames a beat in place; the owner sees the text.
    const text = beat(b.page, '女主当众被退婚').getByTestId('outline-beat-text');
    await text.fill('女主在订婚宴上被当众退婚');
    await text.press('Enter');
    await expect.poll(() => beats(a.page), wait).toEqual(['神秘人送来婚书', '女主在订婚宴上被当众退婚']);

    // Markers on the tree: the owner marks 退婚 as 钩子 and 付费卡点; the editor sees them pressed.
    await episode(a.page, '退婚').getByTestId('outline-marker-hook').click();
    await episode(a.page, '退婚').getByTestId('outline-marker-paywall').click();
    await expect.poll(() => episode(b.page, '退婚').getAttribute('data-markers'), wait).toBe('hook,paywall');
    expect(
      await episode(b.page, '退婚').getByTestId('outline-marker-paywall').getAttribute('aria-pressed'),
    ).toBe('true');

    // A beat creates its episode's document, named after the episode, and the link opens it.
    const first = beat(a.page, '神秘人送来婚书');
    await first.getByTestId('outline-doc-link').click();
    await first.getByTestId('outline-doc-create').click();
    await expect
      .poll(() => first.getByTestId('outline-doc-open').textContent(), wait)
      .toContain('第2集 退婚');
    await expect
      .poll(() => beat(b.page, '神秘人送来婚书').getByTestId('outline-doc-open').count(), wait)
      .toBe(1);
    await first.getByTestId('outline-doc-open').click();
    await a.page.getByTestId('script-page').waitFor(wait);
    await expect.poll(() => a.page.getByTestId('script-doc-title').textContent(), wait).toBe('第2集 退婚');
    const row = a.page.locator('[data-testid="tree-doc"]').filter({ hasText: '第2集 退婚' });
    await row.waitFor(wait);

    // The episode's markers show on the script's episode list, and a change on the tree follows there.
    await expect
      .poll(() => row.getByTestId('tree-doc-marker').evaluateAll(markerNames), wait)
      .toEqual(['钩子', '付费卡点']);
    await episode(b.page, '退婚').getByTestId('outline-marker-payoff').click();
    await expect
      .poll(() => row.getByTestId('tree-doc-marker').evaluateAll(markerNames), wait)
      .toEqual(['钩子', '付费卡点', '爽点']);
    const plain = a.page.locator('[data-testid="tree-doc"]').filter({ hasText: '第1集' });
    expect(await plain.getByTestId('tree-doc-marker').count()).toBe(0);
    await a.page.setViewportSize({ width: 1024, height: 860 });
    await a.page.screenshot({ path: path.join(artifactsDir, 'outline-script-list-1024.png') });

    // The editor deletes an episode after confirming; REST reads the same outline.
    await episode(b.page, '打脸').hover();
    await episode(b.page, '打脸').getByTestId('outline-episode-delete').click();
    await b.page.getByTestId('confirm-ok').click();
    await expect.poll(() => episodes(b.page), wait).toEqual(['反转', '退婚']);
    await expect
      .poll(async () => {
        const { list } = await story.api.call<{ list: { title: string; parent_id: string }[] }>(
          'GET',
          '/ixj_web/works/idea/outline',
          { token: reader.token, query: { project_id: fx.workId } },
        );
        return list.map((n) => (n.parent_id ? `  ${n.title}` : n.title));
      }, wait)
      .toEqual(['反转', '退婚', '  神秘人送来婚书', '  女主在订婚宴上被当众退婚']);

    // A member without EditIdeas reads the live outline: markers as tags, no controls, edits arrive.
    const r = await story.signedIn({ who: reader, teamId: fx.teamId });
    await r.page.goto(outline);
    await r.page.getByTestId('outline-read-only').waitFor(wait);
    await expect.poll(() => episodes(r.page), wait).toEqual(['反转', '退婚']);
    await expect
      .poll(() => episode(r.page, '退婚').getByTestId('outline-marker').allInnerTexts(), wait)
      .toEqual(['钩子', '付费卡点', '爽点']);
    for (const id of [
      'outline-add-episode-input',
      'outline-add-beat-input',
      'outline-episode-handle',
      'outline-beat-handle',
      'outline-marker-hook',
      'outline-doc-link',
      'outline-episode-delete',
    ])
      expect(await r.page.getByTestId(id).count(), id).toBe(0);
    await add(episode(b.page, '反转').getByTestId('outline-add-beat-input'), '真千金身份曝光');
    await expect.poll(() => beats(r.page), wait).toContain('真千金身份曝光');

    for (const width of [1024, 1440]) {
      await b.page.setViewportSize({ width, height: 860 });
      await b.page.screenshot({ path: path.join(artifactsDir, `outline-${width}.png`) });
    }
    await r.page.setViewportSize({ width: 1024, height: 860 });
    await r.page.screenshot({ path: path.join(artifactsDir, 'outline-reader-1024.png') });
    // A long story of three people; on a loaded 2-core machine it has taken up to ~66 s.
  }, 180_000);
});
