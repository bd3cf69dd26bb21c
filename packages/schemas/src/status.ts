/**
 * Status codes with a fixed meaning (ARCHITECTURE.md "HTTP", spec 01 section 8, spec 02 section 8).
 * They travel in the envelope's `status` field; HTTP status stays 200 for business errors.
 */
export const Status = {
  OK: 0,
  /** History version unchanged (in the body, not HTTP). */
  HISTORY_UNCHANGED: 304,
  /** Malformed input: a field is missing or has the wrong shape. */
  BAD_REQUEST: 4001,
  /** Request body or query failed validation; msg names the field. */
  VALIDATION: 4220,
  /** Token missing, invalid or expired. */
  TOKEN_INVALID: 4000,
  /** Wrong phone/password, wrong or expired SMS code. */
  LOGIN_FAILED: 4010,
  /** SMS code requested again too soon / too often. */
  SMS_TOO_FREQUENT: 4029,
  /** QR sign-in session expired. */
  QR_EXPIRED: 4015,
  /** Account not approved in internal-only mode. */
  NOT_APPROVED: 4025,
  /** Uploaded file rejected (type or size). */
  FILE_REJECTED: 4130,
  /** Resource not found (generic). */
  NOT_FOUND: 4040,
  /** Conflict with existing data (e.g. phone already bound to another account). */
  CONFLICT: 4090,
  /** Too many requests (rate limit). */
  RATE_LIMITED: 4290,
  /** Document update accepted with a notice (tolerated as success). */
  DOC_UPDATE_NOTICE: 6001,
  /** User has no team. */
  NO_TEAM: 7007,
  /** No permission. */
  NO_PERMISSION: 7013,
  /** Work not found or no longer accessible. */
  WORK_GONE: 8003,
  /** No AI engine configured. */
  AI_ENGINE_MISSING: 9001,
  /** Game preview check found problems (returned as a result). */
  GAME_PREVIEW_PROBLEMS: 14008,
  /** Duplicate resource name. */
  DUPLICATE_NAME: 15000,
  /** Storyboard detail: raised silently by the client. */
  STORYBOARD_SILENT: 2002,
  /** Server fault that was caught; never carries a stack trace. */
  SERVER_ERROR: 5000,
} as const;

export type TStatus = (typeof Status)[keyof typeof Status];

/** Client-side codes produced by the API client itself (spec 01 section 8). */
export const ClientStatus = {
  TIMEOUT: 55002,
  HTTP_404: 55003,
  CHAT_BUSY: 55004,
  NETWORK: 55005,
} as const;

export type TClientStatus = (typeof ClientStatus)[keyof typeof ClientStatus];

/** Chinese messages that go with the fixed codes. */
export const StatusMessage: Record<number, string> = {
  [Status.TOKEN_INVALID]: '你的登录状态已过期，请重新登录',
  [Status.QR_EXPIRED]: '二维码已过期，请刷新',
  [Status.NOT_APPROVED]: '本产品目前仅对内部账号开放，需经官方审核通过后方可使用',
  [Status.NO_TEAM]: '你还没有加入任何团队',
  [Status.NO_PERMISSION]: '没有权限',
  [Status.WORK_GONE]: '作品不存在或已无法访问',
  [Status.AI_ENGINE_MISSING]: 'AI引擎未配置',
  [Status.HISTORY_UNCHANGED]: '不能重复创建版本',
  [Status.DUPLICATE_NAME]: '重名资源将被覆盖',
  [Status.RATE_LIMITED]: '操作过于频繁，请稍后再试',
  [Status.SERVER_ERROR]: '服务器异常，请刷新或稍后重试',
  [ClientStatus.TIMEOUT]: '接口超时无响应',
  [ClientStatus.HTTP_404]: '网络异常，请检查网络配置',
  [ClientStatus.CHAT_BUSY]: '对话服务繁忙，请稍后再试',
  [ClientStatus.NETWORK]: '网络异常，请检查网络配置',
};

/** HTTP-level failures shown by the client (spec 01 section 8). */
export const HttpFailureMessage = {
  notFound: '网络异常，请检查网络配置',
  serverError: '服务器异常，请刷新或稍后重试',
} as const;
