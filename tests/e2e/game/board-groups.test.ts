import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { autoLayout, gameFixture, nodeCard, storyLine, viewSettled, wait, waitBoardSynced } from './support';

// Issue 13: group frames with titles, live for two users: made from a selection, renamed, moved with
// the nodes inside them, resized, dissolved without losing nodes; the JSON export carries them.

/** The frame on a page (there is one in this story). */
const frame = (page: Page) => page.getByTestId('game-frame');
/** A number attribute of the frame (the document's value). */
const frameAt = async (page: Page, attr: 'x' | 'y' | 'width' | 'height') =>
  Number(await frame(page).getAttribute(`data-${attr}`));
/** A node's stored x,y. */
const at = async (page: Page, id: string) => [
  Number(await nodeCard(page, id).getAttribute('data-x')),
  Number(await nodeCard(page, id).getAttribute('data-y')),
];

/** Drags from one point by a distance with the mouse, in small steps. */
async function dragBy(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 4, from.y + dy / 4, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 10 });
  await page.mouse.up();
}

describe('game board group frames', () => {
  const story = useStory();

  it('two editors: a frame is made, renamed, moved with its nodes, resized and dissolved live', async () => {
    const fx = await gameFixture(story);
    const editor = await fx.member(['WriteWork']);
    const call = <T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown>) =>
      story.api.call<T>(
        method,
        path,
        method === 'GET'
          ? { token: fx.owner.token, query: body as Record<string, string> }
          : { token: fx.owner.token, body },
      );
    const { board_id: boardId } = await call<{ board_id: string }>('POST', '/ixj_web/game/v3/board', {
      project_id: fx.workId,
      board_name: '分组',
    });
    const node = async (node_type: string, x: number, y: number, name: string) =>
      (
        await call<{ node_id: string }>('POST', '/ixj_web/game/v3/node', {
          board_id: boardId,
          node_type,
          x,
          y,
          name,
        })
      ).node_id;
    const start = await node('START', 0, 0, '开场');
    const plot = await node('PLOT', 300, 120, '客栈');
    const end = await node('END', 700, 0, '远处的结局');

    const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    const b = await story.signedIn({ who: editor, teamId: fx.teamId });
    for (const { page } of [a, b]) {
      await page.setViewportSize({ width: 1800, height: 1000 });
      await page.goto(storyLine(fx.workId, boardId));
      await waitBoardSynced(page);
      await nodeCard(page, end).waitFor(wait);
      await viewSettled(page);
    }

    // The owner selects two nodes and groups them: both see the frame around them.
    await nodeCard(a.page, start).getByTestId('game-node-name').click();
    await nodeCard(a.page, plot)
      .getByTestId('game-node-name')
      .click({ modifiers: ['Control'] });
    await a.page.getByTestId('board-group').click();
    await frame(b.page).waitFor(wait);
    expect(await frameAt(b.page, 'x')).toBeLessThan(0);
    expect(await frameAt(b.page, 'width')).toBeGreaterThan(500);
    expect((await frameAt(b.page, 'x')) + (await frameAt(b.page, 'width'))).toBeLessThan(700);
    await expect.poll(() => frame(b.page).getByTestId('game-frame-title').textContent(), wait).toBe('新分组');

    // The owner renames it by double-clicking the title.
    await frame(a.page).getByTestId('game-frame-title').dblclick();
    const input = a.page.getByTestId('game-frame-title-input');
    await input.fill('第一幕 雨夜');
    await input.press('Enter');
    await expect
      .poll(() => frame(b.page).getByTestId('game-frame-title').textContent(), wait)
      .toBe('第一幕 雨夜');

    // The editor drags the frame by its title bar: the two nodes inside move with it, the far one stays.
    await viewSettled(b.page);
    const [startX, startY] = await at(b.page, start);
    const [plotX, plotY] = await at(b.page, plot);
    const [endX, endY] = await at(b.page, end);
    const frameY = await frameAt(b.page, 'y');
    const bar = await frame(b.page).getByTestId('game-frame-title').boundingBox();
    if (!bar) throw new Error('frame not laid out');
    await dragBy(b.page, { x: bar.x + 10, y: bar.y + bar.height / 2 }, 0, 150);
    // The drop as the dragger stored it, not a step of the drag still on its way to the owner (each
    // step is written too, and a fast page shows them as they come).
    await expect
      .poll(async () => {
        const [here, there] = [await frameAt(a.page, 'y'), await frameAt(b.page, 'y')];
        return here === there && here > frameY + 60;
      }, wait)
      .toBe(true);
    const moved = (await frameAt(a.page, 'y')) - frameY;
    await expect.poll(() => at(a.page, start), wait).toEqual([startX, (startY ?? 0) + moved]);
    await expect.poll(() => at(a.page, plot), wait).toEqual([plotX, (plotY ?? 0) + moved]);
    expect(await at(a.page, end)).toEqual([endX, endY]);

    // The owner resizes it from its bottom-right corner (it is selected after the rename).
    await frame(a.page).getByTestId('game-frame-title').click();
    await viewSettled(a.page);
    const width = await frameAt(a.page, 'width');
    const corner = await a.page.locator('.react-flow__resize-control.handle.bottom.right').boundingBox();
    if (!corner) throw new Error('resize handle not shown');
    await dragBy(a.page, { x: corner.x + corner.width / 2, y: corner.y + corner.height / 2 }, 120, 40);
    await expect.poll(() => frameAt(b.page, 'width'), wait).toBeGreaterThan(width + 40);

    // The JSON export carries the frame.
    await expect
      .poll(async () => {
        const res = await fetch(`${story.url}/ixj_web/game/v3/export?board_id=${boardId}&format=json`, {
          headers: { authorization: `Bearer ${fx.owner.token}` },
        });
        const file = (await res.json()) as { groups: { title: string; width: number }[] };
        return file.groups.map((g) => [g.title, g.width > width + 40]);
      }, wait)
      .toEqual([['第一幕 雨夜', true]]);

    // The owner dissolves the frame: it is gone for both, every node stays.
    await a.page.getByTestId('game-frame-remove').click();
    await expect.poll(() => frame(b.page).count(), wait).toBe(0);
    await expect.poll(() => b.page.getByTestId('game-node').count(), wait).toBe(3);
    // Undo brings it back for the owner's own step.
    await a.page.getByTestId('board-undo').click();
    await expect.poll(() => frame(b.page).count(), wait).toBe(1);

    // Copying the selected frame copies it with the nodes it holds: a second 第一幕 雨夜 with two new nodes.
    await frame(a.page).getByTestId('game-frame-title').click();
    await a.page.keyboard.press('Control+c');
    await a.page.keyboard.press('Control+v');
    await expect
      .poll(() => frame(b.page).getByTestId('game-frame-title').allTextContents(), wait)
      .toEqual(['第一幕 雨夜', '第一幕 雨夜']);
    // Counted from the header: the canvas draws only what is in view, and the paste lands below it.
    await expect
      .poll(
        async () => Number.parseInt((await b.page.getByTestId('board-node-count').textContent()) ?? '', 10),
        wait,
      )
      .toBe(5);

    // Auto-layout keeps each frame's nodes together inside it; the far node stays outside both.
    await autoLayout(a.page);
    await viewSettled(a.page);
    const held = async () => {
      const frames = await Promise.all((await frame(a.page).all()).map((f) => f.boundingBox()));
      const nodes = await Promise.all(
        (await a.page.getByTestId('game-node').all()).map((n) => n.boundingBox()),
      );
      return frames.map(
        (f) =>
          nodes.filter(
            (n) =>
              f &&
              n &&
              n.x >= f.x &&
              n.y >= f.y &&
              n.x + n.width <= f.x + f.width &&
              n.y + n.height <= f.y + f.height,
          ).length,
      );
    };
    await expect.poll(held, wait).toEqual([2, 2]);
  }, 150_000);
});
