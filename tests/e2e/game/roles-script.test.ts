import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadBytes } from '../support/browser';
import { png } from '../support/png';
import { useStory } from '../support/story';
import { gameFixture, selectNode, storyLine, wait, waitBoardSynced } from './support';

// Issue 13: 角色设定 and 剧本 of a game work, live on the board's document. A writer pastes a script on
// 剧本, makes its speaker a role on 角色设定 and gives the role a timbre; the 剧本 tab open beside it
// sees the dubbing check pass its 请先为该角色配置配音 step at once, and so does the board's PLOT form.

const rolePage = (workId: string, boardId: string) =>
  `/workDetail/${workId}/GAME/gameRoleSetting?board=${boardId}`;
const scriptPage = (workId: string, boardId: string) =>
  `/workDetail/${workId}/GAME/gameScript?board=${boardId}`;

/** Waits until a page's board document is synced with the relay. */
const synced = (page: Page) =>
  expect.poll(() => page.getByTestId('sync-state').textContent(), wait).toContain('已同步');

/** The script page's scene names in reading order. */
const sceneNames = (page: Page) =>
  page
    .getByTestId('script-scene')
    .evaluateAll((els) => els.map((e) => e.querySelector('h3')?.textContent ?? ''));

/** The dubbing check of the script line whose text contains `text`. */
const dubbingOf = (page: Page, text: string) =>
  page
    .getByTestId('script-line')
    .evaluateAll(
      (els, t) =>
        els
          .find((e) => (e.querySelector('textarea') as HTMLTextAreaElement | null)?.value.includes(t))
          ?.querySelector('[data-testid="script-line-dubbing"]')?.textContent ?? null,
      text,
    );

