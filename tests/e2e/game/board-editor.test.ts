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
  servedEdges,
  wait,
} from './support';

// Issue 13: the story-line board editor in real Chromium against the real API and relay.

describe('game board editor', () => {
  const story = useStory();

  it('builds a small branching story with mouse and keyboard; the checker points at a broken edge', async () => {
    const { fx, page, boardId } = await ownerOnNewBoard(story, '第一章');

    // Nodes from the toolbar: each new one lands right of the selected one (a second one below it).
    const start = await addNode(page, 'START');
    const plot = await addNode(page, 'PLOT');
    const branch = await addNode(page, 'BRANCH');
    const good = await addNode(page, 'END');
    await page.getByTestId('node-name').fill('好结局');
    await selectNode(page, branch);
    const bad = await addNode(page, 'END');
    await page.getByTestId('node-name').fill('坏结局');
    await expect
      .poll(() => nodeCard(page, bad).getByTestId('game-node-name').textContent(), wait)
      .toBe('坏结局');

    // Auto-layout places the five in layers and fits them in view (only visible nodes are drawn).
    await autoLayout(page);
    await expect.poll(() => page.getByTestId('game-node').count(), wait).toBe(5);

    // Edges drawn with the mouse, handle to handle (first a click on the empty canvas, as a person would).
    await page.getByTestId('game-canvas').click({ position: { x: 30, y: 30 } });
    await connectNodes(page, start, plot);
    await connectNodes(page, plot, branch);
    await connectNodes(page, branch, good);
    await connectNodes(page, branch, bad);
    await expect.poll(() => page.getByTestId('board-edge-count').textContent(), wait).toBe('4 条连线');

    // Laid out again, the story reads left to right: start, plot, branch, then the two endings.
    await autoLayout(page);
    const x = async (id: string) => Number(await nodeCard(page, id).getAttribute('data-x'));
    await expect
      .poll(async () => [await x(start), await x(plot), await x(branch), await x(good)], wait)
      .toSatisfy((xs: number[]) => xs.every((v, i) => i === 0 || v > (xs[i - 1] as number)));
    await expect.poll(async () => (await x(good)) === (await x(bad)), wait).toBe(true);

    // A PLOT line: the dubbing check asks for the role first, as spec 02 section 5 says.
    await selectNode(page, plot);
    await page.getByTestId('plot-add-DIALOG').click();
    await page.getByTestId('plot-line-msg').fill('掌柜的，来壶酒。');
    await expect.poll(() => page.getByTestId('plot-line-problem').textContent(), wait).toBe('请选择角色');
    await expect.poll(() => nodeCard(page, plot).textContent(), wait).toContain('掌柜的，来壶酒。');

    // The branch: a variable, a condition on one path and the other as the default.
    await page.getByTestId('board-tab-variables').click();
    await page.getByTestId('variable-name').fill('勇气');
    await page.getByTestId('variable-add').click();
    await page.locator('[data-testid="variable-row"][data-var-name="勇气"]').waitFor(wait);
    await selectNode(page, branch);
    const paths = page.getByTestId('branch-path');
    await expect.poll(() => paths.count(), wait).toBe(2);
    await paths.nth(0).getByTestId('branch-default').click();
    await expect.poll(() => paths.nth(0).getByTestId('branch-default').isChecked(), wait).toBe(true);
    await paths.nth(1).getByLabel('条件变量').selectOption({ label: '勇气' });
    await paths.nth(1).getByLabel('比较').selectOption('>=');
    await paths.nth(1).getByLabel('值').fill('1');
    await paths.nth(1).getByRole('button', { name: '保存条件' }).click();
    await expect.poll(() => page.getByTestId('branch-problem').count(), wait).toBe(0);

    // The checker passes once the service's checkpoint has caught up with the live board.
    await expect
      .poll(async () => {
        await page.getByTestId('board-check').click();
        await page.getByTestId('board-check').and(page.locator(':enabled')).waitFor(wait);
        return page.getByTestId('check-ok').isVisible();
      }, wait)
      .toBe(true);

    // Break an edge: select it on the canvas and press Delete.
    const broken = await edgeIdBetween(story, fx.owner.token, boardId, plot, branch);
    await deleteEdgeByMouse(page, broken);
    await expect.poll(() => page.getByTestId('board-edge-count').textContent(), wait).toBe('3 条连线');

    // The checker names the node the story now stops at; its problem jumps to it and marks it.
    const deadEnd = page.locator(
      `[data-testid="check-problem"][data-code="DEAD_END"][data-node-id="${plot}"]`,
    );
    await expect
      .poll(async () => {
        await page.getByTestId('board-check').click();
        await page.getByTestId('board-check').and(page.locator(':enabled')).waitFor(wait);
        return deadEnd.count();
      }, wait)
      .toBe(1);
    await expect
      .poll(() => page.locator(`[data-testid="check-problem"][data-code="UNREACHABLE"]`).count(), wait)
      .toBe(3);
    await selectNode(page, good);
    await page.getByTestId('board-tab-check').click();
    await deadEnd.click();
    await expect.poll(() => page.getByTestId('node-form').getAttribute('data-node-id'), wait).toBe(plot);
    await expect.poll(() => nodeCard(page, plot).getAttribute('data-flagged'), wait).toBe('true');

    // Undo takes the deletion back (on the canvas and for the service).
    await nodeCard(page, plot).getByTestId('game-node-name').click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('board-edge-count').textContent(), wait).toBe('4 条连线');
    await expect.poll(() => servedEdges(story, fx.owner.token, boardId), wait).toContain(`${plot}>${branch}`);

    // Copy and paste the plot node: a second card with the same line; one undo takes it back.
    await nodeCard(page, plot).getByTestId('game-node-name').click();
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await expect.poll(() => page.getByTestId('board-node-count').textContent(), wait).toBe('6 个节点');
    await expect
      .poll(() => page.getByTestId('game-node').filter({ hasText: '掌柜的，来壶酒。' }).count(), wait)
      .toBe(2);
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('board-node-count').textContent(), wait).toBe('5 个节点');

    // Search jumps to a node by its text.
    await page.getByTestId('board-search').fill('坏结');
    await page.getByTestId('board-search-result').first().click();
    await expect.poll(() => page.getByTestId('node-form').getAttribute('data-node-id'), wait).toBe(bad);
  }, 150_000);
});
