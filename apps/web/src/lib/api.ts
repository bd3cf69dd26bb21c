import { type ApiEvent, createApiClient } from '@juzuo/api-client';
import { config } from './config';
import { dropSessionNotice, keepSessionNotice } from './sessionNotice';

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();
// Events raised before the UI mounted (e.g. a 4000 during the first call) are kept and replayed.
const pending: ApiEvent[] = [];

/** The one API client of the web app. */
export const api = createApiClient({
  hosts: config.hosts,
  onEvent: (event) => {
    // Kept at once, before any UI reacts: should this page end before a login page shows (a reload),
    // the next page's login page still tells the user why (lib/sessionNotice.ts).
    if (event.type === 'session-expired') keepSessionNotice(event.message);
    if (listeners.size === 0) {
      pending.push(event);
      return;
    }
    for (const listener of listeners) listener(event);
  },
});

// A new session (signed in here or in another tab) makes an unshown notice about the old one stale.
api.session.subscribe(() => {
  if (api.session.get().token) dropSessionNotice();
});

/** Subscribes the UI to client events (toasts, redirects, session expiry, info boxes). */
export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  for (const event of pending.splice(0)) listener(event);
  return () => {
    listeners.delete(listener);
  };
}
