import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { waitForLoginMode, waitForPath, waitForToast } from '../support/ui';

// Spec 02 "User" / personal settings: a signed-in user sets a password from /member/setting (the
// popup's SetPassword mode), with the validation rules of spec 01 section 5, then signs in with it.
describe('set password from personal settings', () => {
  const story = useStory();

  it('checks the rules, saves the password, and the password signs in', async () => {
    const who = await story.api.signInBySms();
    await story.api.createTeam(who, '设置测试剧组');
    const { page } = await story.signedIn({ who });
    await page.goto('/member/setting');
    await waitForPath(page, '/member/setting');

    await page.getByTestId('security-password').click();
    await waitForLoginMode(page, 'SetPassword');
    // Letters only: the rule message, and nothing is saved.
    await page.getByTestId('new-password-input').fill('abcdefgh');
    await page.getByTestId('confirm-password-input').fill('abcdefgh');
    await page.getByTestId('set-password-submit').click();
    await page.getByText('密码需包含数字和字母，长度为8-16位').first().waitFor({ state: 'visible' });
    // Two different entries.
    await page.getByTestId('new-password-input').fill('abcd1234');
    await page.getByTestId('confirm-password-input').fill('abcd12345');
    await page.getByTestId('set-password-submit').click();
    await page.getByText('两次输入密码不一致').first().waitFor({ state: 'visible' });
    expect((await story.api.getMyInfo(who.token)).has_password).toBe('0');

    await page.getByTestId('confirm-password-input').fill('abcd1234');
    await page.getByTestId('set-password-submit').click();
    await waitForToast(page, 'success', '密码设置成功');
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    expect((await story.api.getMyInfo(who.token)).has_password).toBe('1');
    const again = await story.api.signInByPassword(who.phone, 'abcd1234');
    expect(again.userId).toBe(who.userId);
  });
});
