export type { CatalogueOptions } from './catalogue';
export { type ChatStreamEnd, type ChatStreamHandlers, streamChat } from './chat-stream';
export { type ApiClient, type ApiClientOptions, createApiClient } from './client';
export { ApiError, isApiError } from './errors';
export type { ApiEvent, ApiEventListener, RedirectTarget } from './events';
export {
  readRuntimeConfig,
  resolveHosts,
  SERVICE_NAMES,
  type ServiceHosts,
  type ServiceName,
  type TRuntimeConfig,
} from './hosts';
export { followJobEvents, type JobEventHandlers, parseEventBlocks } from './job-events';
export type * from './services/index';
export { normaliseExpire, type Session, type SessionState } from './session';
export { createMemoryStorage, defaultStorage, type KeyValueStorage } from './storage';
export { type TimeoutKind, timeoutFor } from './timeouts';
export type { CallOptions, HttpMethod, QueryValue, RequestSpec } from './transport';
