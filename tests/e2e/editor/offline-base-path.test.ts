import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import {
  caretToEnd,
  editorText,
  openEditor,
  primeServiceWorker,
  type SwNavigator,
  scriptFixture,
  serverText,
  syncText,
  wait,
  waitSynced,
} from './support';

const BASE = '/juzuo';

// The same build served under a runtime base path: the service worker lives at <base>/sw.js with that
// scope, and the shell it kept still loads (with its <base href> and config) without network.
describe('script editor: offline under a base path', () => {
  const story = useStory({ env: { BASE_PATH: `${BASE}/` } }, { serviceWorkers: 'allow' });

  it('reloads the editor offline under /juzuo/ and syncs the offline text afterwards', async () => {
    const fx = await scriptFixture(story);
    const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
    await openEditor(a.page, fx.docId, BASE);
    await waitSynced(a.page);
    await caretToEnd(a.page);
    await a.page.keyboard.type('上线前的一句。');
    await waitSynced(a.page);
    await primeServiceWorker(a.page);
    expect(
      await a.page.evaluate(() => (navigator as unknown as SwNavigator).serviceWorker.controller?.scriptURL),
    ).toMatch(new RegExp(`${BASE}/sw\\.js$`));

    await a.context.setOffline(true);
    await a.page.reload();
    await a.page.getByTestId('script-editor').waitFor({ state: 'visible', timeout: wait.timeout });
    expect(new URL(a.page.url()).pathname).toBe(`${BASE}/editor/edit/${fx.docId}`);
    await expect.poll(() => editorText(a.page), wait).toContain('上线前的一句。');
    await caretToEnd(a.page);
    await a.page.keyboard.type('断网后的一句。');
    await expect.poll(() => syncText(a.page), wait).toContain('仅保存在本地');

    await a.context.setOffline(false);
    await waitSynced(a.page);
    await expect.poll(() => serverText(story, fx.owner.token, fx.docId), wait).toContain('断网后的一句。');
  });
});
