/**
 * The relay's public API: what the one-origin server (apps/api) and the standalone relay (main.ts)
 * share. Everything else in src/ is internal (extensions, Redis wiring, env). Tests use
 * `@juzuo/collab-server/testing` (src/test/harness.ts).
 */

/**
 * Notices that work access changed, published to every relay over Redis; `openRedis` is the one way
 * a REDIS_URL becomes a connection (the API's shared rate-limit counters use it too).
 */
export {
  type AccessChange,
  type AccessChannel,
  openAccessChannel,
  openRedis,
} from './accessChanges';
/** What a relay needs from the API: who a token is, load, append to the update log, store a document's state. */
export type {
  RelayBackend,
  RelayContext,
  RelayIdentity,
  RelayLoggedUpdate,
  RelayStoredContent,
  RelayStoreMeta,
} from './backend';
/** A relay: create, re-check connections after an access change, store a document now, close, readiness. */
export {
  closeRelay,
  createRelay,
  flushStore,
  isRelayReady,
  notifyRelayAccessChange,
  type Relay,
  type RelayOptions,
} from './createRelay';
/** The backend over the API's internal calls: in-process (inject) or over HTTP. */
export { EnvelopeRelayBackend, type InternalTransport, RelayBackendError } from './envelopeBackend';
export { HttpRelayBackend, type HttpRelayBackendOptions } from './httpBackend';
/** The WebSocket endpoint at /collab on any Node HTTP server. */
export { createRelayEndpoint, type RelayEndpoint, type RelayEndpointOptions } from './websocket';
