import { PRODUCT_NAME, SERVICE_HOSTS, type TRuntimeConfig, type TServiceHost } from '@juzuo/schemas';
import type { TConfig } from '../config';

export type { TRuntimeConfig };

/**
 * Builds the runtime config from server config. Every service lives on this origin by default, so
 * hosts are '' unless SERVICE_HOSTS names a separate host for one (`ai=https://ai.example.com`).
 */
export function buildRuntimeConfig(config: TConfig): TRuntimeConfig {
  const hosts = Object.fromEntries(SERVICE_HOSTS.map((k) => [k, ''])) as Record<TServiceHost, string>;
  for (const pair of config.SERVICE_HOSTS.split(',')) {
    const [key, value] = pair.split('=').map((s) => s.trim());
    if (key && value && (SERVICE_HOSTS as readonly string[]).includes(key)) {
      hosts[key as TServiceHost] = value.replace(/\/+$/, '');
    }
  }
  return {
    basePath: config.BASE_PATH,
    hosts,
    altBrandHosts: config.ALT_BRAND_HOSTS,
    productName: PRODUCT_NAME,
    limits: { maxImageMb: config.MAX_IMAGE_MB, maxFileMb: config.MAX_FILE_MB },
    labTools: { fastImage: config.LAB_FAST_IMAGE_URL, fastModel: config.LAB_FAST_MODEL_URL },
  };
}

/** Origins of the configured service hosts (for the Content-Security-Policy). */
export function serviceOrigins(runtime: TRuntimeConfig): string[] {
  const origins = new Set<string>();
  for (const host of Object.values(runtime.hosts)) {
    if (!host) continue;
    try {
      origins.add(new URL(host).origin);
    } catch {
      // A malformed host is the operator's typo; leaving it out of the CSP makes it fail visibly.
    }
  }
  return [...origins];
}
