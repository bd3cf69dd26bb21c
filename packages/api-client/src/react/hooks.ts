import type { TCurrentTeam, TMyPhone, TMyTeam, TPage, TUser } from '@juzuo/schemas';
import { useCallback, useEffect } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import type { ApiError } from '../errors';
import type { ServiceName } from '../hosts';
import { useApi, useSession } from './context';
import { apiKey, type KeyScope } from './keys';

/** SWR options our hooks accept. */
export type ApiSWRConfig<T> = SWRConfiguration<T, ApiError>;

// Business errors (7007, 4000, 8003 ...) are answers, not glitches: retrying would repeat their
// redirects and toasts. Callers that want retries pass their own config.
const defaults: SWRConfiguration = { shouldRetryOnError: false };

/** Where a read goes and what it depends on. */
export interface ApiRead {
  service: ServiceName;
  path: string;
  params?: Record<string, unknown> | null;
  scope?: KeyScope;
  /** No read (the key is null): SWR's own conditional fetching, see useCall. */
  paused?: boolean;
}

/**
 * A read through SWR keyed by [service, path, params, userId, teamId]; no request without a token.
 * Later areas build their hooks on this.
 */
export function useApiSWR<T>(
  read: ApiRead,
  fetcher: () => Promise<T>,
  config?: ApiSWRConfig<T>,
): SWRResponse<T, ApiError> {
  const session = useSession();
  const key = read.paused ? null : apiKey(session, read.service, read.path, read.params ?? null, read.scope);
  return useSWR<T, ApiError>(key, fetcher, { ...defaults, ...config });
}

/** The signed-in user (get_my_info). */
export function useMyInfo(config?: ApiSWRConfig<TUser>) {
  const api = useApi();
  return useApiSWR(
    { service: 'main', path: '/ixj_web/user/get_my_info', scope: 'user' },
    () => api.account.getMyInfo(),
    config,
  );
}

/** The current team and my permissions in it (7007 emits the registerWelcome redirect). */
export function useCurrentTeam(config?: ApiSWRConfig<TCurrentTeam>) {
  const api = useApi();
  const { teamId } = useSession();
  // User-scoped key: get_current itself stores the team id, which must not trigger a second fetch.
  const res = useApiSWR(
    { service: 'main', path: '/ixj_web/team/get_current', scope: 'user' },
    () => api.team.getCurrent(),
    config,
  );
  const { data, mutate } = res;
  useEffect(() => {
    // A switch made through setCurrent (or by hand) refetches the permissions of the new team.
    if (data && teamId && String(data.team_id) !== teamId) void mutate();
  }, [teamId, data, mutate]);
  return res;
}

/**
 * After joining, creating or switching a team: fetches the current team and puts it in the cache
 * before the caller navigates, so no page (nor the session gate) acts on the answer from before,
 * such as the 7007 "no team" that sent a newcomer to registerWelcome. Revalidating the whole cache
 * is not enough: a navigation can render before that refetch lands.
 */
export function useRefreshCurrentTeam(): () => Promise<TCurrentTeam> {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const team = await api.team.getCurrent();
    const key = apiKey(api.session.get(), 'main', '/ixj_web/team/get_current', null, 'user');
    if (key) await mutate(key, team, { revalidate: false });
    return team;
  }, [api, mutate]);
}

/** Teams the signed-in user belongs to. */
export function useMyTeamList(config?: ApiSWRConfig<TPage<TMyTeam>>) {
  const api = useApi();
  return useApiSWR(
    { service: 'main', path: '/ixj_web/team/get_my_team_list', scope: 'user' },
    () => api.team.getMyTeamList(),
    config,
  );
}

/** The signed-in user's phone (full and masked). */
export function useMyPhone(config?: ApiSWRConfig<TMyPhone>) {
  const api = useApi();
  return useApiSWR(
    { service: 'main', path: '/ixj_web/user/get_my_phone', scope: 'user' },
    () => api.account.getMyPhone(),
    config,
  );
}
