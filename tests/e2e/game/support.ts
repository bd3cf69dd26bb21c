import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SignedIn } from '../support/api';
import type { Story } from '../support/story';

/** Relay round trips and checkpoints on a busy 2-core machine take a while. */
export const wait = { timeout: 20_000, interval: 200 };

/** A team with one GAME work and its owner; members join by invitation with the given permissions. */
export async function gameFixture(story: Story) {
  const owner = await story.api.signInBySms();
  const teamId = await story.api.createTeam(owner, '游戏剧组');
  const { project_id: workId } = await story.api.call<{ project_id: string }>(
    'POST',
    '/ixj_web/project/add',
    {
      token: owner.token,
      body: { project_name: '雨夜客栈', project_type: 'GAME' },
    },
  );
  const member = async (permissions: string[]): Promise<SignedIn> => {
    const { code } = await story.api.call<{ code: string }>(
      'POST',
      '/ixj_web/team_manage/generate_invitation_code',
      { token: owner.token, body: { team_id: teamId } },
    );
    const who = await story.api.signInBySms();
    await story.api.call('POST', '/ixj_web/team/join_team', { token: who.token, body: { code } });
    await story.api.call('PUT', '/ixj_web/project/member', {
      token: owner.token,
      body: { project_id: workId, user_id: who.userId, permissions },
    });
    return who;
  };
  return { owner, teamId, workId: String(workId), member };
}

/** The story-line page of a work, optionally on one board. */
export const storyLine = (workId: string, boardId?: string) =>
  `/workDetail/${workId}/GAME/gameStoryLine${boardId ? `?board=${boardId}` : ''}`;

/**
 * The owner of a new GAME work on a writer's screen (the canvas beside the work menu, the board list
 * and the side form), with a board made by the board list's 新建 and open.
 */
export async function ownerOnNewBoard(story: Story, boardName: string) {
  const fx = await gameFixture(story);
  const { page } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
  await page.setViewportSize({ width: 1800, height: 1000 });
  await page.goto(storyLine(fx.workId));
  await page.getByTestId('new-board-name').fill(boardName);
  await page.getByTestId('new-board').click();
  await waitBoardSynced(page);
  await expect.poll(() => page.url(), wait).toContain('board=');
  return { fx, page, boardId: new URL(page.url()).searchParams.get('board') ?? '' };
}

/**
 * Opens another page of the work from the work menu (a client-side navigation, as a writer moves
 * between a work's pages; a hard load costs a loaded page about four times its CPU). The menu's
 * links carry no ?board=, so the page shows the work's first board.
 */
export async function openFromWorkMenu(page: Page, child: string): Promise<void> {
  await page.getByTestId(`work-nav-${child}`).click();
  await expect.poll(() => new URL(page.url()).pathname, wait).toMatch(new RegExp(`/${child}$`));
}

/** Waits until the board is open and synced with the relay. */
export async function waitBoardSynced(page: Page): Promise<void> {
  await page.getByTestId('game-board').waitFor({ state: 'visible', timeout: wait.timeout });
  await expect.poll(() => page.getByTestId('sync-state').textContent(), wait).toContain('已同步');
}

/** A node card on the canvas by its id. */
export const nodeCard = (page: Page, id: string) =>
  page.locator(`[data-testid="game-node"][data-node-id="${id}"]`);

