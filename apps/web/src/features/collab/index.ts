export { type DocumentAccess, decideEditable } from './access';
export { colorFor } from './identity';
export { PresenceBar, type PresenceBarProps } from './PresenceBar';
export type { Collaborator, PresenceUser } from './presence';
export { SyncBadge } from './SyncBadge';
export { SYNC_LABEL, type SyncState } from './syncState';
export {
  useYDocument,
  type YDocument,
  type YDocumentOptions,
  type YDocumentSession,
  type YDocumentStatus,
} from './useYDocument';
