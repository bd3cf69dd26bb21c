import { StorageKeys, type TLoginResult } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { createSession, normaliseExpire } from './session';
import { createMemoryStorage } from './storage';

const login = (userId: string, token = `tok-${userId}`): TLoginResult =>
  ({ token, expire: 1_900_000_000_000, user_id: userId, user: { user_id: userId } }) as TLoginResult;

describe('session', () => {
  it('stores a login under StorageKeys and notifies subscribers', () => {
    const storage = createMemoryStorage();
    const session = createSession(storage);
    const calls: string[] = [];
    const off = session.subscribe(() => calls.push(session.get().token ?? 'null'));
    session.setLogin(login('u1'));
    expect(storage.getItem(StorageKeys.token)).toBe('tok-u1');
    expect(storage.getItem(StorageKeys.tokenExpire)).toBe('1900000000000');
    expect(storage.getItem(StorageKeys.userId)).toBe('u1');
    session.setTeamId('t1');
    expect(storage.getItem(StorageKeys.teamId)).toBe('t1');
    // A second client on the same storage (a reload, another tab) sees the same session.
    expect(createSession(storage).get()).toEqual({
      token: 'tok-u1',
      expire: 1_900_000_000_000,
      userId: 'u1',
      teamId: 't1',
    });
    off();
    session.clear();
    expect(calls).toEqual(['tok-u1', 'tok-u1']);
    expect(session.get()).toEqual({ token: null, expire: null, userId: null, teamId: null });
    expect(
      [StorageKeys.token, StorageKeys.tokenExpire, StorageKeys.userId, StorageKeys.teamId].map((k) =>
        storage.getItem(k),
      ),
    ).toEqual([null, null, null, null]);
  });

  it('keeps the team for the same user and forgets it for another user', () => {
    const session = createSession(createMemoryStorage());
    session.setLogin(login('u1'));
    session.setTeamId('t1');
    session.setLogin(login('u1', 'again'));
    expect(session.get().teamId).toBe('t1');
    session.setLogin(login('u2'));
    expect(session.get().teamId).toBeNull();
  });

  it('get() is referentially stable until something changes; no-op writes do not notify', () => {
    const session = createSession(createMemoryStorage());
    let n = 0;
    session.subscribe(() => n++);
    const a = session.get();
    session.clear();
    expect(session.get()).toBe(a);
    session.setTeamId('t');
    expect(session.get()).not.toBe(a);
    expect(n).toBe(1);
  });

  it('device id is created once and survives clear()', () => {
    const storage = createMemoryStorage();
    const session = createSession(storage);
    const id = session.deviceId();
    session.clear();
    expect(session.deviceId()).toBe(id);
    expect(createSession(storage).deviceId()).toBe(id);
    expect(createSession(createMemoryStorage()).deviceId()).not.toBe(id);
  });

  it('another tab’s change is read through at once; reload() notifies once', () => {
    const storage = createMemoryStorage();
    const tabA = createSession(storage);
    const tabB = createSession(storage);
    tabA.setLogin(login('u1'));
    let n = 0;
    tabB.subscribe(() => n++);
    // Tab A refreshes the token: tab B's next request must carry the new one, not the revoked old one.
    tabA.setToken('refreshed', 1_900_000_100_000);
    expect(tabB.get().token).toBe('refreshed');
    expect(tabB.get()).toBe(tabB.get());
    tabB.reload();
    tabB.reload();
    expect(n).toBe(1);
    storage.setItem(StorageKeys.teamId, 'other-tab');
    tabB.reload();
    expect(tabB.get().teamId).toBe('other-tab');
    expect(n).toBe(2);
  });

  it('normaliseExpire accepts ms, seconds and numeric strings', () => {
    expect(normaliseExpire(1_900_000_000_000)).toBe(1_900_000_000_000);
    expect(normaliseExpire(1_900_000_000)).toBe(1_900_000_000_000);
    expect(normaliseExpire('1900000000000')).toBe(1_900_000_000_000);
    expect(normaliseExpire('x')).toBeNull();
    expect(normaliseExpire(null)).toBeNull();
  });
});
