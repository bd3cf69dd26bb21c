import { config } from '../../../lib/config';

export { colorFor } from './presence';

/** The relay's WebSocket URL: `/collab` on the main API origin (the page's own origin by default). */
export function relayUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const main = config.hosts.main;
  const origin = main ? main.replace(/\/+$/, '') : `${location.protocol}//${location.host}`;
  return `${origin.replace(/^http/, 'ws')}/collab`;
}

/** Relay document name of a script or chapter. */
export const relayDocName = (docId: string) => `doc:${docId}`;

const ACCESS_KEY = 'juzuo.docAccess';

/** The access the relay last granted this user on a document (used before connecting, e.g. offline). */
export function rememberedAccess(userId: string, docId: string): 'read' | 'write' | null {
  try {
    const all = JSON.parse(localStorage.getItem(ACCESS_KEY) ?? '{}') as Record<string, string>;
    const v = all[`${userId}:${docId}`];
    return v === 'read' || v === 'write' ? v : null;
  } catch {
    return null;
  }
}

/** Stores the access the relay granted, so an offline reload stays read-only for a reader. */
export function rememberAccess(userId: string, docId: string, access: 'read' | 'write'): void {
  try {
    const all = JSON.parse(localStorage.getItem(ACCESS_KEY) ?? '{}') as Record<string, string>;
    all[`${userId}:${docId}`] = access;
    localStorage.setItem(ACCESS_KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: the editor still follows the live relay answer.
  }
}
