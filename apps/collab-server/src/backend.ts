import type { TRelayAccess } from '@juzuo/schemas';

/** Who a connection is and what it may do with the document it opened. */
export interface RelayIdentity {
  userId: string;
  name: string;
  access: TRelayAccess;
  /** The work the document belongs to, when the API says (narrows permission refreshes). */
  workId?: string;
}

/** Facts about a store, beyond the state itself. */
export interface RelayStoreMeta {
  /** Users whose updates changed the document since the last successful store. */
  editors: string[];
  /**
   * Digest (sha256, base64) of the last state the API accepted from this relay for the document,
   * when there is one since it was loaded: the state being stored descends from it.
   */
  baseHash?: string;
}

/** A document as the API keeps it: the checkpointed state and the updates logged since, in order. */
export interface RelayStoredContent {
  /** The checkpoint, or null for a document that has none yet. */
  state: Uint8Array | null;
  /** Updates acknowledged after that checkpoint, to apply on top in this order. */
  updates: Uint8Array[];
}

/** One update a relay received, to be appended to its document's log. */
export interface RelayLoggedUpdate {
  documentName: string;
  update: Uint8Array;
}

/**
 * Everything the relay asks the API. The relay owns nothing durable: identity, permissions and the
 * stored Yjs state all live behind this interface.
 */
export interface RelayBackend {
  /** Resolves a bearer token for one document; null when the token is missing, invalid or expired. */
  authenticate(input: { token: string; documentName: string }): Promise<RelayIdentity | null>;
  /** The stored content (checkpoint + update log). Throws when it cannot tell. */
  load(documentName: string): Promise<RelayStoredContent>;
  /**
   * Appends updates (any documents, arrival order) to the update logs; resolves only once they are
   * durable, and throws when they may not be. The relay acknowledges an update after this.
   */
  append(updates: RelayLoggedUpdate[]): Promise<void>;
  /**
   * Stores the full Yjs state as the new checkpoint (folding the update log into it); throws when
   * the API did not keep it.
   */
  store(documentName: string, state: Uint8Array, meta: RelayStoreMeta): Promise<void>;
  /**
   * Checkpoints a document from what is durable (its checkpoint and the updates appended since),
   * without the relay's state: nothing of the document's size is encoded on the relay's thread.
   * Only a backend whose `append` reaches the same log the checkpoint is folded from offers it; the
   * relay uses it while every change of the document went through `append` (PersistenceExtension).
   * Answers the digest of the stored checkpoint afterwards (null: none, or not known).
   */
  compact?(documentName: string, meta: Pick<RelayStoreMeta, 'editors'>): Promise<string | null>;
  /** The relay let the document go (unloaded): whatever the backend kept for it can go too. */
  forget?(documentName: string): void;
}

/** Context Hocuspocus keeps per connection once AuthenticationExtension has accepted it. */
export interface RelayContext {
  user?: { id: string; name: string };
  access?: TRelayAccess;
  /** The token the connection authenticated with; PermissionRefreshExtension re-asks the API with it. */
  token?: string;
  /** The work of the document, when known (see RelayIdentity.workId). */
  workId?: string;
}
