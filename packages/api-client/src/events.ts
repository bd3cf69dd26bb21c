import { PlatformLimits } from '@juzuo/schemas';

/** Where the catalogue sends the user; the UI performs the navigation after delayMs. */
export type RedirectTarget = '/workBench' | '/noAuth' | '/login/registerWelcome';

/** Something the UI should show or do because of a call's outcome (spec 01 section 8). */
export type ApiEvent =
  | { type: 'toast'; level: 'error' | 'warning' | 'info' | 'success'; message: string }
  | { type: 'session-expired'; message: string }
  | { type: 'redirect'; to: RedirectTarget; delayMs: number; reason: number }
  | { type: 'info-box'; message: string };

/** Receives events; returned by subscribe to stop listening. */
export type ApiEventListener = (event: ApiEvent) => void;

/** Fan-out of events to the onEvent option and any later subscribers, with toast throttling. */
export interface ApiEventBus {
  emit(event: ApiEvent): void;
  subscribe(fn: ApiEventListener): () => void;
}

/**
 * Creates the bus. The same toast (level + message) is dropped when it was emitted less than the
 * toast duration ago: a page firing five failing calls at once should show one message, not five.
 */
export function createEventBus(now: () => number, initial?: ApiEventListener): ApiEventBus {
  const listeners = new Set<ApiEventListener>();
  if (initial) listeners.add(initial);
  const lastToastAt = new Map<string, number>();
  return {
    emit(event) {
      if (event.type === 'toast') {
        const key = `${event.level}\u0000${event.message}`;
        const t = now();
        const last = lastToastAt.get(key);
        if (last !== undefined && t - last < PlatformLimits.toastDurationMs) return;
        lastToastAt.set(key, t);
        // Keep the map small: forget entries that can no longer throttle anything.
        if (lastToastAt.size > 50) {
          for (const [k, at] of lastToastAt)
            if (t - at >= PlatformLimits.toastDurationMs) lastToastAt.delete(k);
        }
      }
      for (const fn of [...listeners]) {
        try {
          fn(event);
        } catch {
          // A broken listener must not turn a handled API error into an unhandled one.
        }
      }
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
