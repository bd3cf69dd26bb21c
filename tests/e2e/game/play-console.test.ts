import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { wait } from '../editor/support';
import type { Story } from '../support/story';
import { useStory } from '../support/story';

// Issue 13: the play-test console runs a board built through the API in real Chromium: three
// endings, a step back, a live variable edit that opens a closed choice, and the coverage view.

/** A GAME work with the inn story: START -> 客栈 (PLOT) -> 壮胆 (SET 勇气 += 2) -> 抉择 (BRANCH) -> three endings. */
async function innStory(story: Story) {
  const owner = await story.api.signInBySms();
  const teamId = await story.api.createTeam(owner, '互动剧组');
  const call = <T>(method: 'POST' | 'GET', path: string, body: Record<string, unknown>) =>
    story.api.call<T>(method, path, { token: owner.token, body });
  const { project_id: workId } = await call<{ project_id: string }>('POST', '/ixj_web/project/add', {
    project_name: '夜宿客栈',
    project_type: 'GAME',
  });
  const { board_id: boardId } = await call<{ board_id: string }>('POST', '/ixj_web/game/v3/board', {
    project_id: workId,
    board_name: '主线',
  });
  const { var_id: courage } = await call<{ var_id: string }>('POST', '/ixj_web/game/v3/numeric', {
    board_id: boardId,
    var_name: '勇气',
    var_type: 'INT',
    scope: 'public',
    init_value: 1,
  });
  const node = async (node_type: string, fields: Record<string, unknown> = {}) =>
    (
      await call<{ node_id: string }>('POST', '/ixj_web/game/v3/node', {
        board_id: boardId,
        node_type,
        x: 0,
        y: 0,
        ...fields,
      })
    ).node_id;
  const start = await node('START');
  const inn = await node('PLOT', {
    name: '客栈',
    actions: [
      { action_type: 'DIALOG', role_name: '掌柜', msg: '客官，你的勇气只有{勇气}。' },
      { action_type: 'DESC', msg: '夜色渐深，门外有马蹄声。' },
    ],
  });
  const brace = await node('SET', { name: '壮胆', assignments: [{ var_id: courage, op: '+=', value: 2 }] });
  const choice = await node('BRANCH', { name: '抉择' });
  // The choices are offered top to bottom by where the endings sit.
  const leave = await node('END', { name: '离开', y: 0 });
  const stay = await node('END', { name: '留宿', y: 100 });
  const fight = await node('END', { name: '拔刀', y: 200 });
  const edge = (source: string, target: string, fields: Record<string, unknown> = {}) =>
    call('POST', '/ixj_web/game/v3/edge', { board_id: boardId, source, target, ...fields });
  await edge(start, inn);
  await edge(inn, brace);
  await edge(brace, choice);
  await edge(choice, leave, { label: '连夜离开' });
  await edge(choice, stay, { label: '住下', is_default: true });
  await edge(choice, fight, { label: '拔刀相向', condition: { var_id: courage, op: '>=', value: 5 } });
  return { owner, teamId, workId, boardId };
}

/** A GAME work whose board asks the player's name, greets them with it, and has a smithy selling a sword for 金币. */
async function marketStory(story: Story) {
  const owner = await story.api.signInBySms();
  const teamId = await story.api.createTeam(owner, '集市剧组');
  const call = <T>(path: string, body: Record<string, unknown>) =>
    story.api.call<T>('POST', path, { token: owner.token, body });
  const { project_id: workId } = await call<{ project_id: string }>('/ixj_web/project/add', {
    project_name: '集市',
    project_type: 'GAME',
  });
  const { board_id } = await call<{ board_id: string }>('/ixj_web/game/v3/board', {
    project_id: workId,
    board_name: '集市',
  });
  const { var_id: gold } = await call<{ var_id: string }>('/ixj_web/game/v3/numeric', {
    board_id,
    var_name: '金币',
    var_type: 'INT',
    scope: 'public',
    init_value: 10,
  });
  const { var_id: names } = await call<{ var_id: string }>('/ixj_web/game/v3/array', {
    board_id,
    name: '名字',
    var_type: 'TEXT',
    scope: 'public',
  });
  await call('/ixj_web/game/v3/array', {
    board_id,
    name: '行囊',
    var_type: 'GOOD',
    good_type: 'weapon',
    scope: 'public',
  });
  const { good_id } = await call<{ good_id: string }>('/ixj_web/game/v3/good', {
    board_id,
    good_name: '长剑',
    good_type: { type_id: 'weapon', type_name: '兵器' },
  });
  await call('/ixj_web/game/v3/store', {
    board_id,
    store_name: '铁匠铺',
    items: [{ good_id, currency_var_id: gold, price: 8 }],
  });
  const node = async (node_type: string, fields: Record<string, unknown>) =>
    (await call<{ node_id: string }>('/ixj_web/game/v3/node', { board_id, node_type, x: 0, y: 0, ...fields }))
      .node_id;
  const start = await node('START', {});
  const ask = await node('INPUT', {
    name: '问名',
    text: '你叫什么名字？',
    assignments: [{ var_id: names, op: 'push', value: '' }],
  });
  const greet = await node('MESSAGE', { text: '欢迎，{名字}。你有{金币}文。' });
  const end = await node('END', { name: '出城' });
  for (const [source, target] of [
    [start, ask],
    [ask, greet],
    [greet, end],
  ])
    await call('/ixj_web/game/v3/edge', { board_id, source, target });
  return { owner, teamId, workId, boardId: board_id, ask };
}

const choices = (page: Page) => page.getByTestId('play-choice').allInnerTexts();
const choose = (page: Page, label: string) =>
  page.getByTestId('play-choice').filter({ hasText: label }).click();