describe('game roles and script pages', () => {
  const story = useStory();

  it('a pasted script reads in story order; a role given a timbre on 角色设定 passes the dubbing check', async () => {
    const fx = await gameFixture(story);
    const reader = await fx.member(['EditIdeas']);
    const post = <T>(path: string, body: Record<string, unknown>) =>
      story.api.call<T>('POST', path, { token: fx.owner.token, body });
    const { board_id: boardId } = await post<{ board_id: string }>('/ixj_web/game/v3/board', {
      project_id: fx.workId,
      board_name: '主线',
    });
    await post('/ixj_web/game/v3/node', { board_id: boardId, node_type: 'START', x: 0, y: 0, name: '开始' });
    // A side story where 林秋 speaks too: the role's panel points there.
    const { board_id: side } = await post<{ board_id: string }>('/ixj_web/game/v3/board', {
      project_id: fx.workId,
      board_name: '支线',
    });
    await post('/ixj_web/game/v3/node', {
      board_id: side,
      node_type: 'PLOT',
      x: 0,
      y: 0,
      actions: [{ action_type: 'DIALOG', role_name: '林秋', msg: '又见面了。' }],
    });

    const { page } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await page.setViewportSize({ width: 1600, height: 950 });
    await page.goto(scriptPage(fx.workId, boardId));
    await synced(page);

    // Two pasted scenes, the second after the first: they read in story order.
    const paste = async (name: string, text: string, after: string) => {
      await page.getByTestId('paste-script-text').fill(text);
      await page.getByTestId('paste-script-name').fill(name);
      await page.getByTestId('paste-script-after').selectOption({ label: after });
      await page.getByTestId('paste-script-run').click();
      await page.locator('[data-testid="script-scene"]', { hasText: `【${name}】` }).waitFor(wait);
    };
    await paste('客栈', '△夜，客栈。\n林秋：（压低声音）别出声。\n掌柜：客官？', '开始');
    await paste('后院', '林秋：走。', '客栈');
    await expect.poll(() => sceneNames(page), wait).toEqual(['【客栈】', '【后院】']);
    await expect.poll(() => page.getByTestId('script-line').count(), wait).toBe(4);
    // 林秋 is not a role yet: the dubbing check asks for one.
    await expect.poll(() => dubbingOf(page, '别出声'), wait).toBe('请选择角色');

    // 角色设定 in a second tab: the speakers of the script, made roles with one click each.
    const roles = await page.context().newPage();
    await roles.setViewportSize({ width: 1600, height: 950 });
    await roles.goto(rolePage(fx.workId, boardId));
    await synced(roles);
    const orphans = roles.getByTestId('speakers-without-role');
    await expect.poll(() => orphans.textContent(), wait).toContain('林秋2句');
    await orphans.locator('li', { hasText: '林秋' }).getByRole('button', { name: '建为角色' }).click();
    await expect.poll(() => roles.getByTestId('role-row').count(), wait).toBe(1);
    // A second role of the same name is refused (lines are chosen by name): the typed name stays.
    await roles.getByTestId('new-role-name').fill('林秋');
    await roles.getByTestId('new-role').click();
    await roles.getByText('已有角色「林秋」').waitFor(wait);
    expect(await roles.getByTestId('role-row').count()).toBe(1);
    expect(await roles.getByTestId('new-role-name').inputValue()).toBe('林秋');
    await roles.getByTestId('new-role-name').fill('');
    await expect
      .poll(() => roles.getByTestId('role-lines').textContent(), wait)
      .toContain('共2句，分布在2个剧情节点');
    await expect
      .poll(() => roles.getByTestId('role-voice-state').getAttribute('data-ready'), wait)
      .toBe('false');
    await expect
      .poll(() => roles.getByTestId('role-other-boards').textContent(), wait)
      .toBe('在「支线」中1句');
    // The script tab follows live: the role is chosen, and now the timbre is what is missing.
    await expect.poll(() => dubbingOf(page, '别出声'), wait).toBe('请先为该角色配置配音');

    // The role's voice: a timbre and a speed; a speed that is not a number is refused.
    await roles.getByTestId('role-voice-v_model').fill('warm-01');
    await roles.getByTestId('role-voice-v_speed').fill('快');
    await expect.poll(() => roles.getByTestId('role-voice').textContent(), wait).toContain('语速应为数字');
    await roles.getByTestId('role-voice-v_speed').fill('1.2');
    await roles.getByTestId('role-text').fill('客栈的常客，话少。');
    // A portrait uploaded here goes into the media library and becomes the role's at once.
    await roles.getByTestId('resource-upload-file').setInputFiles(png('林秋立绘.png', [90, 120, 200]));
    await expect
      .poll(() => roles.getByTestId('resource-chosen').getAttribute('data-name'), wait)
      .toBe('林秋立绘');
    await expect
      .poll(() => roles.getByTestId('role-voice-state').getAttribute('data-ready'), wait)
      .toBe('true');
    await expect.poll(() => dubbingOf(page, '别出声'), wait).toBe('可配音');
    await expect.poll(() => dubbingOf(page, '走。'), wait).toBe('可配音');
    await expect.poll(() => dubbingOf(page, '客官'), wait).toBe('请选择角色');

    // An inline edit on 剧本 writes the line itself: the role page and the service read it.
    const line = page.getByTestId('script-line-msg').nth(2);
    await expect.poll(() => line.inputValue(), wait).toBe('客官？');
    await line.fill('客官，要住店吗？');
    await expect
      .poll(async () => {
        const s = await story.api.call<{ text: string }>('GET', '/ixj_web/game/v3/screenplay', {
          token: fx.owner.token,
          query: { board_id: boardId },
        });
        return s.text;
      }, wait)
      .toContain('掌柜：客官，要住店吗？');
    const served = await story.api.call<{ text: string }>('GET', '/ixj_web/game/v3/screenplay', {
      token: fx.owner.token,
      query: { board_id: boardId },
    });
    expect(served.text.indexOf('林秋：（压低声音）别出声。')).toBeLessThan(served.text.indexOf('林秋：走。'));
    const voiced = await story.api.call<{
      nodes: { node_type: string; name?: string; v_model?: string; v_speed?: number }[];
    }>('GET', '/ixj_web/game/v3/digraph', { token: fx.owner.token, query: { board_id: boardId } });
    expect(voiced.nodes.find((n) => n.node_type === 'ROLE_DESIGN')).toMatchObject({
      name: '林秋',
      v_model: 'warm-01',
      v_speed: 1.2,
    });
    // Once the service's reading has the pasted nodes, they are in its order, no longer marked new.
    await expect.poll(() => page.getByTestId('script-scene-fresh').count(), wait).toBe(0);
    await expect.poll(() => sceneNames(page), wait).toEqual(['【客栈】', '【后院】']);
    // 导出文本 downloads the script as the service reads it, named after the board.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('script-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe('主线-剧本.txt');
    const exported = (await downloadBytes(download)).toString('utf8');
    expect(exported).toContain('【客栈】');
    expect(exported).toContain('掌柜：客官，要住店吗？');

    // On the board, the PLOT form's dubbing check agrees: 林秋's line asks for nothing more.
    await roles.close();
    await page.goto(storyLine(fx.workId, boardId));
    await waitBoardSynced(page);
    const plotId = await page
      .locator('[data-testid="game-node"][data-kind="PLOT"]', { hasText: '客栈' })
      .getAttribute('data-node-id');
    await selectNode(page, plotId ?? '');
    const lines = page.getByTestId('plot-line');
    await expect.poll(() => lines.count(), wait).toBe(3);
    await expect.poll(() => lines.nth(1).getByTestId('plot-line-problem').count(), wait).toBe(0);
    await expect
      .poll(() => lines.nth(2).getByTestId('plot-line-problem').textContent(), wait)
      .toBe('请选择角色');

    // A member who may only read sees both pages, every control disabled.
    const r = await story.signedIn({ who: reader, teamId: fx.teamId });
    await r.page.setViewportSize({ width: 1600, height: 950 });
    await r.page.goto(scriptPage(fx.workId, boardId));
    await expect.poll(() => r.page.getByTestId('script-line').count(), wait).toBe(4);
    expect(await r.page.getByTestId('paste-script').count()).toBe(0);
    expect(await r.page.getByTestId('script-line-msg').first().isDisabled()).toBe(true);
    await r.page.goto(rolePage(fx.workId, boardId));
    await expect.poll(() => r.page.getByTestId('role-name').isDisabled(), wait).toBe(true);
    expect(await r.page.getByTestId('new-role').count()).toBe(0);
    expect(await r.page.getByTestId('role-voice-v_model').inputValue()).toBe('warm-01');
  });
});
