import { StorageKeys } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { newPhone } from '../support/api';
import { useStory } from '../support/story';
import { waitForLoginMode, waitForPath, waitForToast } from '../support/ui';

// Spec 01 sections 2.6 and 4: a newcomer signs in by SMS (agreeing to the terms first), is offered a
// password once, signs out, and signs back in with that password.
describe('first sign-in by SMS', () => {
  const story = useStory();
  const password = 'juzuo2026a';

  it('asks for the agreement, creates the account, offers a password, then signs out and in by password', async () => {
    const { page } = await story.visitor();
    const phone = newPhone();

    // A visitor who wants the workbench is sent to /login, which remembers where they were going.
    await page.goto('/workBench');
    await waitForPath(page, `/login?toPath=${encodeURIComponent('/workBench')}`);
    await waitForLoginMode(page, 'Phone');

    await page.getByTestId('phone-input').fill(phone);
    await page.getByTestId('get-code-button').click();
    await expect
      .poll(() => page.getByTestId('get-code-button').textContent(), { timeout: 10_000 })
      .toMatch(/重新获取\(\d+s\)/);
    const code = await story.api.readOutbox(phone);
    await page.getByTestId('code-input').fill(code);

    // The terms box is not ticked: signing in first asks for the agreement.
    await page.getByTestId('login-button').click();
    const agreement = page.getByTestId('agreement-dialog');
    await agreement.waitFor({ state: 'visible' });
    expect(await agreement.textContent()).toContain('服务协议及隐私保护');
    await page.getByTestId('agreement-agree').click();

    // Signed in; a fresh SMS account has no password, so the popup offers one (once).
    await waitForToast(page, 'success', '登录成功');
    await waitForLoginMode(page, 'SetPasswordFirst');
    expect(await page.evaluate((k) => localStorage.getItem(k), StorageKeys.setPasswordOffered)).toBe('1');
    await page.getByTestId('new-password-input').fill(password);
    await page.getByTestId('confirm-password-input').fill(password);
    await page.getByTestId('set-password-submit').click();
    await waitForToast(page, 'success', '密码设置成功');
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });

    // Back to where they were going; a newcomer without a team is sent on from the workbench to
    // registerWelcome (the stories below check why). Wait for that last stop: a menu opened on the
    // workbench for the moment before the redirect is unmounted with it.
    await waitForPath(page, '/login/registerWelcome');
    await page.getByTestId('team-name-input').waitFor({ state: 'visible' });
    const token = await page.evaluate((k) => localStorage.getItem(k), StorageKeys.token);
    expect(token).toBeTruthy();
    const me = await story.api.getMyInfo(token ?? '');
    expect(me.phone).toBe(phone);
    expect(me.has_password).toBe('1');

    // Sign out from the user menu: the session is gone on the server too.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await waitForToast(page, 'success', '已退出登录');
    await waitForPath(page, '/');
    expect(await page.evaluate((k) => localStorage.getItem(k), StorageKeys.token)).toBeNull();
    await expect(story.api.getMyInfo(token ?? '')).rejects.toThrow(/status 4000/);

    // Sign in again with the password just set (the agreement was accepted in this popup before,
    // but a new popup asks again unless the box is ticked: tick it this time).
    await page.goto('/login');
    await waitForLoginMode(page, 'Phone');
    await page.getByTestId('login-tab-password').click();
    await waitForLoginMode(page, 'Password');
    await page.getByTestId('phone-input').fill(phone);
    await page.getByTestId('password-input').fill(password);
    await page.getByTestId('agreement-checkbox').check();
    await page.getByTestId('login-button').click();
    await waitForToast(page, 'success', '登录成功');
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    const again = await page.evaluate((k) => localStorage.getItem(k), StorageKeys.token);
    expect(again).toBeTruthy();
    expect(again).not.toBe(token);
    expect((await story.api.getMyInfo(again ?? '')).user_id).toBe(me.user_id);
  });

  it('offers the password only once per browser, even when skipped', async () => {
    const { page } = await story.visitor();
    const signInBySmsInUi = async (phone: string) => {
      await page.goto('/login');
      await waitForLoginMode(page, 'Phone');
      await page.getByTestId('phone-input').fill(phone);
      await page.getByTestId('get-code-button').click();
      // The code request can take over a second on a busy machine (the poll's default timeout).
      await expect
        .poll(() => page.getByTestId('get-code-button').textContent(), { timeout: 10_000 })
        .toMatch(/重新获取/);
      await page.getByTestId('code-input').fill(await story.api.readOutbox(phone));
      await page.getByTestId('agreement-checkbox').check();
      await page.getByTestId('login-button').click();
      await waitForToast(page, 'success', '登录成功');
    };

    await signInBySmsInUi(newPhone());
    await waitForLoginMode(page, 'SetPasswordFirst');
    await page.getByTestId('set-password-skip').click();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    // Signed in without a team: the workbench sends the newcomer on to registerWelcome. Open the
    // menu there, not on the workbench that is about to be replaced (CI once clicked in between).
    await waitForPath(page, '/login/registerWelcome');
    await page.getByTestId('team-name-input').waitFor({ state: 'visible' });
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await waitForPath(page, '/');

    // The offer is a flag of this browser: another password-less account signing in here is not
    // asked again.
    const second = newPhone();
    await signInBySmsInUi(second);
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    const token = await page.evaluate((k) => localStorage.getItem(k), StorageKeys.token);
    const me = await story.api.getMyInfo(token ?? '');
    expect(me.phone).toBe(second);
    expect(me.has_password).toBe('0');
  });

  it('sends a newcomer without a team from the workbench to registerWelcome', async () => {
    const { page } = await story.signedIn();
    await page.goto('/workBench');
    await waitForPath(page, '/login/registerWelcome');
    await page.getByTestId('team-name-input').waitFor({ state: 'visible' });
  });

  it('sends a newcomer who just signed in on /login to registerWelcome', async () => {
    const { page } = await story.visitor({ [StorageKeys.setPasswordOffered]: '1' });
    const phone = newPhone();
    await page.goto('/login?toPath=%2FworkBench');
    await waitForLoginMode(page, 'Phone');
    await page.getByTestId('phone-input').fill(phone);
    await page.getByTestId('get-code-button').click();
    await expect
      .poll(() => page.getByTestId('get-code-button').textContent(), { timeout: 10_000 })
      .toMatch(/重新获取/);
    await page.getByTestId('code-input').fill(await story.api.readOutbox(phone));
    await page.getByTestId('agreement-checkbox').check();
    await page.getByTestId('login-button').click();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    await waitForPath(page, '/login/registerWelcome');
  });

  it('sends a newcomer to registerWelcome also after setting the offered password', async () => {
    const { page } = await story.visitor();
    const phone = newPhone();
    await page.goto('/login?toPath=%2FworkBench');
    await waitForLoginMode(page, 'Phone');
    await page.getByTestId('phone-input').fill(phone);
    await page.getByTestId('get-code-button').click();
    await expect
      .poll(() => page.getByTestId('get-code-button').textContent(), { timeout: 10_000 })
      .toMatch(/重新获取/);
    await page.getByTestId('code-input').fill(await story.api.readOutbox(phone));
    await page.getByTestId('agreement-checkbox').check();
    await page.getByTestId('login-button').click();
    await waitForLoginMode(page, 'SetPasswordFirst');
    await page.getByTestId('new-password-input').fill(password);
    await page.getByTestId('confirm-password-input').fill(password);
    await page.getByTestId('set-password-submit').click();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    await waitForPath(page, '/login/registerWelcome');
  });
});
