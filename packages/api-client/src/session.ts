import { StorageKeys, type TLoginResult } from '@juzuo/schemas';
import type { KeyValueStorage } from './storage';

/** What the client knows about who is signed in. */
export interface SessionState {
  token: string | null;
  /** Token expiry, epoch milliseconds. */
  expire: number | null;
  userId: string | null;
  teamId: string | null;
}

/** The session store on top of KeyValueStorage (keys from StorageKeys, shared with other tabs). */
export interface Session {
  /** Current state; the same object until something changes (safe for useSyncExternalStore). */
  get(): SessionState;
  /** Stores a successful login; a different user than before also forgets the stored team. */
  setLogin(result: TLoginResult): void;
  /** Stores a refreshed token. */
  setToken(token: string, expire: number): void;
  /** Stores the current team id (null forgets it). */
  setTeamId(id: string | null): void;
  /** Forgets token, expiry, user and team (the device id stays). */
  clear(): void;
  /** Calls fn after every change; returns the unsubscribe function. */
  subscribe(fn: () => void): () => void;
  /** The persistent random id of this browser, created on first use. */
  deviceId(): string;
  /** Re-reads storage (another tab may have changed it) and notifies if anything differs. */
  reload(): void;
}

/** Expiry in epoch ms: servers that answer seconds are normalised, garbage becomes null. */
export function normaliseExpire(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return null;
  // Anything below 1e12 cannot be milliseconds of this century: treat it as seconds.
  return n < 1e12 ? n * 1000 : n;
}

function randomId(): string {
  const c = globalThis.crypto;
  // randomUUID exists only in secure contexts; a LAN address over http is not one.
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function read(storage: KeyValueStorage): SessionState {
  return {
    token: storage.getItem(StorageKeys.token) || null,
    expire: normaliseExpire(storage.getItem(StorageKeys.tokenExpire)),
    userId: storage.getItem(StorageKeys.userId) || null,
    teamId: storage.getItem(StorageKeys.teamId) || null,
  };
}

const same = (a: SessionState, b: SessionState) =>
  a.token === b.token && a.expire === b.expire && a.userId === b.userId && a.teamId === b.teamId;

/** Creates the session store; state lives in storage so every tab and a reload see the same login. */
export function createSession(storage: KeyValueStorage): Session {
  let state = read(storage);
  const listeners = new Set<() => void>();
  const put = (key: string, value: string | null) => {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  };
  const commit = (next: SessionState) => {
    put(StorageKeys.token, next.token);
    put(StorageKeys.tokenExpire, next.expire === null ? null : String(next.expire));
    put(StorageKeys.userId, next.userId);
    put(StorageKeys.teamId, next.teamId);
    if (same(state, next)) return;
    state = next;
    for (const fn of [...listeners]) fn();
  };
  return {
    get: () => state,
    setLogin(result) {
      const userId = String(result.user_id ?? result.user?.user_id ?? '') || null;
      commit({
        token: result.token,
        expire: normaliseExpire(result.expire),
        userId,
        teamId: userId === state.userId ? state.teamId : null,
      });
    },
    setToken(token, expire) {
      commit({ ...state, token, expire: normaliseExpire(expire) });
    },
    setTeamId(id) {
      commit({ ...state, teamId: id });
    },
    clear() {
      commit({ token: null, expire: null, userId: null, teamId: null });
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    deviceId() {
      let id = storage.getItem(StorageKeys.deviceId);
      if (!id) {
        id = randomId();
        storage.setItem(StorageKeys.deviceId, id);
      }
      return id;
    },
    reload() {
      const next = read(storage);
      if (same(state, next)) return;
      state = next;
      for (const fn of [...listeners]) fn();
    },
  };
}
