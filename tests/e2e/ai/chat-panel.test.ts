import path from 'node:path';
import { llmDoubleAnswer } from '@juzuo/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { selectWords, textWithoutCarets, wait } from '../editor/support';
import { twoWritersWithAi, useAiStory } from '../support/ai';
import { artifactsDir } from '../support/paths';

// Issue 15, the AI chat panel beside the script editor, on the real product (child process, relay,
// Chromium) with LLM_BASE_URL pointing at an OpenAI-compatible double: a real HTTP server in this
// test process that streams SSE chunks split across packets (the run's shared double and AI product;
// its 慢 stream pauses 150 ms between pieces, support/shared.ts LLM_DOUBLE_OPTIONS).

const ai = await useAiStory('13615009001');
const SCRIPT = '<p>1-1 夜 外 长安城</p><p>张小敬：五尊阎罗在此。</p>';

const lastAnswer = (page: Page) => page.getByTestId('ai-chat-answer').last();

describe('AI chat panel', () => {
  it('streams an answer, stops one, and an accepted rewrite lands as a suggestion while a second writer types', async () => {
    const { writer, other } = await twoWritersWithAi(ai, SCRIPT, '五尊阎罗在此');
    const page = writer.page;
    await page.getByTestId('ai-chat-toggle').click();
    await page.getByTestId('ai-chat-input').waitFor(wait);

    // A question about the open episode: the answer is typed out, with the context it was given.
    await page.getByTestId('ai-chat-input').fill('这一场的冲突怎么加强？');
    await page.getByTestId('ai-chat-send').click();
    await expect
      .poll(() => lastAnswer(page).getByTestId('ai-chat-answer-text').textContent(), wait)
      .toBe(llmDoubleAnswer('这一场的冲突怎么加强？'));
    expect(await lastAnswer(page).getAttribute('data-state')).toBe('done');
    expect(await lastAnswer(page).getByTestId('ai-chat-context').textContent()).toContain('第1集');

    // A long answer is stopped while it streams.
    await page.getByTestId('ai-chat-input').fill('慢慢写一个很长的故事');
    await page.getByTestId('ai-chat-send').click();
    await expect
      .poll(() => lastAnswer(page).getByTestId('ai-chat-answer-text').textContent(), wait)
      .toContain('第1段');
    await page.getByTestId('ai-chat-stop').click();
    await expect.poll(() => lastAnswer(page).getAttribute('data-state'), wait).toBe('stopped');
    await lastAnswer(page).getByTestId('ai-chat-stopped').waitFor(wait);
    await page.getByTestId('ai-chat-send').waitFor(wait);

    // Rewrite of selected words; the answer becomes a suggestion; the other writer keeps typing.
    await expect.poll(() => selectWords(page, '五尊阎罗在此'), wait).toBe(true);
    await expect
      .poll(() => page.getByTestId('ai-chat-selection').textContent(), wait)
      .toContain('五尊阎罗在此');
    await page.getByTestId('ai-chat-rewrite').click();
    await expect
      .poll(() => lastAnswer(page).getByTestId('ai-chat-answer-text').textContent(), wait)
      .toBe('改写后：风雨欲来，城门紧闭。');
    await other.page.locator('[data-testid="script-editor"] p', { hasText: '长安城' }).click();
    await other.page.keyboard.press('End');
    await other.page.keyboard.type('，大雨');
    await lastAnswer(page).getByTestId('ai-chat-suggest').click();
    await lastAnswer(page).getByTestId('ai-chat-accept').waitFor(wait);
    // Nothing changed in the script until the writer accepts.
    expect(await textWithoutCarets(page)).toContain('五尊阎罗在此。');
    await other.page.keyboard.type('倾盆');
    await lastAnswer(page).getByTestId('ai-chat-accept').click();
    await lastAnswer(page).getByTestId('ai-chat-decided').waitFor(wait);
    for (const p of [page, other.page]) {
      await expect.poll(() => textWithoutCarets(p), wait).toContain('张小敬：改写后：风雨欲来，城门紧闭。。');
      await expect.poll(() => textWithoutCarets(p), wait).toContain('长安城，大雨倾盆');
    }
    await page.screenshot({ path: path.join(artifactsDir, 'ai-chat-panel.png') });

    // History keeps every question; the chat mode survives a reload (localStorage).
    await page.getByTestId('ai-chat-thinking').uncheck();
    await page.getByTestId('ai-chat-history-toggle').click();
    await expect.poll(() => page.getByTestId('ai-chat-history-item').count(), wait).toBe(3);
    await page.reload();
    await page.getByTestId('ai-chat-toggle').click();
    await page.getByTestId('ai-chat-thinking').waitFor(wait);
    expect(await page.getByTestId('ai-chat-thinking').isChecked()).toBe(false);
  });
});
