import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import {
  addNode,
  autoLayout,
  connectNodes,
  deleteEdgeByMouse,
  edgeIdBetween,
  nodeCard,
  ownerOnNewBoard,
  selectNode,
  viewSettled,
  wait,
  waitBoardSynced,
} from './support';

// Issue 13 "Tests and benchmark": a new user builds a three-ending story from scratch with the mouse
// and keyboard only, plays every ending in the play-test console, then breaks an edge and is led to
// the node the checker names.

/** Adds a node from the toolbar and names it in its form. */
async function namedNode(page: Page, kind: string, name: string): Promise<string> {
  const id = await addNode(page, kind);
  await page.getByTestId('node-name').fill(name);
  await expect.poll(() => nodeCard(page, id).getByTestId('game-node-name').textContent(), wait).toBe(name);
  return id;
}

/** Finds a node by its name with the toolbar's search and jumps to it (it becomes the selection). */
async function findNode(page: Page, name: string, id: string): Promise<void> {
  await page.getByTestId('board-search').fill(name);
  await page.getByTestId('board-search-result').filter({ hasText: name }).first().click();
  await expect.poll(() => page.getByTestId('node-form').getAttribute('data-node-id'), wait).toBe(id);
  await viewSettled(page);
}

/** The BRANCH form's path to a node, by the name it leads to. */
const pathTo = (page: Page, name: string) => page.getByTestId('branch-path').filter({ hasText: `→ ${name}` });

/** Writes a condition on a path: variable, comparison, value, 保存条件. */
async function condition(page: Page, to: string, op: string, value: string) {
  const path = pathTo(page, to);
  await path.getByLabel('条件变量').selectOption({ label: '勇气' });
  await path.getByLabel('比较').selectOption(op);
  await path.getByLabel('值').fill(value);
  await path.getByRole('button', { name: '保存条件' }).click();
}

const choices = (page: Page) => page.getByTestId('play-choice').allInnerTexts();
const choose = (page: Page, label: string) =>
  page.getByTestId('play-choice').filter({ hasText: label }).click();

/** One play-through from START to the branch, then to the ending behind `label`. */
async function playTo(page: Page, courage: string, offered: string[], label: string, ending: string) {
  await page.getByTestId('play-setup').waitFor(wait);
  await page.getByTestId('play-init-勇气').fill(courage);
  await page.getByTestId('play-start').click();
  await choose(page, '继续');
  await expect
    .poll(() => page.getByTestId('play-line').allInnerTexts(), wait)
    .toEqual(['夜深了，客栈里只剩一盏灯。']);
  await choose(page, '继续');
  await expect
    .poll(() => page.getByTestId('play-var-勇气').textContent(), wait)
    .toBe(String(Number(courage) + 2));
  await choose(page, '继续');
  // Offered top to bottom by where the endings sit on the board.
  await expect.poll(async () => (await choices(page)).sort(), wait).toEqual([...offered].sort());
  await choose(page, label);
  await expect.poll(() => page.getByTestId('play-ended').getAttribute('data-ending'), wait).toBe(ending);
  await expect.poll(() => page.getByTestId('play-ended').textContent(), wait).toBe(`故事结束：${ending}`);
}

