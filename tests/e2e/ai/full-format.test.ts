import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { selectWords, textWithoutCarets, wait } from '../editor/support';
import { twoWritersWithAi, useAiStory } from '../support/ai';
import { artifactsDir } from '../support/paths';

// Issue 15, full-book element recognition applied from the editor's 格式整理 pane, on the real product
// with LLM_BASE_URL at the OpenAI-compatible double (it calls a 字幕 line plain text): the writer runs
// it on an episode with unformatted lines, sees the proposals with their source, accepts one, a second
// writer edits another line meanwhile (that one is skipped and says so), 全部采纳 applies the rest for
// both writers, and a second run proposes only the edited line; once that is accepted, nothing.

const ai = await useAiStory('13615009501');
const SCRIPT =
  '<p>1-1 夜 外 长安城</p>' +
  '<p>张小敬：五尊阎罗在此。</p>' +
  '<p data-block="action">字幕 天宝三载，上元节</p>' +
  '<p>△众人退后。</p>' +
  '<p data-block="dialogue">李必：住手！</p>';

/** The element of the first editor line containing `words` (no attribute: plain). */
function blockOf(page: Page, words: string): Promise<string | null> {
  return page.evaluate(`(() => {
    for (const p of document.querySelectorAll('[data-testid="script-editor"] > p')) {
      const copy = p.cloneNode(true);
      for (const caret of copy.querySelectorAll('.collaboration-carets__caret')) caret.remove();
      if (copy.textContent.includes(${JSON.stringify(words)})) return p.getAttribute('data-block') || 'plain';
    }
    return null;
  })()`) as Promise<string | null>;
}

describe('full-book element recognition in the script editor', () => {
  it('proposes, applies through the relay, skips an edited line, and proposes nothing once applied', async () => {
    const { fx, writer, other } = await twoWritersWithAi(ai, SCRIPT, '李必：住手！');
    const page = writer.page;
    const items = page.getByTestId('format-item');
    const panel = page.getByTestId('format-panel');
    /** Runs 整理本集 and waits for this run's result (not the one shown before). */
    const run = async () => {
      const before = (await panel.getAttribute('data-job-id')) ?? '';
      await page.getByTestId('format-run-doc').click();
      await expect.poll(() => panel.getAttribute('data-job-id'), wait).not.toBe(before);
      await expect.poll(() => page.getByTestId('format-summary').isVisible(), wait).toBe(true);
    };
    /** Waits until the relay has stored the document with `html` in it (a run reads the stored text). */
    const stored = (html: string) =>
      expect
        .poll(async () => {
          const detail = await ai.story.api.call<{ content: string }>('GET', '/ixj_web/project/doc/detail', {
            token: fx.owner.token,
            query: { doc_id: fx.docId },
          });
          return detail.content.includes(html);
        }, wait)
        .toBe(true);
    await page.getByTestId('format-toggle').click();
    await run();
    await expect.poll(() => items.count(), wait).toBe(4);
    const rows = await items.allTextContents();
    expect(rows[0]).toContain('1-1 夜 外 长安城');
    expect(rows[0]).toContain('正文→场景');
    expect(rows[1]).toContain('正文→对白');
    expect(rows[2]).toContain('动作→正文');
    expect(rows[2]).toContain('AI');
    expect(rows[3]).toContain('改为：众人退后。');
    expect(await page.getByTestId('format-engine-note').textContent()).toContain('由AI判断');
    // Nothing changes before the writer accepts.
    expect(await blockOf(page, '长安城')).toBe('plain');

    await items.nth(0).getByTestId('format-accept').click();
    for (const p of [page, other.page]) await expect.poll(() => blockOf(p, '长安城'), wait).toBe('scene');
    await expect.poll(() => items.nth(0).getAttribute('data-state'), wait).toBe('done');
    expect(await items.nth(0).textContent()).toContain('已采纳');

    // The second writer rewords the dialogue line: it is no longer the line that was recognised.
    await expect.poll(() => selectWords(other.page, '在此'), wait).toBe(true);
    await other.page.keyboard.type('来了');
    await expect.poll(() => textWithoutCarets(page), wait).toContain('五尊阎罗来了。');
    await expect.poll(() => items.nth(1).getAttribute('data-state'), wait).toBe('stale');
    expect(await items.nth(1).textContent()).toContain('已改动，未应用');

    await page.getByTestId('format-accept-all').click();
    for (const p of [page, other.page]) {
      await expect.poll(() => blockOf(p, '天宝三载'), wait).toBe('plain');
      await expect.poll(() => blockOf(p, '众人退后'), wait).toBe('action');
      expect(await textWithoutCarets(p)).not.toContain('△众人');
      expect(await blockOf(p, '五尊阎罗来了')).toBe('plain');
    }
    await expect
      .poll(() => items.evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))), wait)
      .toEqual(['done', 'stale', 'done', 'done']);
    await page.screenshot({ path: path.join(artifactsDir, 'ai-full-format.png') });

    // The run reads the stored document: wait until the relay has stored the applied lines.
    await stored('<p data-block="action">众人退后。</p>');
    await stored('<p>字幕 天宝三载，上元节</p>');
    await run();
    await expect.poll(() => items.count(), wait).toBe(1);
    expect(await items.nth(0).textContent()).toContain('张小敬：五尊阎罗来了。');
    await items.nth(0).getByTestId('format-accept').click();
    await expect.poll(() => blockOf(other.page, '五尊阎罗来了'), wait).toBe('dialogue');
    await stored('<p data-block="dialogue">张小敬：五尊阎罗来了。</p>');
    await run();
    await expect
      .poll(() => page.getByTestId('format-summary').textContent(), wait)
      .toContain('没有需要整理的行');
    expect(await items.count()).toBe(0);
    await page.screenshot({ path: path.join(artifactsDir, 'ai-full-format-clean.png') });
  });
});
