import { READS_CACHE } from '../../sw/keys';

/**
 * Forgets the API answers the service worker kept for offline use (user info, team, work and document
 * details) when someone signs out, so the next person at this browser cannot read them. Document text
 * in IndexedDB stays: it may hold edits not yet synced, and it is keyed by user, never shown to others.
 */
export async function forgetOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(READS_CACHE).catch(() => false);
}