describe('three endings by mouse and keyboard', () => {
  const story = useStory();

  it('builds a three-ending story from scratch, plays each ending, and is led to a broken edge', async () => {
    const { fx, page, boardId } = await ownerOnNewBoard(story, '雨夜');

    // A variable first (the SET and the conditions choose it from a list).
    await page.getByTestId('board-tab-variables').click();
    await page.getByTestId('variable-name').fill('勇气');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="variable-row"][data-var-name="勇气"]').waitFor(wait);

    // Seven nodes from the toolbar; each lands beside the selected one.
    const start = await addNode(page, 'START');
    const inn = await namedNode(page, 'PLOT', '客栈');
    await page.getByTestId('plot-add-DESC').click();
    await page.getByTestId('plot-line-msg').fill('夜深了，客栈里只剩一盏灯。');
    const brace = await namedNode(page, 'SET', '壮胆');
    await page.getByRole('button', { name: '＋赋值' }).click();
    const assignment = page.getByTestId('set-assignment');
    await assignment.getByLabel('操作').selectOption('+=');
    await assignment.getByLabel('值').fill('2');
    const choice = await namedNode(page, 'BRANCH', '抉择');
    const leave = await namedNode(page, 'END', '离开');
    await findNode(page, '抉择', choice);
    const stay = await namedNode(page, 'END', '留宿');
    await findNode(page, '抉择', choice);
    const fight = await namedNode(page, 'END', '拔刀');
    await expect.poll(() => page.getByTestId('board-node-count').textContent(), wait).toBe('7 个节点');

    // Laid out and fitted into view, then wired handle to handle with the mouse.
    await autoLayout(page);
    await page.getByTestId('game-canvas').click({ position: { x: 30, y: 30 } });
    for (const [from, to] of [
      [start, inn],
      [inn, brace],
      [brace, choice],
      [choice, leave],
      [choice, stay],
      [choice, fight],
    ] as const)
      await connectNodes(page, from, to);
    await autoLayout(page);

    // The branch: what each choice says, a default path and two conditions over 勇气.
    await selectNode(page, choice);
    await expect.poll(() => page.getByTestId('branch-path').count(), wait).toBe(3);
    await pathTo(page, '离开').getByTestId('branch-label').fill('连夜离开');
    await pathTo(page, '留宿').getByTestId('branch-label').fill('住下');
    await pathTo(page, '拔刀').getByTestId('branch-label').fill('拔刀相向');
    await pathTo(page, '离开').getByTestId('branch-default').click();
    await condition(page, '留宿', '>=', '1');
    await condition(page, '拔刀', '>=', '5');
    await expect.poll(() => page.getByTestId('branch-problem').count(), wait).toBe(0);
    await page.getByTestId('board-tab-check').click();
    await page.getByTestId('check-ok').waitFor(wait);

    // Play-test: each ending in turn. With 勇气 0 (+2) the fight stays closed; from 3 (+2 = 5) it opens.
    await page.getByTestId('board-play').click();
    await playTo(page, '0', ['连夜离开', '住下'], '连夜离开', '离开');
    await page.getByTestId('play-restart').click();
    await playTo(page, '0', ['连夜离开', '住下'], '住下', '留宿');
    await page.getByTestId('play-restart').click();
    await playTo(page, '3', ['连夜离开', '住下', '拔刀相向'], '拔刀相向', '拔刀');
    await expect.poll(() => page.getByTestId('play-coverage-nodes').textContent(), wait).toBe('100%');
    await expect.poll(() => page.getByTestId('play-coverage-edges').textContent(), wait).toBe('100%');

    // Back on the same board: break the edge into the branch (click it, Delete).
    await page.getByRole('link', { name: '← 返回故事线' }).click();
    await waitBoardSynced(page);
    await expect.poll(() => page.getByTestId('game-board').getAttribute('data-board-id'), wait).toBe(boardId);
    await viewSettled(page);
    const broken = await edgeIdBetween(story, fx.owner.token, boardId, brace, choice);
    await deleteEdgeByMouse(page, broken);
    await expect.poll(() => page.getByTestId('board-edge-count').textContent(), wait).toBe('5 条连线');

    // The checker names the node the story now stops at; its problem selects the node and centres it.
    await page.getByTestId('board-tab-check').click();
    const deadEnd = page.locator(
      `[data-testid="check-problem"][data-code="DEAD_END"][data-node-id="${brace}"]`,
    );
    await deadEnd.waitFor(wait);
    await expect.poll(() => nodeCard(page, brace).getAttribute('data-flagged'), wait).toBe('true');
    // Panned away first, so the jump has somewhere to go.
    const canvas = await page.getByTestId('game-canvas').boundingBox();
    if (!canvas) throw new Error('no canvas');
    await page.mouse.move(canvas.x + 30, canvas.y + 30);
    await page.mouse.down();
    await page.mouse.move(canvas.x + 530, canvas.y + 330, { steps: 6 });
    await page.mouse.up();
    await deadEnd.click();
    await expect.poll(() => page.getByTestId('node-form').getAttribute('data-node-id'), wait).toBe(brace);
    // Centred once the jump's animation has run (it runs longer while newly shown cards mount).
    const offCentre = async () => {
      const card = await nodeCard(page, brace).boundingBox();
      if (!card) return Number.POSITIVE_INFINITY;
      return Math.max(
        Math.abs(card.x + card.width / 2 - (canvas.x + canvas.width / 2)),
        Math.abs(card.y + card.height / 2 - (canvas.y + canvas.height / 2)),
      );
    };
    await expect.poll(offCentre, wait).toBeLessThan(40);
  }, 240_000);
});
