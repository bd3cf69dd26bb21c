import { describe, expect, it } from 'vitest';
import { syncState } from './syncState';

describe('sync badge state', () => {
  it('is synced only when the relay acknowledged everything', () => {
    expect(syncState({ connected: true, synced: true, unsynced: 0, localEdits: false })).toBe('synced');
    expect(syncState({ connected: true, synced: true, unsynced: 2, localEdits: false })).toBe('local');
    expect(syncState({ connected: true, synced: false, unsynced: 0, localEdits: false })).toBe('local');
  });

  it('tells local-only edits from a plain offline state', () => {
    expect(syncState({ connected: false, synced: false, unsynced: 0, localEdits: true })).toBe('local');
    expect(syncState({ connected: false, synced: true, unsynced: 0, localEdits: false })).toBe('offline');
  });

  // Issue 10 defect 4: a reader opening a document a second time saw 仅保存在本地 that never cleared
  // (the relay answers a read-only connection's sync with "not applied", so the count never drops).
  it('is synced or offline for a read-only user, whatever the local copy holds', () => {
    const reader = { readOnly: true, unsynced: 1, localEdits: true };
    expect(syncState({ ...reader, connected: true, synced: true })).toBe('synced');
    expect(syncState({ ...reader, connected: false, synced: false })).toBe('offline');
    expect(syncState({ ...reader, connected: true, synced: false })).toBe('offline');
  });
});
