/**
 * Which paths need what (spec 01 section 2.5). Pure functions: the guard component and the unit tests
 * both use them.
 */

/** Exact public paths: home, login, noAuth, about, the legal pages and their _xmtj variants, test. */
const PUBLIC_EXACT = new Set([
  '/',
  '/about',
  '/login',
  '/noAuth',
  '/test',
  '/userAgreement',
  '/privacy',
  '/userAgreement_xmtj',
  '/privacy_xmtj',
]);

/** Public path prefixes: the materials centre (index, search, detail). */
const PUBLIC_PREFIXES = ['/sucai'];

/**
 * Signed-in paths that must work before the user has a team (creating or joining one, own settings,
 * and the operator area: an operator need not belong to any team).
 */
const TEAMLESS = ['/login/registerWelcome', '/login/qrConfirm', '/member', '/team/inviteLink', '/admin'];

/** Strips a trailing slash so '/about/' and '/about' are the same path. */
export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname || '/';
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** True when a path needs no sign-in. */
export function isPublicPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return PUBLIC_EXACT.has(path) || PUBLIC_PREFIXES.some((p) => underPrefix(path, p));
}

/**
 * True when a path needs a current team: every signed-in area except the team-less pages above.
 * Public pages never need one (a signed-in user without a team may still read the home page).
 */
export function needsTeam(pathname: string): boolean {
  const path = normalizePath(pathname);
  if (isPublicPath(path)) return false;
  return !TEAMLESS.some((p) => underPrefix(path, p));
}
