import {
  SERVICE_HOSTS,
  type TServiceHost,
  type TRuntimeConfig as TSharedRuntimeConfig,
} from '@juzuo/schemas';

/** The service hosts of spec 01 section 7.1 (the list lives in @juzuo/schemas, shared with the server). */
export const SERVICE_NAMES = SERVICE_HOSTS;
/** One service host name; each call names the one it goes to. */
export type ServiceName = TServiceHost;

/** Base URL per service; '' means the page's own origin. */
export type ServiceHosts = Record<ServiceName, string>;

/** What the server injected into index.html as window.__JUZUO_CONFIG__; any part may be missing (vite dev). */
export type TRuntimeConfig = Partial<Omit<TSharedRuntimeConfig, 'hosts'>> & { hosts?: Partial<ServiceHosts> };

/** Reads window.__JUZUO_CONFIG__ when running in a page that has one. */
export function readRuntimeConfig(): TRuntimeConfig | undefined {
  const w = (globalThis as { window?: { __JUZUO_CONFIG__?: TRuntimeConfig } }).window;
  return w?.__JUZUO_CONFIG__;
}

/**
 * Every service host filled in: the given hosts, else the runtime config's, else same origin.
 * Trailing slashes are dropped because every call path starts with '/'.
 */
export function resolveHosts(hosts?: Partial<ServiceHosts>): ServiceHosts {
  const source = hosts ?? readRuntimeConfig()?.hosts ?? {};
  const out = {} as ServiceHosts;
  for (const name of SERVICE_NAMES) out[name] = (source[name] ?? '').replace(/\/+$/, '');
  return out;
}
