import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import { useEffect, useRef, useState } from 'react';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { api } from '../../../lib/api';
import { type SyncState, syncState } from '../logic/syncState';
import { relayDocName, relayUrl, rememberAccess } from './identity';

/** Live state of one collaborative document in this tab. */
export interface CollabStatus {
  sync: SyncState;
  /** The relay's answer for this connection; null until authenticated (e.g. offline). */
  access: 'read' | 'write' | null;
  /** IndexedDB has restored the local copy (the editor can show text without the network). */
  localLoaded: boolean;
  /** The relay refused the connection (no membership, bad token). */
  refused: boolean;
}

const INITIAL_STATUS: CollabStatus = { sync: 'offline', access: null, localLoaded: false, refused: false };

/** The Yjs document, its relay provider and its state. */
export interface CollabSession {
  docId: string;
  ydoc: Y.Doc;
  provider: HocuspocusProvider;
}

/**
 * Opens `doc:<docId>`: a Y.Doc kept in IndexedDB (per user, so a reload without network restores it)
 * and synced through the relay. Local edits made while disconnected merge when the relay is back.
 */
export function useCollabDocument(docId: string, userId: string, readOnlyHint = false) {
  const [session, setSession] = useState<CollabSession | null>(null);
  const [status, setStatus] = useState<CollabStatus>(INITIAL_STATUS);
  // Read inside the effect without reopening the document when the page's permissions arrive.
  const hint = useRef(readOnlyHint);
  hint.current = readOnlyHint;

  useEffect(() => {
    setStatus(INITIAL_STATUS);
    const ydoc = new Y.Doc();
    const local = new IndexeddbPersistence(`juzuo:${userId}:${relayDocName(docId)}`, ydoc);
    let connected = false;
    let localEdits = false;
    // The relay's answer once authenticated; before it, what the page and the last answer said.
    let access: 'read' | 'write' | null = null;
    // Come back quickly after the network returns (the default backoff grows to 30 s).
    const socket = new HocuspocusProviderWebsocket({ url: relayUrl(), maxDelay: 4000 });
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: relayDocName(docId),
      document: ydoc,
      // A function, so a reconnect after a token refresh sends the current token.
      token: () => api.session.get().token ?? '',
    });
    let pending = false;
    let disposed = false;
    let frame = 0;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    const recomputeNow = () => {
      const ready = connected && provider.isAuthenticated;
      const sync = syncState({
        connected: ready,
        synced: provider.isSynced,
        unsynced: provider.unsyncedChanges,
        localEdits,
        readOnly: access ? access === 'read' : hint.current,
      });
      // Same state, same object: every keystroke calls this, and a new object would re-render the
      // whole editor surface right before the keystroke's paint.
      setStatus((s) => (s.sync === sync ? s : { ...s, sync }));
    };
    // Every keystroke changes the sync inputs twice (a local update, then the relay's ack a moment
    // later). Reading them once after the next frame shows the same state without a React commit on
    // the keystroke's path (a commit reads the selection of the focused editor: slow in a long script),
    // and an ack that arrives within the frame costs no commit at all.
    const recompute = () => {
      if (pending) return;
      pending = true;
      const run = () => {
        if (!pending || disposed) return;
        pending = false;
        cancelAnimationFrame(frame);
        clearTimeout(fallback);
        recomputeNow();
      };
      frame = requestAnimationFrame(() => setTimeout(run, 0));
      // A hidden tab runs no animation frames; the badge must still follow.
      fallback = setTimeout(run, 250);
    };
    const onUpdate = (_u: Uint8Array, origin: unknown) => {
      // Text from the relay or from IndexedDB is not a local edit.
      if (origin === provider || origin === local) return;
      localEdits = true;
      recompute();
    };
    const onStatus = ({ status: s }: { status: WebSocketStatus }) => {
      connected = s === WebSocketStatus.Connected;
      recompute();
    };
    const onUnsynced = () => {
      if (connected && provider.isSynced && provider.unsyncedChanges === 0) localEdits = false;
      recompute();
    };
    const onAuthenticated = ({ scope }: { scope: string }) => {
      const granted = scope === 'read-write' ? 'write' : 'read';
      access = granted;
      rememberAccess(userId, docId, granted);
      setStatus((s) => ({ ...s, access: granted, refused: false }));
      recompute();
    };
    const onRefused = () => setStatus((s) => ({ ...s, refused: true }));
    ydoc.on('update', onUpdate);
    provider.on('status', onStatus);
    provider.on('synced', onUnsynced);
    provider.on('unsyncedChanges', onUnsynced);
    provider.on('authenticated', onAuthenticated);
    provider.on('authenticationFailed', onRefused);
    provider.on('disconnect', () => onStatus({ status: WebSocketStatus.Disconnected }));
    local.on('synced', () => setStatus((s) => ({ ...s, localLoaded: true })));
    provider.attach();
    setSession({ docId, ydoc, provider });
    return () => {
      disposed = true;
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      ydoc.off('update', onUpdate);
      provider.destroy();
      socket.destroy();
      void local.destroy();
      ydoc.destroy();
      setSession(null);
    };
  }, [docId, userId]);

  // Right after docId changes, the previous document's (destroyed) session is still in state for
  // one render: never hand it out under the new id.
  return { session: session?.docId === docId ? session : null, status };
}
