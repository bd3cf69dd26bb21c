export { AuthenticationExtension } from './AuthenticationExtension';
export {
  type AccessChange,
  accessChannel,
  DEFAULT_REDIS_PREFIX,
  publishAccessChange,
} from './accessChanges';
export type { RelayBackend, RelayContext, RelayIdentity, RelayStoreMeta } from './backend';
export {
  closeRelay,
  createRelay,
  isRelayReady,
  notifyRelayAccessChange,
  type Relay,
  type RelayOptions,
} from './createRelay';
export { EnvelopeRelayBackend, type InternalTransport, RelayBackendError } from './envelopeBackend';
export { HttpRelayBackend, type HttpRelayBackendOptions } from './httpBackend';
export { PermissionRefreshExtension } from './PermissionRefreshExtension';
export { PersistenceExtension } from './PersistenceExtension';
export { createRelayEndpoint, type RelayEndpoint, type RelayEndpointOptions } from './websocket';
