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
  /**
   * Current state, read through to storage so a token refreshed by another tab is used at once;
   * the same object until something changes (safe for useSyncExternalStore).
   */
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
  /** Re-reads storage and notifies subscribers if it differs from what they last heard. */
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

const SESSION_KEYS: readonly string[] = [
  StorageKeys.token,
  StorageKeys.tokenExpire,
  StorageKeys.userId,
  StorageKeys.teamId,
];

/**
 * Creates the session store; state lives in storage so every tab and a reload see the same login.
 * In a browser on window.localStorage, other tabs' changes arrive as `storage` events and notify.
 */
export function createSession(storage: KeyValueStorage): Session {
  let state = read(storage);
  // What subscribers last heard: get() may refresh `state` silently (it runs during React renders).
  let announced = state;
  const listeners = new Set<() => void>();
  const refresh = () => {
    const next = read(storage);
    if (!same(state, next)) state = next;
    return state;
  };
  const announce = () => {
    if (same(announced, state)) return;
    announced = state;
    for (const fn of [...listeners]) fn();
  };
  const put = (key: string, value: string | null) => {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  };
  const commit = (next: SessionState) => {
    put(StorageKeys.token, next.token);
    put(StorageKeys.tokenExpire, next.expire === null ? null : String(next.expire));
    put(StorageKeys.userId, next.userId);
    put(StorageKeys.teamId, next.teamId);
    if (!same(state, next)) state = next;
    announce();
  };
  const win = (globalThis as { window?: Window & { localStorage?: unknown } }).window;
  if (win?.addEventListener && win.localStorage === storage) {
    win.addEventListener('storage', (e: StorageEvent) => {
      if (e.key === null || SESSION_KEYS.includes(e.key)) {
        refresh();
        announce();
      }
    });
  }
  return {
    get: refresh,
    setLogin(result) {
      const current = refresh();
      const userId = String(result.user_id ?? result.user?.user_id ?? '') || null;
      commit({
        token: result.token,
        expire: normaliseExpire(result.expire),
        userId,
        teamId: userId === current.userId ? current.teamId : null,
      });
    },
    setToken(token, expire) {
      commit({ ...refresh(), token, expire: normaliseExpire(expire) });
    },
    setTeamId(id) {
      commit({ ...refresh(), teamId: id });
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
      refresh();
      announce();
    },
  };
}
