import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textWithoutCarets, wait } from '../editor/support';
import { twoWritersWithAi, useAiStory } from '../support/ai';
import { artifactsDir } from '../support/paths';

// Issue 15, AI proofreading in the script editor's AI panel, on the real product with LLM_BASE_URL at
// the OpenAI-compatible double (its proofreader knows a few typos and answers in a ```json fence):
// the writer checks the episode, accepts one correction, ignores the other, and the rest of the
// text stays as it was, for the writer and a second writer alike.

const ai = await useAiStory('13615009101');
const SCRIPT = '<p>1-1 夜 外 长安城</p><p>张小敬：五尊阎罗在次出现，他以经来了。</p><p>△众人退后。</p>';

describe('AI proofreading in the script editor', () => {
  it('lists the corrections and accepts one through the relay while the rest of the text stays intact', async () => {
    const { writer, other } = await twoWritersWithAi(ai, SCRIPT, '他以经来了');
    const page = writer.page;
    await page.getByTestId('ai-chat-toggle').click();
    await page.getByTestId('ai-proofread-run').click();
    const items = page.getByTestId('ai-proofread-item');
    await expect.poll(() => items.count(), wait).toBe(2);
    expect(await items.nth(0).textContent()).toContain('在次→再次');
    expect(await items.nth(1).textContent()).toContain('以经→已经');
    // Nothing changes before the writer accepts.
    expect(await textWithoutCarets(page)).toContain('五尊阎罗在次出现');

    await items.nth(0).getByTestId('ai-proofread-accept').click();
    await expect.poll(() => items.nth(0).getAttribute('data-state'), wait).toBe('accepted');
    await items.nth(1).getByTestId('ai-proofread-ignore').click();
    expect(await items.nth(1).getAttribute('data-state')).toBe('ignored');
    for (const p of [page, other.page]) {
      await expect.poll(() => textWithoutCarets(p), wait).toContain('张小敬：五尊阎罗再次出现，他以经来了。');
      expect(await textWithoutCarets(p)).toContain('众人退后。');
      expect(await textWithoutCarets(p)).not.toContain('在次');
    }
    await page.screenshot({ path: path.join(artifactsDir, 'ai-proofread.png') });
  });
});
