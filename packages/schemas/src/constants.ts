/** Business constants and limits of spec 01 section 9 (platform). */
export const PlatformLimits = {
  /** Default request timeout (ms). */
  requestTimeoutMs: 20_000,
  /** AI, video uploader and workflow-graph image service timeout (ms). */
  aiTimeoutMs: 35_000,
  /** File upload timeout (ms). */
  uploadTimeoutMs: 300_000,
  /** Export timeout (ms), spec 02 section 9. */
  exportTimeoutMs: 120_000,
  /** SMS resend countdown (s). */
  smsResendSeconds: 60,
  /** QR display delay (ms). */
  qrDisplayDelayMs: 500,
  /** QR poll interval (ms). */
  qrPollIntervalMs: 1_000,
  /** QR poll limit (ticks). */
  qrPollLimit: 300,
  /** Refresh the token when less than this remains (ms). */
  tokenRefreshThresholdMs: 86_400_000,
  /** Token refresh attempts at most once per this interval (ms). */
  tokenRefreshMinIntervalMs: 1_000,
  /** Login dialog width (px). */
  loginDialogWidth: 480,
  /** Agreement dialog width (px). */
  agreementDialogWidth: 600,
  /** Toast duration (ms). */
  toastDurationMs: 2_000,
  /** Editor input length. */
  editorInputLength: 2_000,
  /** Loading overlay delay on route change (ms). */
  routeLoadingDelayMs: 2_000,
  /** Multi-tab reload bound (ms). */
  multiTabReloadMs: 1_000,
  /** Redirect delay after 8003 / 7013 / team-info failure (ms). */
  redirectDelayMs: 2_000,
} as const;

/** Server-side account limits (our decisions, recorded in docs/decisions.md). */
export const AccountLimits = {
  smsCodeLength: 6,
  smsCodeTtlSeconds: 300,
  smsResendSeconds: 60,
  smsHourlyCapPerPhone: 5,
  smsHourlyCapPerIp: 20,
  smsMaxWrongTries: 5,
  qrSessionTtlSeconds: 300,
  tokenTtlDays: 30,
} as const;

/** Image variant suffix sizes: the longest side in px of each variant (spec 01 section 9). */
export const IMAGE_VARIANTS = { large: 2048, big: 1280, mid: 640, small: 320, mini: 120 } as const;
export type TImageVariant = keyof typeof IMAGE_VARIANTS;

/** Local-storage keys the web app and the API client share (multi-tab sync reads these). */
export const StorageKeys = {
  token: 'jz_token',
  tokenExpire: 'jz_token_expire',
  userId: 'jz_user_id',
  teamId: 'jz_team_id',
  deviceId: 'jz_device_id',
  toPath: 'jz_to_path',
  setPasswordOffered: 'jz_set_password_offered',
  agreementAccepted: 'jz_agreement_accepted',
} as const;

/** Product name shown as the last part of every page title. */
export const PRODUCT_NAME = '剧作台';
