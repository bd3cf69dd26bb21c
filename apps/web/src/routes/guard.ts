import { ClientStatus } from '@juzuo/schemas';
import { isPublicPath } from './access';

/** What the route guard does for one navigation. */
export type GuardDecision =
  | { type: 'allow' }
  /** Go to /login and come back to `toPath` after sign-in. */
  | { type: 'login'; toPath: string };

/** Everything the guard decision depends on. */
export interface GuardInput {
  pathname: string;
  search: string;
  hash?: string;
  token: string | null;
  userId: string | null;
  /** True when no route matched (the 404 page is shown to everyone). */
  notFound?: boolean;
}

/** Spec 01 section 2.5: public paths pass; others need both a token and a user id. */
export function decideGuard(input: GuardInput): GuardDecision {
  if (input.notFound || isPublicPath(input.pathname)) return { type: 'allow' };
  if (input.token && input.userId) return { type: 'allow' };
  return { type: 'login', toPath: `${input.pathname}${input.search}${input.hash ?? ''}` };
}

/** Builds the login location that carries the wanted destination. */
export function loginLocation(toPath: string): string {
  return `/login?toPath=${encodeURIComponent(toPath)}`;
}

/** Where a signed-in user without a team goes; `from` (where they were heading) rides in the URL. */
export const REGISTER_WELCOME = '/login/registerWelcome';

/**
 * The registerWelcome location that brings the user on to `from` once they have a team. The
 * destination is in the URL, not in router state, so a second redirect or a reload keeps it.
 */
export function registerWelcomeLocation(from: string | null | undefined): string {
  const to = safeToPath(from);
  // The workbench is where the welcome page goes anyway: no parameter for it.
  return to && to !== '/workBench'
    ? `${REGISTER_WELCOME}?toPath=${encodeURIComponent(to)}`
    : REGISTER_WELCOME;
}

/**
 * Accepts a stored or query destination only when it is an in-app path: an absolute URL or a
 * protocol-relative '//host' would turn the login page into an open redirect.
 */
export function safeToPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (raw === '/login' || raw.startsWith('/login?')) return null;
  // The welcome page is where a team is made, never where one is heading afterwards.
  if (raw === REGISTER_WELCOME || raw.startsWith(`${REGISTER_WELCOME}?`)) return null;
  return raw;
}

/** What the guard does when the current team cannot be loaded. */
export type TeamFailureAction =
  | { type: 'none' }
  /** The network failed: nothing is known about the team, the page stays (the offline banner says why). */
  | { type: 'offline' }
  | { type: 'registerWelcome' }
  | { type: 'noAuth'; delayMs: number };

/** Client-side codes of a call that never got an answer (spec 01 section 8: 55002 timeout, 55005 network). */
const NO_ANSWER = new Set<number>([ClientStatus.TIMEOUT, ClientStatus.NETWORK]);

/**
 * Spec 01 section 2.5: 7007 -> registerWelcome; any other failure -> /noAuth after 2 s. A call that
 * got no answer at all (offline, timeout) says nothing about the team and is never "no access".
 */
export function decideTeamFailure(status: number | undefined, pathNeedsTeam: boolean): TeamFailureAction {
  if (!pathNeedsTeam) return { type: 'none' };
  if (status !== undefined && NO_ANSWER.has(status)) return { type: 'offline' };
  if (status === 7007) return { type: 'registerWelcome' };
  // A 4000 is handled by the session-expired event (the client already cleared the session).
  if (status === 4000) return { type: 'none' };
  return { type: 'noAuth', delayMs: 2000 };
}
