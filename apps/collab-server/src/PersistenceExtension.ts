import { createHash } from 'node:crypto';
import type {
  afterUnloadDocumentPayload,
  Extension,
  onChangePayload,
  onLoadDocumentPayload,
  onStoreDocumentPayload,
} from '@hocuspocus/server';
import * as Y from 'yjs';
import type { RelayBackend, RelayContext } from './backend';

/**
 * Loads a document's Yjs state from the API and checkpoints it back. Hocuspocus debounces the
 * stores (`debounce`/`maxDebounce`) and flushes them on the last disconnect.
 */
export class PersistenceExtension implements Extension {
  extensionName = 'PersistenceExtension';

  /** Digest of the last state the API accepted, per document: an unchanged state is not stored again. */
  private readonly storedDigest = new Map<string, string>();
  /** Users who changed each document since its last successful store. */
  private readonly editors = new Map<string, Set<string>>();

  constructor(private readonly backend: RelayBackend) {}

  async onLoadDocument({ documentName, document }: onLoadDocumentPayload<RelayContext>) {
    // A failed load throws: Hocuspocus then refuses the connections and unloads the document, so
    // an empty document can never be stored over real content.
    const state = await this.backend.load(documentName);
    if (state) Y.applyUpdate(document, state);
    this.storedDigest.set(documentName, digest(Y.encodeStateAsUpdate(document)));
  }

  async onChange({ documentName, context }: onChangePayload<RelayContext>) {
    const userId = context?.user?.id;
    if (!userId) return;
    const set = this.editors.get(documentName) ?? new Set<string>();
    set.add(userId);
    this.editors.set(documentName, set);
  }

  async onStoreDocument({ documentName, document }: onStoreDocumentPayload<RelayContext>) {
    const state = Y.encodeStateAsUpdate(document);
    const hash = digest(state);
    if (this.storedDigest.get(documentName) === hash) return;
    const editors = [...(this.editors.get(documentName) ?? [])];
    // A failure propagates: Hocuspocus keeps the document in memory (issue 4 adds the retry).
    await this.backend.store(documentName, state, { editors });
    this.storedDigest.set(documentName, hash);
    this.editors.delete(documentName);
  }

  async afterUnloadDocument({ documentName }: afterUnloadDocumentPayload) {
    this.storedDigest.delete(documentName);
    this.editors.delete(documentName);
  }
}

function digest(state: Uint8Array): string {
  return createHash('sha256').update(state).digest('base64');
}
