import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true');
const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** An optional engine base URL: empty, or http(s) without a trailing slash. */
const engineUrl = z
  .string()
  .default('')
  .refine((v) => v === '' || (/^https?:\/\/[^\s/]+/.test(v) && URL.canParse(v)), {
    error: 'must be an http:// or https:// URL, e.g. http://127.0.0.1:7860 (or empty)',
  })
  .transform((v) => v.replace(/\/+$/, ''));
/** LLM_MODELS: one model name, or `alias=model` pairs (comma-separated), every part non-empty. */
const modelMap = z
  .string()
  .default('')
  .refine(
    (v) => {
      const parts = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (parts.length <= 1 && !v.includes('=')) return true;
      return parts.every((p) => /^[^=\s]+=[^=\s]+$/.test(p));
    },
    { error: 'use one model name, or alias=model pairs such as qwen=qwen2.5:7b,gpt-4=qwen2.5:32b' },
  );

/** Every environment variable the product reads, with its default. README's configuration table mirrors this. */
export const ZConfig = z.object({
  /** Port of the single origin (web, API, relay). */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Interface to listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** Folder for PGlite data and files. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; empty means embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().default(''),
  /** Redis URL; set it to let several relays serve one document. */
  REDIS_URL: z.string().default(''),
  /** Public origin used in links such as the QR confirmation URL; empty means the request's origin. */
  PUBLIC_URL: z.string().default(''),
  /** Base path the web app is served under (history mode), always starting and ending with '/'. */
  BASE_PATH: z
    .string()
    .default('/')
    .transform((v) => `/${v.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/')),
  /** Hosts that show the alternate-brand legal pages (_xmtj). */
  ALT_BRAND_HOSTS: list,
  /** URL of the laboratory's fast image generation tool (/aiWork/laboratory); empty: 未配置. */
  LAB_FAST_IMAGE_URL: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).default(''),
  /** URL of the laboratory's fast modelling tool (/aiWork/laboratory); empty: 未配置. */
  LAB_FAST_MODEL_URL: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).default(''),
  /**
   * SMS provider: http (a real gateway) or console (development: codes printed to the log and readable
   * by anyone at /dev/sms_outbox, never with NODE_ENV=production). Unset: codes go to the log only.
   */
  SMS_PROVIDER: z.enum(['', 'console', 'http']).default(''),
  /** HTTP gateway endpoint that receives {phone, code, template} as JSON. */
  SMS_HTTP_URL: z.string().default(''),
  /** Bearer token for the HTTP gateway. */
  SMS_HTTP_TOKEN: z.string().default(''),
  /** Template id or sign name passed to the gateway. */
  SMS_HTTP_TEMPLATE: z.string().default(''),
  /** Internal-only mode: unapproved accounts get 4025 at sign-in. */
  INTERNAL_ONLY: bool,
  /** Phones approved in internal-only mode (comma-separated); others wait for approval. */
  APPROVED_PHONES: list,
  /** Operator accounts (comma-separated phones): /admin, special tags, approvals; always approved. */
  ADMIN_PHONES: list,
  /** Allowed CORS origins (comma-separated); empty means same origin only. */
  CORS_ORIGINS: list,
  /** Max size of a general file upload in MiB. */
  MAX_FILE_MB: z.coerce.number().positive().default(50),
  /** Max size of an image upload in MiB. */
  MAX_IMAGE_MB: z.coerce.number().positive().default(10),
  /** Max size of a script file imported as documents (project/doc/import) in MiB. */
  IMPORT_MAX_MB: z.coerce.number().positive().default(10),
  /** Days a token stays valid. */
  TOKEN_TTL_DAYS: z.coerce.number().positive().default(30),
  /** Days a team invitation code stays valid. */
  INVITATION_TTL_DAYS: z.coerce.number().positive().default(7),
  /** Shared secret the relay uses on the API's internal calls; generated per process when empty. */
  INTERNAL_SECRET: z.string().default(''),
  /** Folder holding the built web app; empty means apps/web/dist. */
  WEB_DIST: z.string().default(''),
  /**
   * Separately hosted services for the web app (`key=url`, comma-separated; keys main, materials, ai,
   * uploader, chat, logger, workflowImage, login, roleAi, analysis); empty means all on this origin.
   */
  SERVICE_HOSTS: z.string().default(''),
  /**
   * Trust X-Forwarded-For from a reverse proxy: '' (default) trusts nobody, so per-IP limits use the
   * socket address; 'true' trusts every hop; otherwise a comma-separated list of proxy IPs/CIDRs.
   */
  TRUST_PROXY: z.string().default(''),
  /** Turns off sign-in and SMS rate limits (load tests only). */
  DISABLE_RATE_LIMIT: bool,
  /** OpenAI-compatible LLM base URL ending in /v1 (Ollama, vLLM, llama.cpp, DashScope...); empty means no LLM. */
  LLM_BASE_URL: engineUrl,
  /** Bearer key for LLM_BASE_URL; empty sends none. */
  LLM_API_KEY: z.string().default(''),
  /** Chat models: one model name for every alias, or `qwen=<model>,gpt-3.5=<model>,gpt-4=<model>`. */
  LLM_MODELS: modelMap,
  /** Deadline of a whole streamed chat answer in ms (spec 03 section 9: 180 s). */
  LLM_STREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(180_000),
  /** OpenAI-compatible speech base URL (/v1/audio/speech); empty means espeak-ng when installed. */
  TTS_BASE_URL: engineUrl,
  /** Bearer key for TTS_BASE_URL. */
  TTS_API_KEY: z.string().default(''),
  /** Speech model name sent to TTS_BASE_URL. */
  TTS_MODEL: z.string().default('tts-1'),
  /** Default voice sent to TTS_BASE_URL. */
  TTS_VOICE: z.string().default('alloy'),
  /** OpenAI-compatible transcription base URL (/v1/audio/transcriptions); empty means no speech recognition. */
  ASR_BASE_URL: engineUrl,
  /** Bearer key for ASR_BASE_URL. */
  ASR_API_KEY: z.string().default(''),
  /** Transcription model name sent to ASR_BASE_URL. */
  ASR_MODEL: z.string().default('whisper-1'),
  /** AUTOMATIC1111 / Forge SD-WebUI base URL (started with --api); empty means no drawing. */
  SD_WEBUI_URL: engineUrl,
  /** ComfyUI base URL; empty means no workflow drawing. */
  COMFYUI_URL: engineUrl,
  /** LoRA trainer (lora-scripts GUI) base URL; empty means no training. */
  TRAINER_URL: engineUrl,
  /** Log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** Largest image (width x height, in megapixels) an upload may decode to: a decompression-bomb guard. */
  MAX_IMAGE_MEGAPIXELS: z.coerce.number().positive().default(80),
  /** Base URL of file links (a CDN or public bucket); empty means `/files` served by this API. */
  FILES_PUBLIC_URL: z
    .string()
    .default('')
    .transform((v) => v.replace(/\/+$/, '')),
  /** S3-compatible bucket for uploaded files; empty means the disk store under DATA_DIR/files. */
  S3_BUCKET: z.string().default(''),
  /** S3 endpoint URL (MinIO, R2, OSS...); empty means AWS. */
  S3_ENDPOINT: z.string().default(''),
  /** S3 region. */
  S3_REGION: z.string().default('us-east-1'),
  /** S3 access key id; empty means the SDK's default credential chain. */
  S3_ACCESS_KEY_ID: z.string().default(''),
  /** S3 secret access key. */
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  /** Path-style bucket URLs (needed by MinIO and most self-hosted stores). */
  S3_FORCE_PATH_STYLE: bool,
});

export type TConfig = z.infer<typeof ZConfig>;

/** Checks that need two variables at once; each message names the variable to fix. */
const crossFieldIssues = (cfg: TConfig): string[] =>
  cfg.LLM_BASE_URL && !cfg.LLM_MODELS.trim()
    ? ['  LLM_MODELS: required when LLM_BASE_URL is set (a model name the engine serves, e.g. qwen2.5:7b)']
    : [];

/** Reads and validates config; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  const crossIssues = crossFieldIssues(cfg);
  if (crossIssues.length) throw new Error(`Invalid configuration:\n${crossIssues.join('\n')}`);
  return { ...cfg, DATA_DIR: path.resolve(cfg.DATA_DIR) };
}

/**
 * Config for tests: defaults plus overrides, never reading process.env. Tests sign in through the
 * dev SMS outbox, so they ask for it explicitly (SMS_PROVIDER=console), as scripts/start.sh does.
 */
export function testConfig(overrides: Partial<Record<keyof TConfig, string>> = {}): TConfig {
  return loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', SMS_PROVIDER: 'console', ...overrides });
}
