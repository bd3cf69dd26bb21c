import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { gameFixture, nodeCard, restingY, storyLine, viewSettled, wait, waitBoardSynced } from './support';

// Issue 13: two people on one board see each other's holds and moves live; a member without
// WriteWork reads the same board. Real relay, real Chromium.

describe('game board together', () => {
  const story = useStory();

  it('two editors see each other select and drag nodes live; a reader follows read-only', async () => {
    const fx = await gameFixture(story);
    const editor = await fx.member(['WriteWork']);
    const reader = await fx.member(['EditIdeas']);
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
      board_name: '序章',
    });
    const { node_id: start } = await call<{ node_id: string }>('POST', '/ixj_web/game/v3/node', {
      board_id: boardId,
      node_type: 'START',
      x: 0,
      y: 0,
    });
    const { node_id: end } = await call<{ node_id: string }>('POST', '/ixj_web/game/v3/node', {
      board_id: boardId,
      node_type: 'END',
      x: 320,
      y: 0,
      name: '终章',
    });

    const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    const b = await story.signedIn({ who: editor, teamId: fx.teamId });
    for (const { page } of [a, b]) {
      await page.setViewportSize({ width: 1800, height: 1000 });
      await page.goto(storyLine(fx.workId, boardId));
      await waitBoardSynced(page);
      await nodeCard(page, end).waitFor(wait);
      await viewSettled(page);
    }
    await expect.poll(() => b.page.getByTestId('presence-user').count(), wait).toBe(1);
    const y = async (page: typeof a.page, id: string) =>
      Number(await nodeCard(page, id).getAttribute('data-y'));

    // The owner selects the start node: the editor sees whose hold it is.
    await nodeCard(a.page, start).getByTestId('game-node-name').click();
    await expect.poll(() => nodeCard(b.page, start).getByTestId('game-node-hold').count(), wait).toBe(1);

    // The owner drags it down and holds the mouse: the editor sees it dragging and moving already.
    const box = await nodeCard(a.page, start).getByTestId('game-node-name').boundingBox();
    if (!box) throw new Error('node not laid out');
    await a.page.mouse.move(box.x + 20, box.y + box.height / 2);
    await a.page.mouse.down();
    await a.page.mouse.move(box.x + 25, box.y + 40, { steps: 5 });
    await a.page.mouse.move(box.x + 30, box.y + 160, { steps: 10 });
    await expect
      .poll(() => nodeCard(b.page, start).getByTestId('game-node-hold').textContent(), wait)
      .toContain('拖动中');
    await expect.poll(() => y(b.page, start), wait).toBeGreaterThan(60);
    await a.page.mouse.up();
    const dropped = await restingY(a.page, start);
    expect(dropped).toBeGreaterThan(100);
    await expect.poll(() => y(b.page, start), wait).toBe(dropped);
    await expect
      .poll(() => nodeCard(b.page, start).getByTestId('game-node-hold').textContent(), wait)
      .not.toContain('拖动中');

    // The editor moves the end node; the owner sees it where it was dropped.
    const endBox = await nodeCard(b.page, end).getByTestId('game-node-name').boundingBox();
    if (!endBox) throw new Error('node not laid out');
    await b.page.mouse.move(endBox.x + 20, endBox.y + endBox.height / 2);
    await b.page.mouse.down();
    await b.page.mouse.move(endBox.x + 25, endBox.y + 60, { steps: 5 });
    await b.page.mouse.move(endBox.x + 30, endBox.y + 200, { steps: 10 });
    await b.page.mouse.up();
    const endY = await restingY(b.page, end);
    expect(endY).toBeGreaterThan(120);
    await expect.poll(() => y(a.page, end), wait).toBe(endY);

    // REST reads follow the live board.
    await expect
      .poll(async () => {
        const { list } = await call<{ list: { node_id: string; y: number }[] }>(
          'GET',
          '/ixj_web/game/v3/node_list',
          { board_id: boardId },
        );
        return list.map((n) => [n.node_id, n.y]).sort();
      }, wait)
      .toEqual(
        [
          [start, dropped],
          [end, endY],
        ].sort(),
      );

    // A member without WriteWork reads the same board without the editing tools.
    const r = await story.signedIn({ who: reader, teamId: fx.teamId });
    await r.page.goto(storyLine(fx.workId, boardId));
    await r.page.getByTestId('game-board-read-only').waitFor(wait);
    await expect.poll(() => r.page.getByTestId('add-node-PLOT').count(), wait).toBe(0);
    await expect.poll(() => y(r.page, start), wait).toBe(dropped);
  }, 120_000);
});
