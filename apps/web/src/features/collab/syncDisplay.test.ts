import { afterEach, describe, expect, it, vi } from 'vitest';
import { followSyncState } from './syncDisplay';
import type { SyncState } from './syncState';

function setup(initial: SyncState) {
  let current = initial;
  const shown: SyncState[] = [];
  const display = followSyncState(
    (s) => shown.push(s),
    () => current,
    1000,
  );
  const set = (s: SyncState) => {
    current = s;
    display.follow(s);
  };
  set(initial);
  return { shown, set, display };
}

describe('followSyncState', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps 已同步 through keystrokes acknowledged within the delay', () => {
    vi.useFakeTimers();
    const { shown, set } = setup('synced');
    for (let i = 0; i < 20; i++) {
      set('local');
      vi.advanceTimersByTime(30);
      set('synced');
      vi.advanceTimersByTime(70);
    }
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual(['synced']);
  });

  it('shows 仅保存在本地 once an online edit waits longer than the delay, and 已同步 at once after', () => {
    vi.useFakeTimers();
    const { shown, set } = setup('synced');
    set('local');
    vi.advanceTimersByTime(999);
    expect(shown).toEqual(['synced']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['synced', 'local']);
    set('synced');
    expect(shown).toEqual(['synced', 'local', 'synced']);
  });

  it('shows going offline and edits made offline at once', () => {
    vi.useFakeTimers();
    const { shown, set } = setup('synced');
    set('local');
    set('offline');
    expect(shown).toEqual(['synced', 'offline']);
    set('local');
    expect(shown).toEqual(['synced', 'offline', 'local']);
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual(['synced', 'offline', 'local']);
  });

  it('shows nothing after it is cancelled', () => {
    vi.useFakeTimers();
    const { shown, set, display } = setup('synced');
    set('local');
    display.cancel();
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual(['synced']);
  });
});
