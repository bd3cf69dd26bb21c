import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scriptFixture, wait } from '../editor/support';
import { useStory } from '../support/story';

// Issue 12: the characters view counts the work's script under a character's name and aliases.

const dialogueOf = (page: Page, name: string) =>
  page.locator(`[data-testid="stats-row"][data-name="${name}"] [data-testid="stats-dialogue"]`).textContent();

describe('character statistics', () => {
  const story = useStory();

  it('lists a character added in the view and counts its lines under every alias', async () => {
    const fx = await scriptFixture(story);
    const p = (block: string, text: string) => `<p data-block="${block}">${text}</p>`;
    await story.api.call('PUT', '/ixj_web/project/doc/update_version', {
      token: fx.owner.token,
      body: {
        doc_id: fx.docId,
        version: 0,
        content: [
          p('scene', '1-1 日 内 会议室'),
          p('characters', '人物：小明、王秘书'),
          p('dialogue', '小明：开会。'),
          p('dialogue', '明哥：都坐。'),
          p('dialogue', '王秘书：陈总，人到齐了。'),
        ].join(''),
      },
    });
    const { page } = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await page.goto(`/workDetail/${fx.workId}/SCRIPT/conception?idea=characters`);
    await page.getByTestId('characters-view').waitFor(wait);
    // Before 明哥 is known as 小明, the script's speakers are counted apart.
    await expect.poll(() => dialogueOf(page, '明哥'), wait).toBe('1');

    await page.getByTestId('character-name').fill('小明');
    await page.getByTestId('character-aliases').fill('明哥、陈总');
    await page.getByTestId('character-add').click();
    await page.getByTestId('character-row').filter({ hasText: '小明' }).waitFor(wait);
    await page.getByTestId('stats-refresh').click();
    await expect.poll(() => dialogueOf(page, '小明'), wait).toBe('2');
    expect(await page.locator('[data-testid="stats-row"][data-name="明哥"]').count()).toBe(0);

    await page.getByTestId('stats-mode-heat').click();
    await expect
      .poll(() => page.getByTestId('stats-mode-heat').getAttribute('aria-pressed'), wait)
      .toBe('true');
  });
});
