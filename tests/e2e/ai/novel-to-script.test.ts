import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorText, wait } from '../editor/support';
import { llmEnv } from '../support/ai';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';

// Issue 15, novel to script in the browser: the real product with LLM_BASE_URL pointing at the
// OpenAI-compatible double. A writer uploads a 3-chapter novel on /workBench/novelToScript, watches
// the conversion's progress, and opens a produced episode in the script editor.

// One operator per describe: on the shared AI product a second SMS code for a phone within 60 s is
// refused (4029).
const OPERATOR = '13615009701';
const OPERATOR_2 = '13615009702';
const LLM_ENV = await llmEnv(OPERATOR);
const LLM_ENV_2 = await llmEnv(OPERATOR_2);
// 慢慢: the double pauses on each chunk, so the progress is seen between chunks.
const NOVEL = [
  '第一章 雨夜',
  '夜里，林秋慢慢推开客栈的门。',
  '掌柜抬头说：“客官，住店吗？”',
  '第二章 码头',
  '天亮后，林秋慢慢走到码头。',
  '沈青笑着说：“林姑娘，好久不见。”',
  '第三章 山门',
  '两人慢慢登上山门。',
  '沈青说：“上山之后别回头。”',
].join('\n');

describe('novel to script', () => {
  const story = useStory({ env: LLM_ENV });

  it('converts an uploaded novel with live progress and opens an episode in the editor', async () => {
    const owner = await story.api.signInBySms();
    const teamId = await story.api.createTeam(owner, '改编剧组');
    const { page } = await story.signedIn({ who: owner, teamId });
    // Without the tags the page says which one is missing.
    await page.goto('/workBench/novelToScript');
    await expect
      .poll(() => page.locator('main').textContent(), wait)
      .toContain('该功能需开通「AI对话」和「小说转剧本」权限');

    const operator = await story.api.signInBySms(OPERATOR);
    await story.api.call('PUT', '/ixj_web/admin/user/special_tags', {
      token: operator.token,
      body: { user_id: owner.userId, special_tags: { ai_chat: 1, novel_to_script: 1 } },
    });
    await page.goto('/workBench/novelToScript');
    await page.getByTestId('novel-workbench').waitFor(wait);
    await expect
      .poll(() => page.getByTestId('novel-workbench').textContent(), wait)
      .toContain('还没有转换记录');

    await page.getByTestId('novel-upload').setInputFiles({
      name: '雨夜客栈.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(NOVEL, 'utf8'),
    });
    await expect.poll(() => page.getByTestId('novel-file').textContent(), wait).toContain('雨夜客栈.txt');
    expect(await page.getByLabel('新作品名称').inputValue()).toBe('雨夜客栈');
    await page.getByRole('button', { name: '开始转换' }).click();

    await expect
      .poll(() => page.getByTestId('novel-progress').textContent(), wait)
      .toMatch(/已改编 [12]\/3 段/);
    await page.screenshot({ path: path.join(artifactsDir, 'novel-to-script-progress.png'), fullPage: true });
    await expect.poll(() => page.getByTestId('novel-state').textContent(), wait).toBe('已完成');
    await expect
      .poll(() => page.getByTestId('novel-episode').allTextContents(), wait)
      .toEqual(['第1集', '第2集', '第3集']);
    await page.screenshot({ path: path.join(artifactsDir, 'novel-to-script-done.png'), fullPage: true });

    await page.getByTestId('novel-episode').first().click();
    await page.getByTestId('script-editor').waitFor({ state: 'visible', timeout: wait.timeout });
    await expect.poll(() => editorText(page), wait).toContain('掌柜：客官，住店吗？');
    expect(await editorText(page)).toContain('人物：掌柜');
    await expect.poll(() => page.getByTestId('editor-counts').textContent(), wait).toMatch(/场景\s*1/);
    await page.screenshot({ path: path.join(artifactsDir, 'novel-to-script-editor.png'), fullPage: true });

    // The record stays: back on the page the last conversion is shown.
    await page.goto('/workBench/novelToScript');
    await expect.poll(() => page.getByTestId('novel-state').textContent(), wait).toBe('已完成');
  });
});

describe('novel to script from a novel work', () => {
  const story = useStory({ env: LLM_ENV_2 });

  it('converts only the ticked chapters of a novel work', async () => {
    const owner = await story.api.signInBySms();
    const teamId = await story.api.createTeam(owner, '选章剧组');
    const operator = await story.api.signInBySms(OPERATOR_2);
    await story.api.call('PUT', '/ixj_web/admin/user/special_tags', {
      token: operator.token,
      body: { user_id: owner.userId, special_tags: { ai_chat: 1, novel_to_script: 1 } },
    });
    const { project_id: novel } = await story.api.call<{ project_id: string }>(
      'POST',
      '/ixj_web/project/add',
      {
        token: owner.token,
        body: { project_name: '长夜', project_type: 'SCRIPT', media_type: 'NOVEL', length_type: 'SHORT' },
      },
    );
    for (const [name, line] of [
      ['第一章 客栈', '掌柜抬头说：“客官，住店吗？”'],
      ['第二章 码头', '沈青笑着说：“林姑娘，好久不见。”'],
    ]) {
      const { doc_id } = await story.api.call<{ doc_id: string }>('POST', '/ixj_web/project/doc/add', {
        token: owner.token,
        body: { project_id: novel, doc_name: name },
      });
      await story.api.call('PUT', '/ixj_web/project/doc/update_version', {
        token: owner.token,
        body: { doc_id, content: `<p>${line}</p>` },
      });
    }
    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench/novelToScript');
    await page.getByTestId('novel-workbench').waitFor(wait);
    await page.getByLabel('小说作品').selectOption({ label: '长夜' });
    await page
      .getByTestId('novel-chapters')
      .getByLabel(/第二章 码头/)
      .uncheck();
    await page.getByLabel('新作品名称').fill('长夜剧本');
    await page.getByRole('button', { name: '开始转换' }).click();
    await expect.poll(() => page.getByTestId('novel-state').textContent(), wait).toBe('已完成');
    await expect.poll(() => page.getByTestId('novel-episode').allTextContents(), wait).toEqual(['第1集']);
    await page.screenshot({ path: path.join(artifactsDir, 'novel-to-script-chapters.png'), fullPage: true });
  });
});
