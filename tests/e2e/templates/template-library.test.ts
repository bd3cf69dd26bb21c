import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactsFor } from '../support/paths';
import { useStory } from '../support/story';
import { waitForPath, waitForToast } from '../support/ui';
import { createWork, grant, memberOf, ownerWithTeam } from '../works/helpers';

const wait = { timeout: 20_000, interval: 200 };
const NAME = '雨夜便利店开场';
const CONTENT = [
  '日 内 便利店',
  '人物：阿遥、店员',
  '△雨水顺着玻璃门往下淌。',
  '阿遥：（喘着气）还有伞卖吗？',
  '黑场',
].join('\n');

// Issue 12: the template library. A writer browses the system templates, previews one, creates a
// script template and publishes it to the team; a teammate finds it, applies it to a work, and the
// new script document opens in the editor with the template's lines.
describe('template library', () => {
  const story = useStory();

  it('browse, preview, create and publish; a teammate applies it and the document opens', async () => {
    const shots = artifactsFor(expect.getState().testPath ?? 'template-library');
    fs.mkdirSync(shots, { recursive: true });
    const { owner, teamId } = await ownerWithTeam(story, '模板测试组');
    const member = await memberOf(story, owner, teamId);
    const workId = await createWork(story, owner, { project_name: '雨夜', project_type: 'SCRIPT' });
    await grant(story, owner, workId, member.userId, ['EditIdeas', 'WriteWork']);

    // Browse: the shipped templates, narrowed to scripts; preview one.
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/workBench/templateLibray');
    const cards = page.getByTestId('template-card');
    await expect.poll(() => cards.count(), wait).toBeGreaterThanOrEqual(12);
    await page.screenshot({ path: path.join(shots, 'library-1440.png') });
    await page.getByRole('tab', { name: '剧本' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('doc_type'), wait).toBe('5');
    const opening = cards.filter({ hasText: '竖屏短剧剧本开篇' });
    await opening.waitFor(wait);
    await opening.getByRole('button', { name: '预览' }).click();
    const preview = page.getByTestId('template-preview');
    await preview.waitFor(wait);
    await expect
      .poll(() => preview.locator('[data-block="scene"]').first().textContent(), wait)
      .toBe('夜 内 医院走廊');
    expect(await preview.getByTestId('template-edit').count()).toBe(0);
    await page.screenshot({ path: path.join(shots, 'preview-1440.png') });
    await preview.getByRole('button', { name: '关闭' }).click();

    // Create a script template of one's own, then publish it to the team.
    await page.getByTestId('template-new').click();
    const form = page.getByTestId('template-form');
    await form.waitFor(wait);
    await form.getByLabel('模板名称').fill(NAME);
    await form.getByTestId('template-form-doc-type').selectOption('5');
    await form.getByTestId('template-form-content').fill(CONTENT);
    await form.getByTestId('template-save').click();
    await waitForToast(page, 'success', '模板已创建');
    await preview.waitFor(wait);
    await expect
      .poll(() => preview.locator('[data-block="action"]').textContent(), wait)
      .toContain('雨水顺着玻璃门往下淌。');
    await preview.getByTestId('template-publish-team').click();
    await waitForToast(page, 'success', '已发布到团队');
    await preview.getByTestId('template-withdraw').waitFor(wait);

    // The teammate sees it under 团队模板 and applies it to the work as a script document.
    const m = await story.signedIn({ who: member, teamId });
    await m.page.setViewportSize({ width: 1024, height: 768 });
    await m.page.goto('/workBench/templateLibray?source=team');
    const shared = m.page.getByTestId('template-card').filter({ hasText: NAME });
    await shared.waitFor(wait);
    await m.page.screenshot({ path: path.join(shots, 'team-1024.png') });
    await shared.getByRole('button', { name: '套用' }).click();
    const apply = m.page.getByTestId('template-apply');
    await apply.waitFor(wait);
    await expect.poll(() => apply.getByTestId('template-apply-work').inputValue(), wait).toBe(workId);
    expect(await apply.getByRole('radio', { name: /剧本文档/ }).isChecked()).toBe(true);
    await apply.getByLabel('文档名称').fill('第1集 雨夜');
    await apply.getByTestId('template-apply-submit').click();
    await waitForPath(m.page, /^\/editor\/edit\/[\w-]+$/, wait.timeout);

    // The new document opens in the script editor holding the template's lines, typed as script lines.
    const editor = m.page.getByTestId('script-editor');
    await editor.waitFor({ state: 'visible', timeout: wait.timeout });
    await expect
      .poll(
        () => m.page.locator('[data-testid="script-editor"] p.script-dialogue').first().textContent(),
        wait,
      )
      .toContain('阿遥：（喘着气）还有伞卖吗？');
    expect(await editor.textContent()).toContain('便利店');
    await m.page.screenshot({ path: path.join(shots, 'applied-editor-1024.png') });
    const docId = new URL(m.page.url()).pathname.split('/').pop() ?? '';
    const detail = await story.api.call<{ doc_name: string; text: string; project_id: string }>(
      'GET',
      '/ixj_web/project/doc/detail',
      { token: member.token, query: { doc_id: docId } },
    );
    expect([detail.doc_name, detail.project_id]).toEqual(['第1集 雨夜', workId]);
    expect(detail.text.split('\n')).toEqual([
      '日 内 便利店',
      '阿遥、店员',
      '雨水顺着玻璃门往下淌。',
      '阿遥：（喘着气）还有伞卖吗？',
      '黑场',
    ]);
  }, 180_000);

  it('a 人物设定 template applied as an idea opens on the conception page with its lines', async () => {
    const { owner, teamId } = await ownerWithTeam(story, '模板构思组');
    const workId = await createWork(story, owner, { project_name: '人物先行', project_type: 'SCRIPT' });
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/workBench/templateLibray?doc_type=6&keyword=人物小传');
    const card = page.getByTestId('template-card').filter({ hasText: '人物小传' });
    await card.waitFor(wait);
    await card.getByRole('button', { name: '套用' }).click();
    const apply = page.getByTestId('template-apply');
    await apply.waitFor(wait);
    await expect.poll(() => apply.getByTestId('template-apply-work').inputValue(), wait).toBe(workId);
    // A character sheet goes to the conception by default.
    expect(await apply.getByRole('radio', { name: /构思文档/ }).isChecked()).toBe(true);
    await apply.getByTestId('template-apply-submit').click();
    await waitForPath(
      page,
      new RegExp(`^/workDetail/${workId}/SCRIPT/conception\\?idea=[\\w-]+$`),
      wait.timeout,
    );
    const ideaId = new URL(page.url()).searchParams.get('idea') ?? '';
    await expect
      .poll(() => page.locator('[data-testid="script-editor"] p').first().textContent(), wait)
      .toBe('姓名：');
    const idea = await story.api.call<{ idea_name: string; doc_type: number; text: string }>(
      'GET',
      '/ixj_web/project/idea/detail',
      { token: owner.token, query: { idea_id: ideaId } },
    );
    expect([idea.idea_name, idea.doc_type]).toEqual(['人物小传', 6]);
    expect(idea.text).toContain('真正需要什么（内在需求）：');
  }, 180_000);
});
