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
});
