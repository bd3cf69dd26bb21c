export { AuthenticationExtension } from './AuthenticationExtension';
export type { RelayBackend, RelayContext, RelayIdentity, RelayStoreMeta } from './backend';
export { closeRelay, createRelay, isRelayReady, type Relay, type RelayOptions } from './createRelay';
export { EnvelopeRelayBackend, type InternalTransport, RelayBackendError } from './envelopeBackend';
export { HttpRelayBackend, type HttpRelayBackendOptions } from './httpBackend';
export { PersistenceExtension } from './PersistenceExtension';
export { createRelayEndpoint, type RelayEndpoint, type RelayEndpointOptions } from './websocket';
