import { DEFAULT_UPLOAD_LIMITS, PRODUCT_NAME, type TRuntimeConfig, type TServiceHost } from '@juzuo/schemas';

/** Runtime configuration of this page load (the shared shape; hosts may be partial in vite dev). */
export type RuntimeConfig = Omit<TRuntimeConfig, 'hosts'> & { hosts: Partial<Record<TServiceHost, string>> };

declare global {
  interface Window {
    __JUZUO_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** Makes '/app', 'app/' or '' into '/app/' or '/'. */
export function normalizeBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Merges an injected config over the defaults used by `vite dev` (no server injection there). */
export function resolveConfig(injected: Partial<RuntimeConfig> | undefined): RuntimeConfig {
  return {
    basePath: normalizeBasePath(injected?.basePath),
    hosts: { ...(injected?.hosts ?? {}) },
    altBrandHosts: Array.isArray(injected?.altBrandHosts) ? injected.altBrandHosts : [],
    productName: injected?.productName || PRODUCT_NAME,
    limits: { ...DEFAULT_UPLOAD_LIMITS, ...(injected?.limits ?? {}) },
    labTools: {
      fastImage: injected?.labTools?.fastImage ?? '',
      fastModel: injected?.labTools?.fastModel ?? '',
    },
  };
}

/** The configuration of this page load. */
export const config: RuntimeConfig = resolveConfig(
  typeof window === 'undefined' ? undefined : window.__JUZUO_CONFIG__,
);

/** The router basename: the base path without its trailing slash ('' for the root). */
export const routerBasename = config.basePath === '/' ? '/' : config.basePath.replace(/\/$/, '');

/** Absolute URL path of an app route, for links that leave the router (new tabs, reloads). */
export function appHref(path: string): string {
  return `${config.basePath}${path.replace(/^\//, '')}`;
}

/** True when this page was reached through an alternate-brand host. */
export function isAltBrandHost(hostname: string, altHosts: string[] = config.altBrandHosts): boolean {
  const host = hostname.toLowerCase();
  return altHosts.some((h) => h.trim().toLowerCase() === host);
}

/** The app path of the address bar right now (without the base path), which can run ahead of React's render. */
export function liveAppPath(): { pathname: string; search: string; hash: string } {
  const { pathname, search, hash } = window.location;
  const base = routerBasename === '/' ? '' : routerBasename;
  const inApp =
    base && (pathname === base || pathname.startsWith(`${base}/`))
      ? pathname.slice(base.length) || '/'
      : pathname;
  return { pathname: inApp, search, hash };
}
