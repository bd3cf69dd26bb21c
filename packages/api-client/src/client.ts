import { type ApiEventListener, createEventBus } from './events';
import { resolveHosts, type ServiceHosts } from './hosts';
import { createTokenRefresher } from './refresh';
import { buildServices, type Services } from './services/index';
import { createSession, type Session } from './session';
import { defaultStorage, type KeyValueStorage } from './storage';
import { createTransport, type Transport } from './transport';

/** Options of createApiClient; everything has a browser-friendly default. */
export interface ApiClientOptions {
  /** Base URL per service ('' = same origin); defaults to window.__JUZUO_CONFIG__.hosts, then ''. */
  hosts?: Partial<ServiceHosts>;
  /** Where the session and device id live; window.localStorage in a browser, memory elsewhere. */
  storage?: KeyValueStorage;
  /** The fetch to use (tests pass Node's; defaults to the global one at call time). */
  fetch?: typeof fetch;
  /** Receives toasts, session expiry, redirects and info boxes; the UI decides how to show them. */
  onEvent?: ApiEventListener;
  /** Clock in epoch ms (token refresh and toast throttling); tests inject a fake one. */
  now?: () => number;
}

/** The API client: session, events and one typed function per call, grouped by service. */
export type ApiClient = Services & {
  session: Session;
  /** Resolved base URL of every service. */
  hosts: ServiceHosts;
  /** Subscribe to events in addition to the onEvent option (returns the unsubscribe function). */
  events: { subscribe(fn: ApiEventListener): () => void };
  /** Low-level typed request for calls no service file has yet. */
  request: Transport['request'];
  /** A call through its definition in @juzuo/schemas (the way every service file calls). */
  call: Transport['call'];
  /** Resolves when no token refresh is in flight. */
  refreshIdle(): Promise<void>;
};

/** Creates a client. One per page (the React ApiProvider shares it); tests create one per case. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const now = options.now ?? Date.now;
  const session = createSession(options.storage ?? defaultStorage());
  const bus = createEventBus(now, options.onEvent);
  const hosts = resolveHosts(options.hosts);
  // Resolve the global fetch per call so a page or test that swaps it later is honoured.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let refresher: ReturnType<typeof createTokenRefresher> | undefined;
  const transport = createTransport({
    hosts,
    session,
    bus,
    fetch: doFetch,
    onResponse: () => refresher?.maybeRefresh(),
  });
  const services = buildServices(transport, session);
  refresher = createTokenRefresher({
    session,
    now,
    refresh: (token) =>
      transport.request<{ token: string; expire: number }>(
        { service: 'main', method: 'GET', path: '/ixj_web/user/refresh_token', token, skipRefresh: true },
        { silent: true },
      ),
  });
  const r = refresher;
  return {
    ...services,
    session,
    hosts,
    events: { subscribe: bus.subscribe },
    request: transport.request,
    call: transport.call,
    refreshIdle: () => r.idle(),
  };
}
