import { config } from '../../lib/config';

/** Caret colours, readable on white and distinct from each other. */
const COLORS = ['#e11d48', '#2563eb', '#16a34a', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#65a30d'];

/** A stable colour per user id (same user, same colour on every screen). */
export function colorFor(userId: string): string {
  let h = 0;
  for (const ch of userId) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return COLORS[h % COLORS.length] as string;
}

/** The relay's WebSocket URL: `/collab` on the main API origin (the page's own origin by default). */
export function relayUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const main = config.hosts.main;
  const origin = main ? main.replace(/\/+$/, '') : `${location.protocol}//${location.host}`;
  return `${origin.replace(/^http/, 'ws')}/collab`;
}

/** IndexedDB database of a user's local copy of a relay document (`juzuo:<user>:doc:<id>`). */
export const localStoreName = (userId: string, name: string): string => `juzuo:${userId}:${name}`;
