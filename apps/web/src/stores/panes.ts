import { useCallback, useSyncExternalStore } from 'react';
import {
  NARROW_BELOW,
  type Pane,
  type PaneLayout,
  type PanePrefs,
  paneOpen,
  parsePanePrefs,
  withPane,
} from '../lib/panes';
import { useSession } from '../lib/session';

// Choices are per user (a shared computer keeps each writer's layout), not per team or work.
const KEY = 'jz_panes';
const cache = new Map<string, PanePrefs>();
const listeners = new Set<() => void>();

function prefsOf(userId: string): PanePrefs {
  let prefs = cache.get(userId);
  if (!prefs) {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(`${KEY}:${userId}`);
    } catch {
      // Storage blocked: the defaults apply.
    }
    prefs = parsePanePrefs(raw);
    cache.set(userId, prefs);
  }
  return prefs;
}

function subscribePrefs(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const wideQuery = typeof window === 'undefined' ? null : window.matchMedia(`(min-width: ${NARROW_BELOW}px)`);

function subscribeLayout(listener: () => void) {
  wideQuery?.addEventListener('change', listener);
  return () => wideQuery?.removeEventListener('change', listener);
}

function currentLayout(): PaneLayout {
  return !wideQuery || wideQuery.matches ? 'wide' : 'narrow';
}

/** Wide (1280 px and more) or narrow, following the window as it is resized. */
export function usePaneLayout(): PaneLayout {
  return useSyncExternalStore(subscribeLayout, currentLayout, () => 'wide');
}

/**
 * Whether a work-page pane is open, and a toggle that remembers the choice for this user and this
 * layout (narrow windows fold the panes by default, see PANE_DEFAULTS).
 */
export function usePane(pane: Pane): [open: boolean, toggle: (open?: boolean) => void] {
  const userId = useSession().userId ?? 'anonymous';
  const layout = usePaneLayout();
  const prefs = useSyncExternalStore(subscribePrefs, () => prefsOf(userId));
  const toggle = useCallback(
    (open?: boolean) => {
      const current = prefsOf(userId);
      const next = withPane(current, layout, pane, open ?? !paneOpen(current, layout, pane));
      cache.set(userId, next);
      try {
        localStorage.setItem(`${KEY}:${userId}`, JSON.stringify(next));
      } catch {
        // Not stored: the choice lasts for this page.
      }
      for (const listener of listeners) listener();
    },
    [userId, layout, pane],
  );
  return [paneOpen(prefs, layout, pane), toggle];
}
