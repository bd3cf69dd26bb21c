import { StorageKeys } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { waitForPath, waitForToast } from '../support/ui';

const EXPIRED_WARNING = '你的登录状态已过期，请重新登录';

// Spec 01 section 8, status 4000: an expired token clears the session and sends the user to /login
// with the warning. Tokens here live about 4 seconds (TOKEN_TTL_DAYS = 0.00005) so expiry is real,
// not simulated.
describe('expired session', () => {
  const story = useStory({ env: { TOKEN_TTL_DAYS: '0.00005' } });

  it('sends a user whose token expired to /login with the warning', async () => {
    const who = await story.api.signInBySms();
    await story.api.createTeam(who, '过期测试剧组');
    expect(who.expire - Date.now()).toBeLessThan(10_000);
    await new Promise((r) => setTimeout(r, Math.max(0, who.expire - Date.now()) + 1_000));
    await expect(story.api.getMyInfo(who.token)).rejects.toThrow(/status 4000/);

    const { page } = await story.signedIn({ who });
    await page.goto('/workBench');
    await waitForToast(page, 'warning', EXPIRED_WARNING);
    await waitForPath(page, /^\/login\?toPath=%2FworkBench/);
    expect(await page.evaluate((k) => localStorage.getItem(k), StorageKeys.token)).toBeNull();
  });
});
