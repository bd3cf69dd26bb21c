import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  caretToEnd,
  editorText,
  openEditor,
  scriptFixture,
  selectWords,
  textWithoutCarets,
  wait,
  waitSynced,
} from '../editor/support';
import { useAiStory } from '../support/ai';
import { artifactsDir } from '../support/paths';

// Issue 15, the AI chat panel's presets and idea documents, on the real product with the LLM double:
// quick instructions (works/instruction_list + ai/instruction_list) ask in one click; the template
// bound to the work (work_bind_template) is preselected for every member, and only members who edit
// the work (managers, WriteWork) rebind it; in an idea document an answer lands as a suggestion the writer accepts.

const ai = await useAiStory('13615009301');
const SCRIPT = '<p>1-1 夜 外 长安城</p><p>张小敬：五尊阎罗在此。</p>';

const lastAnswer = (page: Page) => page.getByTestId('ai-chat-answer').last();
const instruction = (page: Page, title: string) =>
  page.getByTestId('ai-chat-instruction').filter({ hasText: title });

describe('AI chat presets and idea documents', () => {
  const { story } = ai;

  it('quick instructions ask in one click; the bound template is preselected, and rebound only by those who edit the work', async () => {
    const fx = await scriptFixture(story);
    const producerWho = await fx.member(['Producer']);
    for (const who of [fx.owner, producerWho]) await ai.grantAiChat(who.userId);
    await story.api.call('PUT', '/ixj_web/project/doc/update_version', {
      token: fx.owner.token,
      body: { doc_id: fx.docId, content: SCRIPT },
    });
    const owner = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    const page = owner.page;
    await openEditor(page, fx.docId);
    await expect.poll(() => editorText(page), wait).toContain('五尊阎罗在此');
    await page.getByTestId('ai-chat-toggle').click();

    // The work's instructions and the general ones; one about selected words waits for a selection.
    await instruction(page, '总结本集剧情').waitFor(wait);
    await instruction(page, '生成故事梗概').waitFor(wait);
    expect(await instruction(page, '润色选中对白').isDisabled()).toBe(true);
    await instruction(page, '总结本集剧情').click();
    await expect
      .poll(() => lastAnswer(page).getByTestId('ai-chat-answer-text').textContent(), wait)
      .toBe('收到：用三百字以内总结这一集的剧情，按场次列出要点。。这是测试引擎的回答。');
    expect(await lastAnswer(page).textContent()).toContain('总结本集剧情');
    await expect.poll(() => selectWords(page, '五尊阎罗在此'), wait).toBe(true);
    await expect.poll(() => instruction(page, '润色选中对白').isDisabled(), wait).toBe(false);

    // No template is bound yet; the owner picks one and makes it the work's default.
    expect(await page.getByTestId('ai-chat-template').inputValue()).toBe('');
    await page.getByTestId('ai-chat-template').selectOption('general-plot');
    await page.getByTestId('ai-chat-template-bind').click();
    await expect.poll(() => page.getByTestId('ai-chat-template-bind').count(), wait).toBe(0);
    await page.screenshot({ path: path.join(artifactsDir, 'ai-chat-presets.png') });

    // A producer's panel (reading the episode) opens with it; they may use another, not rebind the work's.
    const producer = await story.signedIn({ who: producerWho, teamId: fx.teamId });
    await openEditor(producer.page, fx.docId);
    await producer.page.getByTestId('ai-chat-toggle').click();
    await expect
      .poll(() => producer.page.getByTestId('ai-chat-template').inputValue(), wait)
      .toBe('general-plot');
    await producer.page.getByTestId('ai-chat-template').selectOption('general-qa');
    expect(await producer.page.getByTestId('ai-chat-template').inputValue()).toBe('general-qa');
    expect(await producer.page.getByTestId('ai-chat-template-bind').count()).toBe(0);

    // The owner unbinds: a reopened panel starts without a template.
    await page.getByTestId('ai-chat-template').selectOption('');
    await page.getByTestId('ai-chat-template-bind').click();
    await expect.poll(() => page.getByTestId('ai-chat-template-bind').count(), wait).toBe(0);
    await producer.page.reload();
    await producer.page.getByTestId('ai-chat-toggle').click();
    await producer.page.getByTestId('ai-chat-template').waitFor(wait);
    expect(await producer.page.getByTestId('ai-chat-template').inputValue()).toBe('');
  });

  it('in an idea document a rewrite lands as a suggestion the writer accepts', async () => {
    const fx = await scriptFixture(story);
    await ai.grantAiChat(fx.owner.userId);
    const { idea_id: ideaId } = await story.api.call<{ idea_id: string }>(
      'POST',
      '/ixj_web/project/idea/add',
      {
        token: fx.owner.token,
        body: { project_id: fx.workId, doc_type: 2, idea_name: '方案一', edit_type: 1 },
      },
    );
    const owner = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    const page = owner.page;
    await page.goto(`/workDetail/${fx.workId}/SCRIPT/conception?idea=${ideaId}`);
    await page.getByTestId('idea-editor').waitFor(wait);
    await waitSynced(page);
    await caretToEnd(page);
    await page.keyboard.type('公主在雨夜逃进客栈。');
    await waitSynced(page);

    // The comment sidebar folds to a rail while the AI panel is open: the text keeps its width.
    await page.getByTestId('ai-chat-toggle').click();
    await page.getByTestId('review-unfold').waitFor(wait);
    await expect.poll(() => selectWords(page, '雨夜逃进客栈'), wait).toBe(true);
    await expect
      .poll(() => page.getByTestId('ai-chat-selection').textContent(), wait)
      .toContain('雨夜逃进客栈');
    await page.getByTestId('ai-chat-rewrite').click();
    await expect
      .poll(() => lastAnswer(page).getByTestId('ai-chat-answer-text').textContent(), wait)
      .toBe('改写后：风雨欲来，城门紧闭。');
    await lastAnswer(page).getByTestId('ai-chat-suggest').click();
    await lastAnswer(page).getByTestId('ai-chat-accept').waitFor(wait);
    // Nothing changes before the writer accepts.
    expect(await textWithoutCarets(page)).toContain('公主在雨夜逃进客栈。');
    await lastAnswer(page).getByTestId('ai-chat-accept').click();
    await lastAnswer(page).getByTestId('ai-chat-decided').waitFor(wait);
    await expect.poll(() => textWithoutCarets(page), wait).toContain('公主在改写后：风雨欲来，城门紧闭。。');
    await page.screenshot({ path: path.join(artifactsDir, 'ai-chat-idea-suggestion.png') });
  });
});
