/** Cache of the last successful answers of OFFLINE_READS, per user (see userScopedKey). */
export const READS_CACHE = 'juzuo-reads';

/** GET reads of the API the shell and the editor need to open a document without network. */
export const OFFLINE_READS = [
  '/ixj_web/user/get_my_info',
  '/ixj_web/team/get_current',
  '/ixj_web/project/detail',
  // The work page's table of contents (documents and volumes).
  '/ixj_web/project/doc/list',
  '/ixj_web/project/doc/detail',
] as const;

/** True when a same-origin GET to this path is answered from the cache when the network fails. */
export function isOfflineRead(pathname: string): boolean {
  return (OFFLINE_READS as readonly string[]).includes(pathname);
}

/**
 * Query parameters the client adds to every call for compatibility (spec 01 section 7.1). The server
 * takes identity from the token, never from them, so they are left out of the cache key: a read made
 * before the team id was stored (the first visit) must still answer the same read made after it.
 */
const IDENTITY_PARAMS = ['user_id', 'team_id'];

/**
 * Cache key of an API read: the URL without the identity parameters, plus a digest of the
 * Authorization header, so one browser profile never answers one user's read with another user's
 * cached answer.
 */
export async function userScopedKey(url: string, authorization: string | null): Promise<string> {
  const bytes = new TextEncoder().encode(authorization ?? '');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
  const u = new URL(url);
  for (const p of IDENTITY_PARAMS) u.searchParams.delete(p);
  u.searchParams.sort();
  u.searchParams.set('__sw_user', hex.slice(0, 32));
  return u.href;
}
