import { describe, expect, it } from 'vitest';
import { downloadBytes } from '../support/browser';
import { useStory } from '../support/story';
import { gameFixture, storyLine, wait, waitBoardSynced } from './support';

// Issue 13: a board exported as Twee 3 from the story-line page and imported again as a new board
// of the work gives the same story (names, kinds, the edge between them).

describe('game board export and import in the browser', () => {
  const story = useStory();

  it('exports the open board as Twee and imports the file as a new board with the same story', async () => {
    const fx = await gameFixture(story);
    const call = <T>(path: string, body: Record<string, unknown>) =>
      story.api.call<T>('POST', path, { token: fx.owner.token, body });
    const { board_id: boardId } = await call<{ board_id: string }>('/ixj_web/game/v3/board', {
      project_id: fx.workId,
      board_name: '雨夜',
    });
    const node = async (node_type: string, x: number, name: string) =>
      (
        await call<{ node_id: string }>('/ixj_web/game/v3/node', {
          board_id: boardId,
          node_type,
          x,
          y: 0,
          name,
        })
      ).node_id;
    const start = await node('START', 0, '开场');
    const end = await node('END', 300, '天亮了');
    await call('/ixj_web/game/v3/edge', { board_id: boardId, source: start, target: end });

    const { page } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await page.goto(storyLine(fx.workId, boardId));
    await waitBoardSynced(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('board-export-twee').click(),
    ]);
    expect(download.suggestedFilename()).toBe('雨夜.twee');
    const twee = (await downloadBytes(download)).toString('utf8');
    expect(twee).toContain(':: StoryTitle');

    await page.getByTestId('board-import-file').setInputFiles({
      name: '雨夜.twee',
      mimeType: 'text/plain',
      buffer: Buffer.from(twee),
    });
    // The new board opens; the service reads it as the same story.
    await expect.poll(() => page.getByTestId('board-row').count(), wait).toBe(2);
    await expect.poll(() => new URL(page.url()).searchParams.get('board'), wait).not.toBe(boardId);
    const imported = new URL(page.url()).searchParams.get('board') ?? '';
    // The list tells the import from the original: same story, a marked name.
    await expect
      .poll(() => page.getByTestId('board-row').allInnerTexts(), wait)
      .toEqual(['雨夜', '雨夜（导入）']);
    await expect
      .poll(() => page.locator(`[data-testid="board-row"][data-board-id="${imported}"]`).textContent(), wait)
      .toBe('雨夜（导入）');
    const read = async (id: string) => {
      const g = await story.api.call<{
        nodes: { node_id: string; node_type: string; name?: string }[];
        edges: { source: string; target: string }[];
      }>('GET', '/ixj_web/game/v3/digraph', { token: fx.owner.token, query: { board_id: id } });
      const name = new Map(g.nodes.map((n) => [n.node_id, n.name]));
      return {
        nodes: g.nodes.map((n) => `${n.node_type} ${n.name}`).sort(),
        edges: g.edges.map((e) => `${name.get(e.source)}>${name.get(e.target)}`),
      };
    };
    expect(await read(imported)).toEqual(await read(boardId));
    expect(await read(imported)).toEqual({ nodes: ['END 天亮了', 'START 开场'], edges: ['开场>天亮了'] });
    await waitBoardSynced(page);
  });
});
