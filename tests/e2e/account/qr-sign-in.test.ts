import { StorageKeys, type TQrSession } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { waitForLoginMode, waitForPath, waitForToast } from '../support/ui';

// Spec 01 section 4 "QR sign-in": the QR on the login popup encodes a confirmation URL on this origin;
// a user signed in on another device opens it and confirms, and the waiting browser is signed in as
// that user.
describe('QR sign-in', () => {
  const story = useStory();

  it('signs in a browser once a signed-in second browser confirms the QR', async () => {
    // The phone: already signed in (and in a team), opens whatever the QR says.
    const owner = await story.api.signInBySms();
    await story.api.createTeam(owner, '扫码测试剧组');
    const phone = await story.signedIn({ who: owner });

    // The desktop: a fresh browser on the login popup's QR tab.
    const desktop = await story.visitor();
    const sessionAnswer = desktop.page.waitForResponse((r) =>
      r.url().includes('/ixj_shared/wx_login/start_session'),
    );
    await desktop.page.goto('/login?toPath=%2FworkBench');
    await waitForLoginMode(desktop.page, 'Phone');
    await desktop.page.getByTestId('agreement-checkbox').check();
    await desktop.page.getByTestId('login-tab-qrcode').click();
    await waitForLoginMode(desktop.page, 'QRCode');

    const qr = desktop.page.getByTestId('qr-image');
    await qr.waitFor({ state: 'visible' });
    const qrUrl = (await qr.getAttribute('data-url')) ?? '';
    const started = (await (await sessionAnswer).json()) as { status: number; data: TQrSession };
    expect(started.status).toBe(0);
    // The QR is a confirmation page on this very origin, carrying a key (not the polling key).
    const target = new URL(qrUrl);
    expect(target.origin).toBe(new URL(story.url).origin);
    expect(target.pathname).toBe('/login/qrConfirm');
    expect(target.searchParams.get('session_key')).toBeTruthy();
    expect(new URL(started.data.redirect_uri, story.url).toString()).toBe(qrUrl);

    // The phone opens the link and confirms.
    await phone.page.goto(qrUrl);
    await phone.page.getByTestId('qr-confirm-question').waitFor({ state: 'visible' });
    await phone.page.getByTestId('qr-confirm').click();
    await phone.page.getByTestId('qr-confirmed').waitFor({ state: 'visible' });

    // The desktop notices within its 1 s polling and is now signed in as the phone's user.
    await waitForToast(desktop.page, 'success', '登录成功', 15_000);
    await desktop.page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    await waitForPath(desktop.page, /^\/workBench/);
    const userId = await desktop.page.evaluate((k) => localStorage.getItem(k), StorageKeys.userId);
    expect(userId).toBe(owner.userId);
    const token = await desktop.page.evaluate((k) => localStorage.getItem(k), StorageKeys.token);
    expect(token).not.toBe(owner.token);
    expect((await story.api.getMyInfo(token ?? '')).user_id).toBe(owner.userId);
  });
});
