import { createMemoryStorage } from '@juzuo/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dropSessionNotice,
  keepSessionNotice,
  noticeForLoginPage,
  SESSION_NOTICE_KEY,
  spendSessionNotice,
} from './sessionNotice';

const MESSAGE = '你的登录状态已过期，请重新登录';

// The 4000 notice must reach a login page the user sees, even when the page that met the 4000 (or
// the login page right after it) ends first.
describe('session notice', () => {
  afterEach(() => vi.useRealTimers());

  it('is shown by the login page of a later page of the tab, and not again by the page that kept it', () => {
    const storage = createMemoryStorage();
    keepSessionNotice(MESSAGE, storage, 'page-1');
    expect(noticeForLoginPage(storage, 'page-1')).toBeNull();
    expect(noticeForLoginPage(storage, 'page-2')).toBe(MESSAGE);
    // Now page 2's: page 2 does not show it twice, a page 3 shows it while it is not spent.
    expect(noticeForLoginPage(storage, 'page-2')).toBeNull();
    expect(noticeForLoginPage(storage, 'page-3')).toBe(MESSAGE);
  });

  it('is spent after a toast’s time on screen, only by the page that holds it', () => {
    vi.useFakeTimers();
    const storage = createMemoryStorage();
    keepSessionNotice(MESSAGE, storage, 'page-1');
    spendSessionNotice(2_000, storage, 'page-1');
    vi.advanceTimersByTime(1_999);
    expect(storage.getItem(SESSION_NOTICE_KEY)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(storage.getItem(SESSION_NOTICE_KEY)).toBeNull();
    // A page that ended sooner never spends it; a notice another page took over is not spent either.
    keepSessionNotice(MESSAGE, storage, 'page-1');
    spendSessionNotice(2_000, storage, 'page-1');
    expect(noticeForLoginPage(storage, 'page-2')).toBe(MESSAGE);
    vi.advanceTimersByTime(2_000);
    expect(noticeForLoginPage(storage, 'page-3')).toBe(MESSAGE);
  });

  it('is forgotten when dropped; garbage or no storage reads as none', () => {
    const storage = createMemoryStorage();
    keepSessionNotice(MESSAGE, storage, 'page-1');
    dropSessionNotice(storage);
    expect(noticeForLoginPage(storage, 'page-2')).toBeNull();
    storage.setItem(SESSION_NOTICE_KEY, '{not json');
    expect(noticeForLoginPage(storage, 'page-2')).toBeNull();
    expect(storage.getItem(SESSION_NOTICE_KEY)).toBeNull();
    expect(() => keepSessionNotice(MESSAGE, null)).not.toThrow();
    expect(noticeForLoginPage(null)).toBeNull();
  });
});
