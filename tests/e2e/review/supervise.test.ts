import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
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

// Issue 12, supervisor review: a writer and a producer (Producer only: the script is read-only for
// them) side by side on /workDetail/{id}/SCRIPT/supervise, real relay and Chromium.

const SCRIPT =
  '<p>第一场 长安城 夜</p><p>张小敬：五尊阎罗在此，谁敢动我的人。</p><p>李必：十二时辰之内，必须找到狼卫。</p>';

/** The threads as comment/list answers them. */
async function threads(story: ReturnType<typeof useStory>, token: string, docId: string) {
  const { list } = await story.api.call<{
    list: { content: string; quote: string; start: number; detached: boolean }[];
  }>('GET', '/ixj_web/works/comment/list', { token, query: { doc_id: docId, status: 'all' } });
  return list;
}

/** A comment on `words`, through the sidebar. */
async function comment(page: Page, words: string, content: string, suggestion?: string, append = false) {
  await expect.poll(() => selectWords(page, words), wait).toBe(true);
  await expect.poll(() => page.getByTestId('review-selection').textContent(), wait).toContain(words);
  const box = page.getByTestId('review-new-content');
  await box.fill(append ? `${await box.inputValue()}${content}` : content);
  if (suggestion !== undefined) {
    await page.getByTestId('review-suggest').check();
    await page.getByTestId('review-suggestion').fill(suggestion);
  }
  await page.getByTestId('review-submit').click();
}

describe('supervisor review', () => {
  const story = useStory();

  it('a producer comments on selected words; the writer sees it live, replies, types before it, accepts a suggestion', async () => {
    const fx = await scriptFixture(story);
    const writerWho = await fx.member(['WriteWork']);
    const producerWho = await fx.member(['Producer']);
    await story.api.call('PUT', '/ixj_web/project/doc/update_version', {
      token: fx.owner.token,
      body: { doc_id: fx.docId, content: SCRIPT },
    });
    const writer = await story.signedIn({ who: writerWho, teamId: fx.teamId });
    const producer = await story.signedIn({ who: producerWho, teamId: fx.teamId });
    const url = `/workDetail/${fx.workId}/SCRIPT/supervise?doc=${fx.docId}`;
    for (const v of [writer, producer]) {
      await v.page.goto(url);
      await v.page.getByTestId('review-sidebar').waitFor(wait);
      await expect.poll(() => editorText(v.page), wait).toContain('谁敢动我的人');
      await waitSynced(v.page);
    }
    // The producer reads the script (no typing) but comments.
    expect(await producer.page.getByTestId('script-editor').getAttribute('contenteditable')).toBe('false');

    // The producer selects words and comments; the writer sees the thread and the highlight.
    // ... and @mentions the writer with the member button: a message in the writer's message centre.
    const writerName = (await story.api.getMyInfo(writerWho.token)).name;
    await expect.poll(() => selectWords(producer.page, '五尊阎罗'), wait).toBe(true);
    await producer.page.getByTestId('review-new-content').waitFor(wait);
    await producer.page.getByTestId('review-mentions').getByText(`@${writerName}`).click();
    await comment(producer.page, '五尊阎罗', '气势再足一点', undefined, true);
    await expect
      .poll(async () => {
        const { list } = await story.api.call<{ list: { type: string; content: string }[] }>(
          'GET',
          '/ixj_web/message/list',
          { token: writerWho.token, query: {} },
        );
        return list.some((m) => m.type === 'mention' && m.content.includes('气势再足一点'));
      }, wait)
      .toBe(true);
    await expect
      .poll(() => writer.page.getByTestId('review-thread-quote').allInnerTexts(), wait)
      .toEqual(['五尊阎罗']);
    await expect.poll(() => highlighted(writer.page), wait).toEqual(['五尊阎罗']);

    // The writer replies; the producer sees the reply.
    await writer.page.getByTestId('review-reply-input').fill('改成“阎罗在此”？');
    await writer.page.getByTestId('review-reply-submit').click();
    await expect
      .poll(() => producer.page.getByTestId('review-reply').allInnerTexts(), wait)
      .toEqual([expect.stringContaining('改成“阎罗在此”？')]);

    // The writer keeps typing before the anchor on its line, also through an IME composition.
    await writer.page.locator('[data-testid="script-editor"] p', { hasText: '张小敬' }).click();
    await expect.poll(() => selectWords(writer.page, '张小敬', true), wait).toBe(true);
    await writer.page.keyboard.type('【怒】');
    const cdp = await writer.context.newCDPSession(writer.page);
    await cdp.send('Input.imeSetComposition', { text: 'nu', selectionStart: 2, selectionEnd: 2 });
    await cdp.send('Input.imeSetComposition', { text: '怒吼', selectionStart: 2, selectionEnd: 2 });
    await cdp.send('Input.insertText', { text: '怒吼' });
    await expect.poll(() => textWithoutCarets(producer.page), wait).toContain('【怒】怒吼张小敬：五尊阎罗');
    for (const page of [writer.page, producer.page])
      await expect.poll(() => highlighted(page), wait).toEqual(['五尊阎罗']);
    await expect
      .poll(
        async () => (await threads(story, fx.owner.token, fx.docId)).map((t) => [t.quote, t.detached]),
        wait,
      )
      .toEqual([['五尊阎罗', false]]);

    // A suggestion: the producer proposes new words; the writer accepts it in one click.
    await comment(producer.page, '谁敢动我的人', '更口语', '谁敢动他们');
    const accept = writer.page.getByTestId('review-accept');
    await accept.waitFor(wait);
    await writer.page.screenshot({ path: path.join(artifactsDir, 'supervise-writer.png') });
    await accept.click();
    for (const page of [writer.page, producer.page])
      await expect.poll(() => textWithoutCarets(page), wait).toContain('五尊阎罗在此，谁敢动他们。');
    await producer.page.screenshot({ path: path.join(artifactsDir, 'supervise-producer.png') });

    // The producer writes down the interpretation in a review document; members read it.
    await producer.page.getByTestId('review-pane-producer').click();
    await producer.page.getByTestId('producer-doc-title').fill('第一轮审读');
    await producer.page.getByTestId('producer-doc-add').click();
    await producer.page.getByTestId('producer-doc-content').fill('开场钩子偏弱。\n张小敬的动机要早点交代。');
    await producer.page.getByTestId('producer-doc-save').click();
    await expect
      .poll(async () => {
        const { list } = await story.api.call<{ list: { producer_id: string; title: string }[] }>(
          'GET',
          '/ixj_web/works/producers',
          { token: writerWho.token, query: { project_id: fx.workId } },
        );
        const first = list[0];
        if (!first) return '';
        const detail = await story.api.call<{ content: string }>('GET', '/ixj_web/works/producer', {
          token: writerWho.token,
          query: { producer_id: first.producer_id },
        });
        return `${first.title}:${detail.content}`;
      }, wait)
      .toBe('第一轮审读:<p>开场钩子偏弱。</p><p>张小敬的动机要早点交代。</p>');
  });
});
