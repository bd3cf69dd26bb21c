import { describe, expect, it } from 'vitest';
import { newPhone } from '../support/api';
import { useStory } from '../support/story';
import { waitForLoginMode } from '../support/ui';

// Issue 10 defect 1: after 获取验证码 the button stayed at 重新获取(60s), disabled, forever.
describe('SMS resend', () => {
  const story = useStory();

  it('counts down from 60 to 0 and offers 重新获取 again (browser clock run forward)', async () => {
    const { page } = await story.visitor();
    await page.clock.install();
    await page.goto('/login');
    await waitForLoginMode(page, 'Phone');
    await page.getByTestId('phone-input').fill(newPhone());
    const button = page.getByTestId('get-code-button');
    await button.click();
    await expect.poll(() => button.textContent()).toMatch(/^重新获取\(60s\)$/);
    expect(await button.isDisabled()).toBe(true);
    await page.clock.runFor(1_500);
    await expect.poll(() => button.textContent()).toMatch(/^重新获取\(59s\)$/);
    await page.clock.runFor(30_000);
    await expect.poll(() => button.textContent()).toMatch(/^重新获取\(2\ds\)$/);
    await page.clock.runFor(30_000);
    await expect.poll(() => button.textContent()).toBe('重新获取');
    expect(await button.isEnabled()).toBe(true);
    // And a resend starts a new countdown (the server's own wait, since the real clock barely moved).
    await button.click();
    await expect.poll(() => button.textContent()).toMatch(/^重新获取\(\d+s\)$/);
    expect(await button.isDisabled()).toBe(true);
  });
});
