import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';
import {
  caretToEnd,
  editorText,
  openEditor,
  producerSeesOwnerLine,
  scriptFixture,
  serverText,
  syncText,
  twoWritersEditing,
  wait,
  waitSynced,
} from './support';

// Issue 4: the collaborative script editor, with real users, the real relay and real Chromium.
describe('script editor: collaboration', () => {
  const story = useStory();

  it('two writers type into one script at once and see each other’s text and carets', async () => {
    const { fx, writer, a, b } = await twoWritersEditing(story);
    const ownerName = (await story.api.getMyInfo(fx.owner.token)).name;
    const writerName = (await story.api.getMyInfo(writer.token)).name;

    // The owner writes a scene with the element keys: scene -> Enter -> 人物 -> Enter -> action.
    await a.page.getByTestId('script-editor').click();
    await a.page.keyboard.press('Control+Alt+1'); // 场景 in one step
    await a.page.keyboard.type('日 内 客栈大堂');
    await a.page.keyboard.press('Enter');
    await a.page.keyboard.type('人物：林秋、掌柜');
    await a.page.keyboard.press('Enter');
    await expect
      .poll(() => a.page.getByTestId('block-picker').getAttribute('data-value'), wait)
      .toBe('action');
    // The typed 人物 label shows once: the line's drawn label steps aside for it.
    const characters = a.page.locator('[data-testid="script-editor"] p[data-block="characters"]');
    await expect
      .poll(
        () =>
          characters.evaluate((p) => p.ownerDocument.defaultView?.getComputedStyle(p, '::before').content),
        wait,
      )
      .toBe('none');
    await a.page.keyboard.type('林秋推门而入。');

    // The writer starts a line of their own at the end.
    await expect.poll(() => editorText(b.page), wait).toContain('林秋推门而入。');
    await caretToEnd(b.page);
    await b.page.keyboard.press('Enter');
    await b.page.keyboard.type('窗外传来');
    await expect.poll(() => editorText(a.page), wait).toContain('窗外传来');

    // Both type at the same time: the owner opens dialogue after the action line while the writer
    // goes on with their line.
    await a.page.locator('[data-testid="script-editor"] p', { hasText: '林秋推门而入' }).click();
    await a.page.keyboard.press('End');
    await Promise.all([
      (async () => {
        await a.page.keyboard.press('Enter');
        await a.page.keyboard.press('Tab'); // action -> dialogue
        await a.page.keyboard.type('林');
        // A known character name autocompletes; Tab accepts it with the colon.
        await a.page.getByTestId('name-suggestion').waitFor({ state: 'visible', timeout: wait.timeout });
        await a.page.keyboard.press('Tab');
        await a.page.keyboard.type('（压低声音）别出声。');
      })(),
      b.page.keyboard.type('马蹄声。', { delay: 30 }),
    ]);

    for (const page of [a.page, b.page]) {
      await expect.poll(() => editorText(page), wait).toContain('林秋：（压低声音）别出声。');
      await expect.poll(() => editorText(page), wait).toContain('窗外传来马蹄声。');
      // The scene number is computed from the document name 第1集.
      await expect.poll(() => page.getByTestId('scene-number').first().textContent(), wait).toBe('1-1');
      await expect.poll(() => page.getByTestId('outline-scene').count(), wait).toBe(1);
    }
    // Each sees the other's caret with their name, and the other in the presence bar.
    await expect.poll(() => a.page.getByTestId('remote-caret').allInnerTexts(), wait).toContain(writerName);
    await expect.poll(() => b.page.getByTestId('remote-caret').allInnerTexts(), wait).toContain(ownerName);
    await expect.poll(() => b.page.getByTestId('presence-user').count(), wait).toBe(1);
    await expect.poll(() => b.page.getByTestId('word-count').textContent(), wait).not.toBe('0');
    // The outline pane jumps to a scene: the caret lands in the heading.
    await a.page.getByTestId('outline-scene').first().click();
    await expect
      .poll(() => a.page.getByTestId('block-picker').getAttribute('data-value'), wait)
      .toBe('scene');
    // Follow a collaborator: the presence entry turns into the followed one.
    await b.page.getByTestId('presence-user').click();
    await expect
      .poll(() => b.page.getByTestId('presence-user').getAttribute('data-following'), wait)
      .toBe('true');
    await a.page.screenshot({ path: path.join(artifactsDir, 'editor-two-writers.png') });

    // The server holds the merged text (doc/detail reflects edits within 5 s of the last keystroke).
    await expect
      .poll(
        async () =>
          (
            await story.api.call<{ text: string }>('GET', '/ixj_web/project/doc/detail', {
              token: fx.owner.token,
              query: { doc_id: fx.docId },
            })
          ).text,
        wait,
      )
      .toSatisfy((t: string) => t.includes('别出声') && t.includes('窗外传来马蹄声'));
    expect(await syncText(a.page)).toContain('已同步');
  });

  it('a producer without WriteWork sees the script read-only', async () => {
    const { a, p } = await producerSeesOwnerLine(story, '原有的一行字。');
    await p.page.getByTestId('read-only').waitFor({ state: 'visible', timeout: wait.timeout });
    expect(await p.page.getByTestId('script-editor').getAttribute('contenteditable')).toBe('false');
    await p.page.getByTestId('script-editor').click();
    await p.page.keyboard.type('制片偷偷改一句');
    await a.page.keyboard.type('作者继续写。');
    await expect.poll(() => editorText(p.page), wait).toContain('作者继续写。');
    expect(await editorText(p.page)).not.toContain('制片偷偷改一句');
    expect(await editorText(a.page)).not.toContain('制片偷偷改一句');
  });

  it('a writer demoted while the script is open becomes read-only, and promoted again can write', async () => {
    const fx = await scriptFixture(story);
    const writer = await fx.member(['WriteWork']);
    const w = await story.signedIn({ who: writer, teamId: fx.teamId });
    await openEditor(w.page, fx.docId);
    await waitSynced(w.page);
    expect(await w.page.getByTestId('script-editor').getAttribute('contenteditable')).toBe('true');

    const setPermissions = (permissions: string[]) =>
      story.api.call('PUT', '/ixj_web/project/member', {
        token: fx.owner.token,
        body: { project_id: fx.workId, user_id: writer.userId, permissions },
      });
    await setPermissions(['Producer']);
    await w.page.getByTestId('read-only').waitFor({ state: 'visible', timeout: wait.timeout });
    expect(await w.page.getByTestId('script-editor').getAttribute('contenteditable')).toBe('false');

    await setPermissions(['WriteWork']);
    await expect.poll(() => w.page.getByTestId('read-only').count(), wait).toBe(0);
    await caretToEnd(w.page);
    await w.page.keyboard.type('恢复写作权限后的一句。');
    await waitSynced(w.page);
    await expect
      .poll(() => serverText(story, fx.owner.token, fx.docId), wait)
      .toContain('恢复写作权限后的一句。');
  });
});
