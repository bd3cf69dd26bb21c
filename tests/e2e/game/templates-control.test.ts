import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import {
  addNode,
  gameFixture,
  nodeCard,
  openFromWorkMenu,
  storyLine,
  wait,
  waitBoardSynced,
} from './support';

// Issue 13: a template saved from a board's selection, edited full screen with the board's node forms,
// applied into another board with fresh ids; a control panel and an event made in 控制台; a member
// without WriteWork sees the same pages with no controls.

const SHOTS = process.env.T2_SHOTS;

describe('game templates and the control board', () => {
  const story = useStory();

  it('saves a selection as a template, edits it full screen, applies it to another board; makes a panel and an event', async () => {
    const fx = await gameFixture(story);
    const call = <T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown>) =>
      story.api.call<T>(
        method,
        path,
        method === 'GET'
          ? { token: fx.owner.token, query: body as Record<string, string> }
          : { token: fx.owner.token, body },
      );
    const board = async (board_name: string) =>
      (
        await call<{ board_id: string }>('POST', '/ixj_web/game/v3/board', {
          project_id: fx.workId,
          board_name,
        })
      ).board_id;
    const node = async (board_id: string, node_type: string, x: number, name: string) =>
      (
        await call<{ node_id: string }>('POST', '/ixj_web/game/v3/node', {
          board_id,
          node_type,
          x,
          y: 0,
          name,
        })
      ).node_id;
    const first = await board('第一章');
    const start = await node(first, 'START', 0, '开场');
    const knock = await node(first, 'PLOT', 300, '敲门');
    const open = await node(first, 'END', 600, '开门');
    await call('POST', '/ixj_web/game/v3/edge', { board_id: first, source: start, target: knock });
    await call('POST', '/ixj_web/game/v3/edge', { board_id: first, source: knock, target: open });
    await call('POST', '/ixj_web/game/v3/numeric', {
      board_id: first,
      var_name: '好感度',
      var_type: 'INT',
      scope: 'public',
      init_value: 30,
      min_value: 0,
      max_value: 100,
    });
    const second = await board('第二章');
    await node(second, 'START', 0, '第二章开场');

    const { page } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await page.setViewportSize({ width: 1600, height: 950 });

    // On the board: select 敲门 and 开门, 存为模板.
    await page.goto(storyLine(fx.workId, first));
    await waitBoardSynced(page);
    await nodeCard(page, open).waitFor(wait);
    await nodeCard(page, knock).getByTestId('game-node-name').click();
    await nodeCard(page, open)
      .getByTestId('game-node-name')
      .click({ modifiers: ['Control'] });
    await expect.poll(() => page.getByTestId('board-save-template').textContent(), wait).toContain('（2）');
    await page.getByTestId('board-save-template').click();
    await page.getByTestId('board-template-name').fill('敲门选择');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-save-template.png` });
    await page.getByTestId('board-template-save').click();
    await expect
      .poll(() => page.getByTestId('board-template-notice').textContent(), wait)
      .toContain('敲门选择');

    // The template list (the work menu's 模板): thumbnail, outline, counts.
    await openFromWorkMenu(page, 'gameTemplate');
    const card = page.getByTestId('template-card');
    await card.waitFor(wait);
    expect(await card.getByTestId('template-name').textContent()).toBe('敲门选择');
    expect(await card.getByTestId('template-node-count').textContent()).toBe('2 个节点 · 1 条连线');
    expect(await card.getByTestId('template-outline').textContent()).toBe('敲门 → 开门');
    expect(await card.locator('[data-testid="template-preview"] rect').count()).toBe(2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/templates.png` });
    const templateId = (await card.getAttribute('data-template-id')) ?? '';

    // Full screen: add a MESSAGE node with the board's own form, save.
    await card.getByTestId('template-open').click();
    await expect
      .poll(() => new URL(page.url()).pathname, wait)
      .toBe(`/workDetail/${fx.workId}/GAME/gameTemplate/${templateId}/edit`);
    await page.getByTestId('template-canvas').waitFor(wait);
    await nodeCard(page, knock).waitFor(wait);
    const message = await addNode(page, 'MESSAGE');
    await page.getByTestId('node-name').fill('门外的声音');
    await expect
      .poll(() => page.getByTestId('template-save-state').textContent(), wait)
      .toBe('有未保存的修改');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/template-editor.png` });
    await page.getByTestId('template-save').click();
    await expect.poll(() => page.getByTestId('template-save-state').textContent(), wait).toBe('已保存');
    const saved = await call<{
      list: { template_id: string; content: { nodes: { node_id: string; name?: string }[] } }[];
    }>('GET', '/ixj_web/game/v3/template', { project_id: fx.workId });
    const content = saved.list.find((t) => t.template_id === templateId)?.content;
    expect(content?.nodes.map((n) => n.name).sort()).toEqual(['开门', '敲门', '门外的声音']);
    expect(content?.nodes.some((n) => n.node_id === message)).toBe(true);

    // Back to the list, apply onto 第二章 (right of its START by default), open that board.
    await page.getByTestId('template-back').click();
    await expect
      .poll(() => card.getByTestId('template-node-count').textContent(), wait)
      .toBe('3 个节点 · 1 条连线');
    await card.getByTestId('template-apply').click();
    const dialog = page.getByTestId('apply-template-dialog');
    await dialog.waitFor(wait);
    await page.getByTestId('apply-template-board').selectOption(second);
    await expect.poll(() => page.getByTestId('apply-template-x').inputValue(), wait).toBe('320');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/apply-dialog.png` });
    await page.getByTestId('apply-template-ok').click();
    await expect
      .poll(() => page.getByTestId('apply-template-done').textContent(), wait)
      .toContain('3 个新节点');
    const stamped = await call<{ nodes: { node_id: string; name?: string; x: number }[] }>(
      'GET',
      '/ixj_web/game/v3/digraph',
      { board_id: second },
    );
    expect(stamped.nodes.map((n) => n.name).sort()).toEqual(['开门', '敲门', '第二章开场', '门外的声音']);
    const templateIds = new Set([knock, open, message]);
    expect(stamped.nodes.filter((n) => templateIds.has(n.node_id))).toEqual([]);
    await page.getByTestId('apply-template-open').click();
    await waitBoardSynced(page);
    await expect.poll(() => page.getByTestId('board-node-count').textContent(), wait).toBe('4 个节点');
    // 插入模板 on the open board: another copy in the middle of the view, live on this page.
    await page.getByTestId('board-insert-template').click();
    await page.locator(`[data-testid="board-template-option"][data-template-id="${templateId}"]`).click();
    await expect.poll(() => page.getByTestId('board-node-count').textContent(), wait).toBe('7 个节点');
    await expect
      .poll(() => page.getByTestId('board-template-notice').textContent(), wait)
      .toBe('已放入 3 个节点');

    // 控制台 of 第一章: the overview, a panel with a 好感度 bar, an event on entering 敲门.
    await page.goto(`/workDetail/${fx.workId}/GAME/gameControlBoard?board=${first}`);
    await page.getByTestId('control-overview').waitFor(wait);
    expect(await page.getByTestId('control-count-nodes').textContent()).toBe('3');
    expect(await page.getByTestId('control-count-variables').textContent()).toBe('1');
    await page.getByTestId('new-panel-name').fill('人物状态');
    await page.getByTestId('new-panel').click();
    const panel = page.getByTestId('panel-row');
    await panel.waitFor(wait);
    await panel.getByTestId('panel-add-item').click();
    await panel.getByTestId('panel-item').waitFor(wait);
    await panel.getByTestId('panel-item-display').selectOption('BAR');
    await expect.poll(() => panel.getByTestId('panel-hud-row').textContent(), wait).toBe('好感度30');
    await page.getByTestId('event-new').click();
    await page.getByTestId('event-name').fill('心动');
    await page.getByTestId('event-node').selectOption(knock);
    await page.getByTestId('event-add-assignment').click();
    await page.getByTestId('event-assignment-value').fill('5');
    await page.getByTestId('event-save').click();
    await expect
      .poll(() => page.getByTestId('event-summary').textContent(), wait)
      .toBe('进入节点「敲门」时：好感度 += 5');
    await expect.poll(() => page.getByTestId('control-count-panels').textContent(), wait).toBe('1');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/control.png`, fullPage: true });
    const panels = await call<{ list: { panel_name: string; items: { display?: string }[] }[] }>(
      'GET',
      '/ixj_web/game/v3/panel',
      { board_id: first },
    );
    expect(panels.list.map((p) => [p.panel_name, p.items[0]?.display])).toEqual([['人物状态', 'BAR']]);
    const events = await call<{ list: { event_name: string; node_id: string }[] }>(
      'GET',
      '/ixj_web/game/v2/event',
      {
        board_id: first,
      },
    );
    expect(events.list.map((e) => [e.event_name, e.node_id])).toEqual([['心动', knock]]);

    // 预览 opens the play-test console, which shows the panel to the player.
    await page.getByTestId('control-preview').click();
    await page.getByTestId('game-play').waitFor(wait);
    await expect.poll(() => page.getByTestId('panel-hud').count(), wait).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/play-panels.png` });
    // The event made above fires in 试玩: entering 敲门 adds 5 to 好感度, named in the transcript;
    // stepping back undoes it.
    await page.getByTestId('play-start').click();
    await page.getByTestId('play-choice').filter({ hasText: '继续' }).click();
    const fired = page.locator('[data-testid="play-line"][data-kind="event"]');
    await expect.poll(() => fired.allTextContents(), wait).toEqual(['事件「心动」触发']);
    await expect.poll(() => page.getByTestId('panel-hud-row').textContent(), wait).toBe('好感度35');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/play-event.png`, fullPage: true });
    await page.getByTestId('play-back').click();
    await expect.poll(() => fired.count(), wait).toBe(0);
    await expect.poll(() => page.getByTestId('panel-hud-row').textContent(), wait).toBe('好感度30');

    // A member without WriteWork: everything shown, nothing to change.
    const reader = await fx.member([]);
    const r = await story.signedIn({ who: reader, teamId: fx.teamId });
    await r.page.goto(`/workDetail/${fx.workId}/GAME/gameControlBoard?board=${first}`);
    await r.page.getByTestId('control-read-only').waitFor(wait);
    await r.page.getByTestId('panel-row').waitFor(wait);
    expect(await r.page.getByTestId('new-panel').count()).toBe(0);
    expect(await r.page.getByTestId('event-new').count()).toBe(0);
    expect(await r.page.getByTestId('panel-item-display').isDisabled()).toBe(true);
    await openFromWorkMenu(r.page, 'gameTemplate');
    await r.page.getByTestId('template-card').waitFor(wait);
    expect(await r.page.getByTestId('template-apply').count()).toBe(0);
    await r.page.getByTestId('template-open').click();
    await r.page.getByTestId('template-read-only').waitFor(wait);
    expect(await r.page.getByTestId('template-save').count()).toBe(0);
    if (SHOTS) await r.page.screenshot({ path: `${SHOTS}/template-read-only.png` });

    // The owner deletes the event, the panel and the template, each after confirming.
    await page.goto(`/workDetail/${fx.workId}/GAME/gameControlBoard?board=${first}`);
    await page.getByTestId('event-row').waitFor(wait);
    await page.getByTestId('event-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('event-row').count(), wait).toBe(0);
    await page.getByTestId('panel-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('panel-row').count(), wait).toBe(0);
    await expect.poll(() => page.getByTestId('control-count-panels').textContent(), wait).toBe('0');
    await openFromWorkMenu(page, 'gameTemplate');
    await card.getByTestId('template-delete').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('templates-empty').waitFor(wait);
  });
});
