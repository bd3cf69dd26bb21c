import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import {
  caretToEnd,
  editorText,
  openEditor,
  primeServiceWorker,
  producerSeesOwnerLine,
  scriptFixture,
  serverText,
  syncText,
  twoWritersEditing,
  wait,
  waitSynced,
} from './support';

// Issue 4: y-indexeddb keeps the document and the service worker keeps the app shell, so a writer can
// reload the editor with no network, keep writing, and have everything merge on reconnect.
describe('script editor: offline', () => {
  const story = useStory({}, { serviceWorkers: 'allow' });

  it('a writer goes offline, reloads, writes, comes back, and both sides hold the merged text', async () => {
    const { fx, a, b } = await twoWritersEditing(story);
    await caretToEnd(a.page);
    await a.page.keyboard.type('第一场的开头。');
    await expect.poll(() => editorText(b.page), wait).toContain('第一场的开头。');

    // The service worker is installed and controls the page; one online reload lets it keep the
    // page and the reads the editor needs.
    await primeServiceWorker(b.page);
    await waitSynced(b.page);

    await b.context.setOffline(true);
    await b.page.reload();
    await b.page.getByTestId('script-editor').waitFor({ state: 'visible', timeout: wait.timeout });
    await expect.poll(() => editorText(b.page), wait).toContain('第一场的开头。');
    await expect.poll(() => syncText(b.page), wait).toContain('离线');
    await caretToEnd(b.page);
    await b.page.keyboard.press('Enter');
    await b.page.keyboard.type('离线时写下的一句。');
    await expect.poll(() => syncText(b.page), wait).toContain('仅保存在本地');
    // Meanwhile the owner keeps writing online.
    await caretToEnd(a.page);
    await a.page.keyboard.press('Enter');
    await a.page.keyboard.type('在线时写下的一句。');
    await waitSynced(a.page);
    expect(await editorText(a.page)).not.toContain('离线时写下的一句。');

    await b.context.setOffline(false);
    for (const page of [a.page, b.page]) {
      await expect.poll(() => editorText(page), wait).toContain('离线时写下的一句。');
      await expect.poll(() => editorText(page), wait).toContain('在线时写下的一句。');
    }
    await waitSynced(b.page);
    await expect
      .poll(() => serverText(story, fx.owner.token, fx.docId), wait)
      .toSatisfy((t: string) => t.includes('离线时写下的一句') && t.includes('在线时写下的一句'));
  });

  it('a reader cannot type offline into a document they may not edit', async () => {
    const { fx, a, p } = await producerSeesOwnerLine(story, '只有作者能改。');
    await primeServiceWorker(p.page);
    await expect.poll(() => editorText(p.page), wait).toContain('只有作者能改。');

    await p.context.setOffline(true);
    await p.page.reload();
    await p.page.getByTestId('script-editor').waitFor({ state: 'visible', timeout: wait.timeout });
    await expect.poll(() => editorText(p.page), wait).toContain('只有作者能改。');
    await p.page.getByTestId('read-only').waitFor({ state: 'visible', timeout: wait.timeout });
    expect(await p.page.getByTestId('script-editor').getAttribute('contenteditable')).toBe('false');
    await p.page.getByTestId('script-editor').click();
    await p.page.keyboard.type('离线偷改');
    expect(await editorText(p.page)).not.toContain('离线偷改');

    await p.context.setOffline(false);
    await a.page.keyboard.type('作者又写一句。');
    await expect.poll(() => editorText(p.page), wait).toContain('作者又写一句。');
    expect(await serverText(story, fx.owner.token, fx.docId)).not.toContain('离线偷改');
  });

  it('signing out forgets the API answers kept for offline use', async () => {
    const fx = await scriptFixture(story);
    const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await openEditor(a.page, fx.docId);
    await primeServiceWorker(a.page);
    await waitSynced(a.page);
    // A string: the tests' TypeScript has no DOM lib.
    const readsCached = () => a.page.evaluate<boolean>("caches.has('juzuo-reads')");
    expect(await readsCached()).toBe(true);
    await a.page.goto(`${story.url}/workBench`);
    await a.page.getByTestId('user-menu').click();
    await a.page.getByTestId('logout').click();
    await expect.poll(readsCached, wait).toBe(false);
  });
});
