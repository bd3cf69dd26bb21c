import type { ServiceName } from '../hosts';
import type { SessionState } from '../session';

/** An SWR key: [service, path, params, userId, teamId]; teamId is null for user-scoped reads. */
export type ApiKey = readonly [ServiceName, string, Record<string, unknown> | null, string, string | null];

/** 'user': the answer depends only on who is signed in; 'team': also on the current team. */
export type KeyScope = 'user' | 'team';

/**
 * The key of a read, or null (SWR does not fetch) when nobody is signed in. The user id is part of
 * every key so another user's cached answer is never shown; team-scoped keys add the team id so a
 * team switch refetches them.
 */
export function apiKey(
  session: SessionState,
  service: ServiceName,
  path: string,
  params: Record<string, unknown> | null = null,
  scope: KeyScope = 'team',
): ApiKey | null {
  if (!session.token || !session.userId) return null;
  return [service, path, params, session.userId, scope === 'team' ? session.teamId : null];
}
