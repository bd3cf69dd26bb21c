import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { addNode, gameFixture, storyLine, viewSettled, wait, waitBoardSynced } from './support';

// Issue 13: the board's problem list and the play-test console follow the live board: an edit shows
// in both without pressing 检查 or reloading anything.

describe('game board live checker and console', () => {
  const story = useStory();

  it('a new unconnected node appears in the problem list and the open console at once', async () => {
    const fx = await gameFixture(story);
    const post = <T>(path: string, body: Record<string, unknown>) =>
      story.api.call<T>('POST', path, { token: fx.owner.token, body });
    const { board_id: boardId } = await post<{ board_id: string }>('/ixj_web/game/v3/board', {
      project_id: fx.workId,
      board_name: '实时',
    });
    const node = async (node_type: string, x: number) =>
      (await post<{ node_id: string }>('/ixj_web/game/v3/node', { board_id: boardId, node_type, x, y: 0 }))
        .node_id;
    const start = await node('START', 0);
    const end = await node('END', 300);
    await post('/ixj_web/game/v3/edge', { board_id: boardId, source: start, target: end });

    const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    const page = a.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(storyLine(fx.workId, boardId));
    await waitBoardSynced(page);
    await viewSettled(page);
    await page.getByTestId('board-tab-check').click();
    await page.getByTestId('check-ok').waitFor(wait);

    const play = await a.context.newPage();
    await play.setViewportSize({ width: 1024, height: 800 });
    await play.goto(`/workDetail/${fx.workId}/GAME/gameStoryLine/play/${boardId}`);
    await expect.poll(() => play.getByTestId('play-live').textContent(), wait).toContain('2 个节点');

    // A PLOT node nobody reaches: the board's list names it without 检查, the console counts it.
    const plot = await addNode(page, 'PLOT');
    await page.getByTestId('board-tab-check').click();
    await expect
      .poll(
        () =>
          page
            .locator(`[data-testid="check-problem"][data-code="UNREACHABLE"][data-node-id="${plot}"]`)
            .count(),
        wait,
      )
      .toBe(1);
    await expect.poll(() => play.getByTestId('play-live').textContent(), wait).toContain('3 个节点');
    await play.screenshot({ path: '/tmp/h/console-1024.png' });
    await page.screenshot({ path: '/tmp/h/board-check-1440.png' });
  }, 120_000);
});
