import type { CallDef, TCallData, TCallInput } from '@juzuo/schemas';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CallOptions } from '../transport';
import { useApi } from './context';
import { type ApiSWRConfig, useApiSWR } from './hooks';
import type { KeyScope } from './keys';

/**
 * A GET call read through SWR, keyed by the call's own service and path plus its input, so
 * invalidation by path (a write's `invalidates`) finds it. `input` null pauses the read.
 */
export function useCall<D extends CallDef>(
  def: D,
  input: TCallInput<D> | null,
  config?: ApiSWRConfig<TCallData<D>> & { scope?: KeyScope },
) {
  const api = useApi();
  const { scope, ...swr } = config ?? {};
  return useApiSWR<TCallData<D>>(
    {
      service: def.service,
      path: def.path,
      params: (input ?? null) as Record<string, unknown> | null,
      scope,
      // A null key, not `isPaused`: SWR reads isPaused from the previous render's config when the key
      // changes, so a read whose input went from null to a value was never started.
      paused: input === null,
    },
    () => api.call(def, input ?? undefined),
    swr,
  );
}

/** Revalidates every cached read whose path a call definition lists in `invalidates`. */
export function useInvalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (def: Pick<CallDef, 'invalidates'>) => {
      const paths = def.invalidates ?? [];
      if (paths.length === 0) return Promise.resolve([]);
      return mutate((key) => Array.isArray(key) && typeof key[1] === 'string' && paths.includes(key[1]));
    },
    [mutate],
  );
}

/** A write through its definition that revalidates the reads it makes stale once it succeeds. */
export function useCallMutation<D extends CallDef>(def: D) {
  const api = useApi();
  const invalidate = useInvalidate();
  return useCallback(
    async (input: TCallInput<D> | FormData, opts?: CallOptions): Promise<TCallData<D>> => {
      const data = await api.call(def, input, opts);
      await invalidate(def);
      return data;
    },
    [api, def, invalidate],
  );
}
