import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  caretToEnd,
  editorText,
  highlighted,
  scriptFixture,
  selectWords,
  textWithoutCarets,
  wait,
  waitSynced,
} from '../editor/support';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';

// Issue 12, the 构思 entry of the producer menu: a producer (Producer only: the idea is read-only for
// them) comments on an idea document from /workDetail/{id}/SCRIPT/supervise?view=conception; the
// idea's writer (EditIdeas) sees it live on the conception page, replies, types before it and
// accepts a suggestion. Real relay and Chromium.

/** A comment on `words`, through the sidebar. */
async function comment(page: Page, words: string, content: string, suggestion?: string) {
  await expect.poll(() => selectWords(page, words), wait).toBe(true);
  await expect.poll(() => page.getByTestId('review-selection').textContent(), wait).toContain(words);
  await page.getByTestId('review-new-content').fill(content);
  if (suggestion !== undefined) {
    await page.getByTestId('review-suggest').check();
    await page.getByTestId('review-suggestion').fill(suggestion);
  }
  await page.getByTestId('review-submit').click();
}

describe('supervisor comments on idea documents', () => {
  const story = useStory();

  it('a producer comments on an idea from the 构思 entry; the writer sees it live, replies, types on, accepts a suggestion', async () => {
    const fx = await scriptFixture(story);
    const writerWho = await fx.member(['EditIdeas']);
    const producerWho = await fx.member(['Producer']);
    const { idea_id: ideaId } = await story.api.call<{ idea_id: string }>(
      'POST',
      '/ixj_web/project/idea/add',
      {
        token: writerWho.token,
        body: { project_id: fx.workId, doc_type: 2, idea_name: '方案一', edit_type: 1 },
      },
    );

    // The writer writes the idea on the conception page.
    const writer = await story.signedIn({ who: writerWho, teamId: fx.teamId });
    await writer.page.goto(`/workDetail/${fx.workId}/SCRIPT/conception?idea=${ideaId}`);
    await writer.page.getByTestId('idea-editor').waitFor(wait);
    await waitSynced(writer.page);
    await caretToEnd(writer.page);
    await writer.page.keyboard.type('双线叙事。');
    await writer.page.keyboard.press('Enter');
    await writer.page.keyboard.type('明线查案，暗线夺权。');
    await waitSynced(writer.page);

    // The producer opens the 构思 entry: the idea read-only, with the comment sidebar.
    const producer = await story.signedIn({ who: producerWho, teamId: fx.teamId });
    await producer.page.goto(`/workDetail/${fx.workId}/SCRIPT/supervise?view=conception&idea=${ideaId}`);
    await producer.page.getByTestId('review-sidebar').waitFor(wait);
    await expect.poll(() => editorText(producer.page), wait).toContain('暗线夺权');
    await waitSynced(producer.page);
    expect(await producer.page.getByTestId('script-editor').getAttribute('contenteditable')).toBe('false');

    // A comment: the writer sees the thread and the highlight without reloading.
    await comment(producer.page, '暗线夺权', '暗线要更早埋伏笔');
    await expect
      .poll(() => writer.page.getByTestId('review-thread-quote').allInnerTexts(), wait)
      .toEqual(['暗线夺权']);
    await expect.poll(() => highlighted(writer.page), wait).toEqual(['暗线夺权']);

    // The writer replies; the producer sees the reply.
    await writer.page.getByTestId('review-reply-input').fill('第一句就带出');
    await writer.page.getByTestId('review-reply-submit').click();
    await expect
      .poll(() => producer.page.getByTestId('review-reply').allInnerTexts(), wait)
      .toEqual([expect.stringContaining('第一句就带出')]);

    // The writer types before the anchor on its line; the highlight stays on the same words.
    await writer.page.locator('[data-testid="script-editor"] p', { hasText: '明线查案' }).click();
    await writer.page.keyboard.press('Home');
    await writer.page.keyboard.type('其一，');
    await expect.poll(() => textWithoutCarets(producer.page), wait).toContain('其一，明线查案，暗线夺权。');
    for (const page of [writer.page, producer.page])
      await expect.poll(() => highlighted(page), wait).toEqual(['暗线夺权']);

    // A suggestion from the producer; the writer accepts it in one click, both editors change.
    await comment(producer.page, '双线叙事', '说清楚是哪两条线', '明暗双线叙事');
    const accept = writer.page.getByTestId('review-accept');
    await accept.waitFor(wait);
    await writer.page.screenshot({ path: path.join(artifactsDir, 'idea-review-writer.png') });
    await accept.click();
    for (const page of [writer.page, producer.page])
      await expect.poll(() => textWithoutCarets(page), wait).toContain('明暗双线叙事。');
    await producer.page.screenshot({ path: path.join(artifactsDir, 'idea-review-producer.png') });

    // The writer folds the sidebar to a rail for width; the highlights stay, and it opens again.
    await writer.page.getByTestId('review-fold').click();
    await expect.poll(() => writer.page.getByTestId('review-unfold').textContent(), wait).toContain('1');
    await expect.poll(() => highlighted(writer.page), wait).toEqual(['暗线夺权']);
    await writer.page.getByTestId('review-unfold').click();
    await writer.page.getByTestId('review-sidebar').waitFor(wait);

    // A card board has no running text: the 构思 entry shows it read-only and says it takes no comments.
    const { idea_id: boardId } = await story.api.call<{ idea_id: string }>(
      'POST',
      '/ixj_web/project/idea/add',
      {
        token: writerWho.token,
        body: { project_id: fx.workId, doc_type: 2, idea_name: '方案二', edit_type: 2 },
      },
    );
    await producer.page.goto(`/workDetail/${fx.workId}/SCRIPT/supervise?view=conception&idea=${boardId}`);
    await producer.page.getByTestId('card-board').waitFor(wait);
    await producer.page.getByTestId('idea-no-comments').waitFor(wait);
    expect(await producer.page.getByTestId('review-sidebar').count()).toBe(0);
    const { list } = await story.api.call<{
      list: { kind: string; quote: string; resolved: boolean; suggestion: { state: string } | null }[];
    }>('GET', '/ixj_web/works/comment/list', {
      token: producerWho.token,
      query: { doc_id: ideaId, kind: 'idea', status: 'all' },
    });
    expect(list.map((t) => [t.kind, t.resolved, t.suggestion?.state ?? ''])).toEqual([
      ['idea', false, ''],
      ['idea', true, 'accepted'],
    ]);
    expect(list[0]?.quote).toBe('暗线夺权');
  });
});
