import type { ApiError } from '@juzuo/api-client';
import { useApi } from '@juzuo/api-client/react';
import type { CallDef, TCallData, TCallInput } from '@juzuo/schemas';
import useSWR from 'swr';
import { useSession } from '../../lib/session';

/**
 * A GET call that visitors may make too (the materials reads are `auth: 'optional'`): useCall keys
 * nothing without a token, so this keys by the signed-in user or '' instead. The key keeps useCall's
 * shape ([service, path, params, user, team]) so a write's `invalidates` refreshes it the same way,
 * and signing in changes the key, so the page re-reads with the member's libraries.
 */
export function usePublicCall<D extends CallDef>(
  def: D,
  input: TCallInput<D> | null,
  opts: { keepPreviousData?: boolean; revalidateOnFocus?: boolean } = {},
) {
  const api = useApi();
  const session = useSession();
  const key =
    input === null
      ? null
      : ([def.service, def.path, input, session.userId ?? '', session.teamId ?? null] as const);
  return useSWR<TCallData<D>, ApiError>(key, () => api.call(def, input ?? undefined), {
    shouldRetryOnError: false,
    keepPreviousData: opts.keepPreviousData ?? false,
    revalidateOnFocus: opts.revalidateOnFocus ?? true,
  });
}
