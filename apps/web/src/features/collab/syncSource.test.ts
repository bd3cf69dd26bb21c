import { describe, expect, it } from 'vitest';
import { syncSource } from './syncSource';

describe('sync source', () => {
  it('tells its listeners about changes only, until they stop listening', () => {
    const source = syncSource('offline');
    const seen: string[] = [];
    const stop = source.subscribe((state) => seen.push(state));
    source.set('offline');
    source.set('synced');
    source.set('synced');
    source.set('local');
    expect(seen).toEqual(['synced', 'local']);
    expect(source.get()).toBe('local');
    stop();
    source.set('synced');
    expect(seen).toEqual(['synced', 'local']);
    expect(source.get()).toBe('synced');
  });
});
