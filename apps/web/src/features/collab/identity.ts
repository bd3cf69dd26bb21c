import { config } from '../../lib/config';

/** A stable colour per user id (same user, same colour on every screen). */
export { colorFor } from '../../lib/personMark';

/** The relay's WebSocket URL: `/collab` on the main API origin (the page's own origin by default). */
export function relayUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const main = config.hosts.main;
  const origin = main ? main.replace(/\/+$/, '') : `${location.protocol}//${location.host}`;
  return `${origin.replace(/^http/, 'ws')}/collab`;
}

/** IndexedDB database of a user's local copy of a relay document (`juzuo:<user>:doc:<id>`). */
export const localStoreName = (userId: string, name: string): string => `juzuo:${userId}:${name}`;
