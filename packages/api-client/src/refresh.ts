import { PlatformLimits } from '@juzuo/schemas';
import type { Session } from './session';

/** Token refresh policy of spec 01 section 4: under 24 h left, at most once per second, one at a time. */
export interface TokenRefresher {
  /** Called after every response; starts a refresh when one is due. */
  maybeRefresh(): void;
  /** Resolves when no refresh is running (tests and sign-out wait on it). */
  idle(): Promise<void>;
}

/** Creates the refresher; `refresh(token)` performs the call with that exact token. */
export function createTokenRefresher(opts: {
  session: Session;
  now: () => number;
  refresh: (token: string) => Promise<{ token: string; expire: number }>;
}): TokenRefresher {
  let inFlight: Promise<void> | null = null;
  let lastAttemptAt = Number.NEGATIVE_INFINITY;
  return {
    maybeRefresh() {
      const { token, expire } = opts.session.get();
      if (!token || expire === null || inFlight) return;
      const now = opts.now();
      if (expire - now >= PlatformLimits.tokenRefreshThresholdMs) return;
      if (now - lastAttemptAt < PlatformLimits.tokenRefreshMinIntervalMs) return;
      lastAttemptAt = now;
      inFlight = opts
        .refresh(token)
        .then((next) => {
          // Store only if the same sign-in is still current; a logout meanwhile must stay a logout.
          if (next?.token && opts.session.get().token === token)
            opts.session.setToken(next.token, next.expire);
        })
        .catch(() => {
          // A failed refresh is retried by a later response; the old token is still valid until expiry.
        })
        .finally(() => {
          inFlight = null;
        });
    },
    idle: () => inFlight ?? Promise.resolve(),
  };
}