/** Ids of the nodes of a kind, in board order. */
export const nodeIdsOf = async (page: Page, kind: string): Promise<string[]> =>
  (await page
    .locator(`[data-testid="game-node"][data-kind="${kind}"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-node-id') ?? ''))) as string[];

/** Adds a node from the toolbar and answers its id (it becomes the selection, so its form opens). */
export async function addNode(page: Page, kind: string): Promise<string> {
  const before = await nodeIdsOf(page, kind);
  await page.getByTestId(`add-node-${kind}`).click();
  let id = '';
  await expect
    .poll(async () => {
      id = (await nodeIdsOf(page, kind)).find((n) => !before.includes(n)) ?? '';
      return id;
    }, wait)
    .not.toBe('');
  await expect.poll(() => page.getByTestId('node-form').getAttribute('data-node-id'), wait).toBe(id);
  return id;
}

/** Selects a node by clicking its card's title. */
export async function selectNode(page: Page, id: string): Promise<void> {
  await nodeCard(page, id).getByTestId('game-node-name').click();
  await expect.poll(() => page.getByTestId('node-form').getAttribute('data-node-id'), wait).toBe(id);
}

/**
 * Where a node this page just dropped rests: waits until the board's y (data-y, what the document
 * holds) is where the canvas draws the node (the drop's final write, after the throttled ones).
 */
export async function restingY(page: Page, id: string): Promise<number> {
  const read = async () => {
    const stored = Number(await nodeCard(page, id).getAttribute('data-y'));
    const style = (await page.getByTestId(`rf__node-${id}`).getAttribute('style')) ?? '';
    const drawn = Number(/translate\([^,]+,\s*(-?[\d.]+)px\)/.exec(style)?.[1] ?? Number.NaN);
    return { stored, drawn };
  };
  await expect
    .poll(async () => {
      const { stored, drawn } = await read();
      return Math.abs(stored - drawn) < 0.11;
    }, wait)
    .toBe(true);
  return (await read()).stored;
}

/** Clicks 自动布局 and waits until the laid-out board has been fitted into view (the canvas then stands still). */
export async function autoLayout(page: Page): Promise<void> {
  const board = page.getByTestId('game-board');
  const before = Number(await board.getAttribute('data-fits'));
  await page.getByTestId('board-layout').click();
  await expect.poll(async () => Number(await board.getAttribute('data-fits')), wait).toBeGreaterThan(before);
}

/** Waits until the canvas stops moving (a fit or jump animates the viewport for a moment). */
export async function viewSettled(page: Page): Promise<void> {
  const transform = () => page.locator('.react-flow__viewport').getAttribute('style');
  let last = await transform();
  await expect
    .poll(async () => {
      const now = await transform();
      const still = now === last;
      last = now;
      return still;
    }, wait)
    .toBe(true);
}

/** The edge count the board's header shows. */
const edgeCount = async (page: Page) =>
  Number.parseInt((await page.getByTestId('board-edge-count').textContent()) ?? '', 10);

/** Draws an edge with the mouse, from a node's right handle to another's left handle, and waits for it. */
export async function connectNodes(page: Page, from: string, to: string): Promise<void> {
  const before = await edgeCount(page);
  const source = await nodeCard(page, from).locator('.react-flow__handle.source').boundingBox();
  const target = await nodeCard(page, to).locator('.react-flow__handle.target').boundingBox();
  if (!source || !target) throw new Error('handles not laid out');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x - 20, target.y + target.height / 2, { steps: 8 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 4 });
  // Released once the target handle shows the connection as valid, as a person waits for the highlight.
  await nodeCard(page, to).locator('.react-flow__handle.target.valid').waitFor(wait);
  await page.mouse.up();
  await expect.poll(() => edgeCount(page), wait).toBe(before + 1);
}

/** The board's edges as the service reads them (digraph, within seconds of live edits), as "source>target". */
export async function servedEdges(story: Story, token: string, boardId: string): Promise<string[]> {
  const { edges } = await story.api.call<{ edges: { source: string; target: string }[] }>(
    'GET',
    '/ixj_web/game/v3/digraph',
    { token, query: { board_id: boardId } },
  );
  return edges.map((e) => `${e.source}>${e.target}`).sort();
}

/** The id of the edge the canvas draws from one node to another. */
export async function edgeIdBetween(story: Story, token: string, boardId: string, from: string, to: string) {
  const { edges } = await story.api.call<{ edges: { edge_id: string; source: string; target: string }[] }>(
    'GET',
    '/ixj_web/game/v3/digraph',
    { token, query: { board_id: boardId } },
  );
  const edge = edges.find((e) => e.source === from && e.target === to);
  if (!edge) throw new Error(`no edge ${from} -> ${to}`);
  return edge.edge_id;
}

/** Breaks an edge as a person does: clicks it on the canvas, waits for the highlight, presses Delete. */
export async function deleteEdgeByMouse(page: Page, edgeId: string): Promise<void> {
  const before = await edgeCount(page);
  const edge = page.getByTestId(`rf__edge-${edgeId}`);
  const box = await edge.locator('.react-flow__edge-interaction').boundingBox();
  if (!box) throw new Error('edge not drawn');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => edge.getAttribute('class'), wait).toContain('selected');
  await page.keyboard.press('Delete');
  await expect.poll(() => edgeCount(page), wait).toBe(before - 1);
}
