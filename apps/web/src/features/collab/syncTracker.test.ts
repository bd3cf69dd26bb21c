import { describe, expect, it } from 'vitest';
import { SyncTracker } from './syncTracker';

describe('sync tracker', () => {
  it('follows a keystroke from local edit to the relay acknowledgement', () => {
    const provider = { isAuthenticated: false, isSynced: false, unsyncedChanges: 0 };
    const tracker = new SyncTracker(provider);
    expect(tracker.state()).toBe('offline');
    tracker.connection(true);
    expect(tracker.state()).toBe('offline');
    Object.assign(provider, { isAuthenticated: true, isSynced: true });
    tracker.acknowledged();
    expect(tracker.state()).toBe('synced');
    tracker.localEdit();
    provider.unsyncedChanges = 1;
    expect(tracker.state()).toBe('local');
    provider.unsyncedChanges = 0;
    tracker.acknowledged();
    expect(tracker.state()).toBe('synced');
  });

  it('keeps edits typed while disconnected as local until the relay has them', () => {
    const provider = { isAuthenticated: true, isSynced: true, unsyncedChanges: 0 };
    const tracker = new SyncTracker(provider);
    tracker.localEdit();
    // An acknowledgement without an open socket proves nothing.
    tracker.acknowledged();
    expect(tracker.state()).toBe('local');
    tracker.connection(true);
    tracker.acknowledged();
    expect(tracker.state()).toBe('synced');
    tracker.connection(false);
    expect(tracker.state()).toBe('offline');
  });

  // Issue 10 defect 4: a reader's second opening said 仅保存在本地 for good (the relay never applies a
  // read-only connection's updates, so unsyncedChanges never drops).
  it("shows a reader's copy as synced or offline, whatever it holds", () => {
    const provider = { isAuthenticated: true, isSynced: true, unsyncedChanges: 1 };
    const tracker = new SyncTracker(provider);
    tracker.readOnlyAccess(true);
    tracker.localEdit();
    tracker.connection(true);
    expect(tracker.state()).toBe('synced');
    tracker.connection(false);
    expect(tracker.state()).toBe('offline');
  });
});
