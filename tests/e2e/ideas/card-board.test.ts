import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scriptFixture, wait, waitSynced } from '../editor/support';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';

// Issue 12: the live card board of an idea, two editors at once and a reader, real relay and Chromium.

const titles = (page: Page) => page.getByTestId('card-title').allInnerTexts();

/** Adds a card through the dialog: title, template and field texts by key. */
async function addCard(page: Page, title: string, template = '', fields: Record<string, string> = {}) {
  await page.getByTestId('card-add').click();
  await page.getByTestId('card-title-input').fill(title);
  await page.getByTestId('card-template-select').selectOption(template);
  for (const [key, text] of Object.entries(fields))
    await page.getByTestId(`card-field-input-${key}`).fill(text);
  await page.getByTestId('card-save').click();
  await page.getByTestId('card-dialog').waitFor({ state: 'detached', timeout: wait.timeout });
}

const card = (page: Page, title: string) => page.getByTestId('idea-card').filter({ hasText: title });

describe('idea card board', () => {
  const story = useStory();

  it('two editors add, fill, reorder and delete cards together; a member without EditIdeas reads', async () => {
    const fx = await scriptFixture(story);
    const editor = await fx.member(['EditIdeas']);
    const reader = await fx.member(['WriteWork']);
    const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    const b = await story.signedIn({ who: editor, teamId: fx.teamId });
    const conception = `/workDetail/${fx.workId}/SCRIPT/conception`;

    // The owner makes a character board; the editor opens the same board from the list.
    await a.page.goto(conception);
    await a.page.getByTestId('new-idea-type').selectOption('6');
    await a.page.getByTestId('new-idea-edit-type').selectOption('2');
    await a.page.getByTestId('new-idea').click();
    await a.page.getByTestId('card-board-empty').waitFor(wait);
    await expect.poll(() => a.page.url(), wait).toContain('idea=');
    const ideaId = new URL(a.page.url()).searchParams.get('idea') ?? '';
    await b.page.goto(`${conception}?idea=${ideaId}`);
    await b.page.getByTestId('card-board').waitFor(wait);
    await Promise.all([waitSynced(a.page), waitSynced(b.page)]);
    await expect.poll(() => b.page.getByTestId('presence-user').count(), wait).toBe(1);
    await expect.poll(() => a.page.getByTestId('presence-user').count(), wait).toBe(1);

    // A card filled through the character template appears on the other board.
    await addCard(a.page, '张小敬', 'sys_character', { name: '张小敬', goal: '十二时辰内守住长安' });
    await expect.poll(() => titles(b.page), wait).toEqual(['张小敬']);
    await expect
      .poll(() => card(b.page, '张小敬').getByTestId('card-field-goal').textContent(), wait)
      .toBe('十二时辰内守住长安');

    // Both add at the same time; both boards end with all three.
    await Promise.all([addCard(a.page, '檀棋', 'sys_character'), addCard(b.page, '李必', 'sys_character')]);
    for (const page of [a.page, b.page])
      await expect
        .poll(async () => (await titles(page)).sort(), wait)
        .toEqual(['张小敬', '李必', '檀棋'].sort());

    // The editor renames the owner's card and fills a field; the owner sees both.
    await card(b.page, '张小敬').getByTestId('card-open').click();
    await b.page.getByTestId('card-title-input').fill('张小敬（死囚）');
    await b.page.getByTestId('card-field-input-alias').fill('五尊阎罗');
    await b.page.getByTestId('card-save').click();
    await expect.poll(() => titles(a.page), wait).toContain('张小敬（死囚）');
    await expect
      .poll(() => card(a.page, '张小敬（死囚）').getByTestId('card-field-alias').textContent(), wait)
      .toBe('五尊阎罗');

    // Reorder by keyboard: the last card's handle, space, arrow to the front, space.
    const before = await titles(a.page);
    const last = before[before.length - 1] ?? '';
    await card(a.page, last).getByTestId('card-drag-handle').focus();
    // Paced like a person: the sensor measures the cards after each step.
    const key = async (k: string) => {
      await a.page.keyboard.press(k);
      await a.page.waitForTimeout(150);
    };
    await key('Space');
    for (let i = 1; i < before.length; i++) await key('ArrowLeft');
    await key('Space');
    const moved = [last, ...before.slice(0, -1)];
    await expect.poll(() => titles(a.page), wait).toEqual(moved);
    await expect.poll(() => titles(b.page), wait).toEqual(moved);

    // Reorder by pointer on the editor's board: the first card dragged onto the last.
    const from = await card(b.page, moved[0] ?? '')
      .getByTestId('card-drag-handle')
      .boundingBox();
    const to = await card(b.page, moved[2] ?? '').boundingBox();
    if (!from || !to) throw new Error('cards not laid out');
    await b.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await b.page.mouse.down();
    await b.page.mouse.move(from.x + 20, from.y + 10, { steps: 4 });
    await b.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await b.page.mouse.up();
    const dragged = [moved[1], moved[2], moved[0]];
    await expect.poll(() => titles(b.page), wait).toEqual(dragged);
    await expect.poll(() => titles(a.page), wait).toEqual(dragged);

    // REST reads follow the board within seconds, in board order.
    await expect
      .poll(async () => {
        const { list } = await story.api.call<{ list: { title: string }[] }>(
          'GET',
          '/ixj_web/works/idea_card/list',
          {
            token: reader.token,
            query: { idea_id: ideaId },
          },
        );
        return list.map((c) => c.title);
      }, wait)
      .toEqual(dragged);

    // A member without EditIdeas reads the live board: no controls, edits arrive.
    const r = await story.signedIn({ who: reader, teamId: fx.teamId });
    await r.page.goto(`${conception}?idea=${ideaId}`);
    await r.page.getByTestId('card-board-read-only').waitFor(wait);
    await expect.poll(() => titles(r.page), wait).toEqual(dragged);
    expect(await r.page.getByTestId('card-add').count()).toBe(0);
    expect(await r.page.getByTestId('card-drag-handle').count()).toBe(0);
    expect(await r.page.getByTestId('card-delete').count()).toBe(0);

    // Delete with confirmation: gone on every board.
    await card(a.page, '檀棋').hover();
    await card(a.page, '檀棋').getByTestId('card-delete').click();
    await a.page.getByTestId('confirm-ok').click();
    for (const page of [a.page, b.page, r.page])
      await expect.poll(() => titles(page), wait).not.toContain('檀棋');

    for (const width of [1024, 1440]) {
      await a.page.setViewportSize({ width, height: 860 });
      await a.page.screenshot({ path: path.join(artifactsDir, `card-board-${width}.png`) });
    }
    await card(r.page, '李必').getByTestId('card-open').click();
    await r.page.getByTestId('card-dialog').waitFor(wait);
    await r.page.screenshot({ path: path.join(artifactsDir, 'card-board-reader-dialog.png') });
  });
});