const ended = (page: Page) => page.getByTestId('play-ended').isVisible();

/** From the start settings to the branch: 继续 three times, reading the inn's lines on the way. */
async function playToBranch(page: Page) {
  await page.getByTestId('play-start').click();
  await page.getByTestId('play-transcript').waitFor(wait);
  await choose(page, '继续');
  await expect
    .poll(() => page.getByTestId('play-line').allInnerTexts(), wait)
    .toEqual(['掌柜：客官，你的勇气只有1。', '夜色渐深，门外有马蹄声。']);
  await choose(page, '继续');
  await expect.poll(() => page.getByTestId('play-var-勇气').textContent(), wait).toBe('3');
  await choose(page, '继续');
  await expect.poll(() => choices(page), wait).toEqual(['连夜离开', '住下']);
}

describe('game play-test console', () => {
  const story = useStory();

  it('plays all three endings, steps back once, edits a variable live and shows full coverage', async () => {
    const fx = await innStory(story);
    const { page } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await page.goto(`/workDetail/${fx.workId}/GAME/gameStoryLine/play/${fx.boardId}`);
    await page.getByTestId('play-setup').waitFor(wait);
    await expect.poll(() => page.getByTestId('play-coverage-nodes').textContent(), wait).toBe('0%');

    // Ending 1, then one step back to the branch; the ending is gone and the choices are back.
    await playToBranch(page);
    await choose(page, '连夜离开');
    await expect.poll(() => ended(page), wait).toBe(true);
    await expect.poll(() => page.getByTestId('play-history-row').count(), wait).toBe(5);
    await page.getByTestId('play-back').click();
    await expect.poll(() => ended(page), wait).toBe(false);
    await expect.poll(() => choices(page), wait).toEqual(['连夜离开', '住下']);
    await expect.poll(() => page.getByTestId('play-history-row').count(), wait).toBe(4);
    // The SET step's row shows 勇气 before and after.
    await expect
      .poll(
        () => page.getByTestId('play-history-row').nth(2).getByTestId('play-history-勇气').textContent(),
        wait,
      )
      .toBe('1 → 3');

    // Ending 2 from the same branch.
    await choose(page, '住下');
    await expect.poll(() => ended(page), wait).toBe(true);

    // Ending 3: a new play-through; 勇气 raised live at the branch opens the closed choice.
    await page.getByTestId('play-restart').click();
    await page.getByTestId('play-setup').waitFor(wait);
    await playToBranch(page);
    await page.getByTestId('play-var-edit-勇气').click();
    await page.getByTestId('play-var-input-勇气').fill('5');
    await page.getByTestId('play-var-save-勇气').click();
    await expect.poll(() => choices(page), wait).toEqual(['连夜离开', '住下', '拔刀相向']);
    await choose(page, '拔刀相向');
    await expect.poll(() => ended(page), wait).toBe(true);

    // Every node and edge was reached across the play-throughs.
    await expect.poll(() => page.getByTestId('play-coverage-nodes').textContent(), wait).toBe('100%');
    await expect.poll(() => page.getByTestId('play-coverage-edges').textContent(), wait).toBe('100%');
  });

  it('starts at a chosen node with chosen values, answers an INPUT, and buys from a store until the money runs out', async () => {
    const fx = await marketStory(story);
    const { page } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await page.goto(`/workDetail/${fx.workId}/GAME/gameStoryLine/play/${fx.boardId}`);
    await page.getByTestId('play-setup').waitFor(wait);
    await page.getByTestId('play-start-node').selectOption(fx.ask);
    await page.getByTestId('play-init-金币').fill('20');
    await page.getByTestId('play-start').click();

    // The INPUT waits for the answer; the answer goes into 名字 and the message shows it.
    await page.getByTestId('play-input').waitFor(wait);
    await page.getByTestId('play-input').fill('阿青');
    await page.getByTestId('play-input-submit').click();
    await expect.poll(() => page.getByTestId('play-var-名字').textContent(), wait).toBe('[阿青]');
    await page.getByTestId('play-choice').filter({ hasText: '继续' }).click();
    await expect
      .poll(() => page.getByTestId('play-line').filter({ hasText: '欢迎' }).allInnerTexts(), wait)
      .toEqual(['欢迎，[阿青]。你有20文。']);

    // Two swords take 16 of the 20; the third is refused; a step back undoes the second.
    await page.getByTestId('play-buy').click();
    await expect.poll(() => page.getByTestId('play-var-金币').textContent(), wait).toBe('12');
    await page.getByTestId('play-buy').click();
    await expect.poll(() => page.getByTestId('play-var-金币').textContent(), wait).toBe('4');
    await expect.poll(() => page.getByTestId('play-var-行囊').textContent(), wait).toBe('[长剑、长剑]');
    await page.getByTestId('play-buy').click();
    await expect
      .poll(() => page.getByTestId('play-refusal').textContent(), wait)
      .toBe('「金币」不足，需要 8');
    await page.getByTestId('play-back').click();
    await expect.poll(() => page.getByTestId('play-var-金币').textContent(), wait).toBe('12');
    await expect.poll(() => page.getByTestId('play-var-行囊').textContent(), wait).toBe('[长剑]');

    await page.getByTestId('play-choice').filter({ hasText: '继续' }).click();
    await expect.poll(() => page.getByTestId('play-ended').isVisible(), wait).toBe(true);
    // START was never entered: one node of four missed.
    await expect.poll(() => page.getByTestId('play-coverage-nodes').textContent(), wait).toBe('75%');
  });
});
