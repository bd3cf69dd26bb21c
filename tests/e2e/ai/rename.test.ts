import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { selectWords, textWithoutCarets, wait } from '../editor/support';
import { twoWritersWithAi, useAiStory } from '../support/ai';
import { artifactsDir } from '../support/paths';

// Issue 15, AI renaming in the script editor's AI panel (generate_name), on the real product with the
// LLM double: the writer selects a character's name, picks one of the proposed names, and the rename
// is placed on every occurrence as one set of suggestions; nothing changes until the writer accepts
// the set, and a second writer's typing meanwhile is kept.

const ai = await useAiStory('13615009401');
const SCRIPT =
  '<p>1-1 夜 外 长安城</p><p>张小敬：五尊阎罗在此。</p><p>△张小敬拔刀。</p><p>李必：张小敬，住手！</p>';

describe('AI renaming in the script editor', () => {
  it('a chosen name becomes one set of suggestions on every occurrence, accepted as a whole', async () => {
    const { writer, other } = await twoWritersWithAi(ai, SCRIPT, '李必：张小敬，住手！');
    const page = writer.page;
    await page.getByTestId('ai-chat-toggle').click();
    expect(await page.getByTestId('ai-rename-run').isDisabled()).toBe(true);
    await expect.poll(() => selectWords(page, '张小敬'), wait).toBe(true);
    await expect.poll(() => page.getByTestId('ai-rename-run').isDisabled(), wait).toBe(false);
    await page.getByTestId('ai-rename-run').click();
    const items = page.getByTestId('ai-rename-item');
    await expect.poll(() => items.count(), wait).toBe(3);
    expect(await items.nth(0).textContent()).toContain('张小敬→顾长渊');

    // The second name is ignored; the first is placed on all three occurrences as one set.
    await items.nth(1).getByTestId('ai-rename-ignore').click();
    expect(await items.nth(1).getAttribute('data-state')).toBe('ignored');
    await items.nth(0).getByTestId('ai-rename-accept').click();
    await expect.poll(() => items.nth(0).getByTestId('ai-rename-set').textContent(), wait).toContain('3处');
    expect(await textWithoutCarets(page)).toContain('张小敬：五尊阎罗在此。');
    await other.page.locator('[data-testid="script-editor"] p', { hasText: '长安城' }).click();
    await other.page.keyboard.press('End');
    await other.page.keyboard.type('，大雨');
    await page.screenshot({ path: path.join(artifactsDir, 'ai-rename.png') });

    await items.nth(0).getByTestId('ai-rename-accept-all').click();
    await expect.poll(() => items.nth(0).getAttribute('data-state'), wait).toBe('accepted');
    for (const p of [page, other.page]) {
      await expect
        .poll(() => textWithoutCarets(p), wait)
        .toContain('顾长渊：五尊阎罗在此。△顾长渊拔刀。李必：顾长渊，住手！');
      expect(await textWithoutCarets(p)).not.toContain('张小敬');
      await expect.poll(() => textWithoutCarets(p), wait).toContain('长安城，大雨');
    }
  });
});
