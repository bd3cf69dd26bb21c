import { StorageKeys } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_KEY, permissionStamp, shouldReloadForStorage } from './tabSync';

const U = StorageKeys.userId;
const T = StorageKeys.teamId;

describe('multi-tab reload decision', () => {
  const here = { userId: 'u1', teamId: 't1' };

  it('reloads when another tab switched team or user, or signed out/in', () => {
    expect(shouldReloadForStorage(T, 't1', 't2', here)).toBe(true);
    expect(shouldReloadForStorage(U, 'u1', 'u2', here)).toBe(true);
    expect(shouldReloadForStorage(U, 'u1', null, here)).toBe(true);
    expect(shouldReloadForStorage(null, null, null, here)).toBe(true);
    expect(shouldReloadForStorage(U, null, 'u1', { userId: null, teamId: null })).toBe(true);
  });

  it('ignores other keys, unchanged values, and values this tab already shows', () => {
    expect(shouldReloadForStorage(StorageKeys.toPath, null, '/about', here)).toBe(false);
    expect(shouldReloadForStorage(StorageKeys.token, 'a', 'b', here)).toBe(false);
    expect(shouldReloadForStorage(T, 't2', 't2', here)).toBe(false);
    expect(shouldReloadForStorage(T, 't0', 't1', here)).toBe(false);
    expect(shouldReloadForStorage(null, null, null, { userId: null, teamId: null })).toBe(false);
    // Signed in, team still loading: the load itself brings the server's current team.
    expect(shouldReloadForStorage(T, 't1', 't2', { userId: 'u1', teamId: null })).toBe(false);
    // Opened at the same time as another tab: user and team both loading, the other stores the team.
    expect(shouldReloadForStorage(T, null, 't1', { userId: null, teamId: null, loading: true })).toBe(false);
    // A user change still reloads a loading tab (its requests would go out as someone else).
    expect(shouldReloadForStorage(U, 'u1', 'u2', { userId: null, teamId: null, loading: true })).toBe(true);
  });

  it('reloads a signed-in tab without a team when another tab picks one', () => {
    expect(shouldReloadForStorage(T, null, 't1', { userId: 'u1', teamId: null, loading: false })).toBe(true);
  });

  it('reloads when another tab saw this user’s permissions in this team change', () => {
    const mine = permissionStamp('u1', 't1', ['mTeamManage', 'mWorkManage']);
    const tab = { ...here, permissions: mine };
    const fewer = permissionStamp('u1', 't1', ['mTeamManage']);
    expect(shouldReloadForStorage(PERMISSIONS_KEY, mine, fewer, tab)).toBe(true);
    // Same set in another order, another team's stamp, or a tab that has not loaded: no reload.
    expect(
      shouldReloadForStorage(
        PERMISSIONS_KEY,
        null,
        permissionStamp('u1', 't1', ['mWorkManage', 'mTeamManage']),
        tab,
      ),
    ).toBe(false);
    expect(shouldReloadForStorage(PERMISSIONS_KEY, mine, permissionStamp('u1', 't2', []), tab)).toBe(false);
    expect(shouldReloadForStorage(PERMISSIONS_KEY, mine, fewer, here)).toBe(false);
  });
});
