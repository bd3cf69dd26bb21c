import { useSyncExternalStore } from 'react';
import { api } from './api';

/** Session snapshot as the API client keeps it. */
export type SessionSnapshot = ReturnType<typeof api.session.get>;

// useSyncExternalStore needs a stable snapshot: keep the last one and replace it only when a field changes.
let cached: SessionSnapshot = api.session.get();
function snapshot(): SessionSnapshot {
  const next = api.session.get();
  if (
    next.token !== cached.token ||
    next.userId !== cached.userId ||
    next.teamId !== cached.teamId ||
    next.expire !== cached.expire
  ) {
    cached = next;
  }
  return cached;
}

/** The current session, re-rendering on sign-in, sign-out and team change. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(api.session.subscribe, snapshot, snapshot);
}

/** True when the session holds both a token and a user id (the guard's definition of signed in). */
export function hasSession(s: SessionSnapshot): boolean {
  return !!s.token && !!s.userId;
}
