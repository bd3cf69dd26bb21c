import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { ApiClient } from '../client';
import type { SessionState } from '../session';

const ApiContext = createContext<ApiClient | null>(null);

/** Makes one client available to every hook below it. */
export function ApiProvider({ client, children }: { client: ApiClient; children?: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The client from the nearest ApiProvider. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <ApiProvider>');
  return client;
}

/** The session, re-rendering on sign-in, sign-out, token refresh and team switch. */
export function useSession(): SessionState {
  const { session } = useApi();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
