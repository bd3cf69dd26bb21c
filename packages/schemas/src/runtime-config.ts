import type { TServiceHost } from './service-hosts';

/**
 * What the server injects into index.html as `window.__JUZUO_CONFIG__`, read by the web app and the
 * API client before anything else. One build serves any base path, host layout and limits.
 */
export interface TRuntimeConfig {
  /** Router base path, always starting and ending with '/'. */
  basePath: string;
  /** Base URL per service; '' means this origin. */
  hosts: Record<TServiceHost, string>;
  /** Host names on which the alternate-brand legal pages (_xmtj) are shown. */
  altBrandHosts: string[];
  productName: string;
  /** Upload limits the server enforces, so forms can say them before uploading. */
  limits: TUploadLimits;
  /** The two external tools of /aiWork/laboratory; '' when the operator configured none. */
  labTools: TLabTools;
}

/** URLs of the laboratory's external tools (spec 01 section 2.4). */
export interface TLabTools {
  /** 极速生图 (LAB_FAST_IMAGE_URL). */
  fastImage: string;
  /** 极速建模 (LAB_FAST_MODEL_URL). */
  fastModel: string;
}

/** Upload size limits in MiB. */
export interface TUploadLimits {
  maxImageMb: number;
  maxFileMb: number;
}

/** Limits the web app assumes when no server injected any (vite dev); match the API's defaults. */
export const DEFAULT_UPLOAD_LIMITS: TUploadLimits = { maxImageMb: 10, maxFileMb: 50 };
