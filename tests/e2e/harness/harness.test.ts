import { StorageKeys } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';

// The harness itself: the real start entry serves the built web app and the API on one origin, and a
// user signed in through the API is signed in inside a fresh browser profile.
describe('e2e harness', () => {
  const story = useStory();

  it('serves the web app with the runtime config on one origin', async () => {
    const res = await fetch(`${story.url}/`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('window.__JUZUO_CONFIG__');
    expect(html).toContain('<base href="/">');
    const health = await fetch(`${story.url}/healthz`);
    expect(await health.json()).toMatchObject({ status: 0 });
  });

  it('puts an API sign-in into a fresh browser profile', async () => {
    const { page, who } = await story.signedIn();
    await page.goto('/');
    const token = await page.evaluate((key) => localStorage.getItem(key), StorageKeys.token);
    expect(token).toBe(who.token);
    const me = await story.api.getMyInfo(who.token);
    expect(me.user_id).toBe(who.userId);
    // A second profile shares nothing with the first.
    const other = await story.visitor();
    await other.page.goto('/');
    expect(await other.page.evaluate((key) => localStorage.getItem(key), StorageKeys.token)).toBeNull();
  });
});
