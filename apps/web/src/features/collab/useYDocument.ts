import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import { relayDocumentName, type TRelayDocumentKind } from '@juzuo/schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { api } from '../../lib/api';
import {
  accessOfScope,
  type DocumentAccess,
  decideEditable,
  rememberAccess,
  rememberedAccess,
} from './access';
import { frameCoalescer } from './afterFrame';
import { localStoreName, relayUrl } from './identity';
import { deferLocalWrites } from './localWrites';
import {
  type AwarenessChange,
  type Collaborator,
  onlySelfChanged,
  type PresenceUser,
  readCollaborators,
  sameCollaborators,
  withDistinctColors,
} from './presence';
import { RELAY_SEND_CAP_MS, sendAfterFrame } from './relaySends';
import { checkSessionAfterRefusal } from './sessionCheck';
import { type SyncSource, syncSource } from './syncSource';
import { SyncTracker } from './syncTracker';

/** Live state of one collaborative document in this tab. */
export interface YDocumentStatus {
  /** 已同步 / 仅保存在本地 / 离线, followed outside React (it changes with every keystroke). */
  sync: SyncSource;
  /** The relay's answer for this connection; null until authenticated (e.g. offline). */
  access: DocumentAccess | null;
  /** IndexedDB has restored the local copy (the document can show without the network). */
  localLoaded: boolean;
  /** The relay refused the connection (no membership, bad token). */
  refused: boolean;
}

/** The status fields kept in React state (they change rarely). */
type RenderedStatus = Omit<YDocumentStatus, 'sync'>;

const INITIAL_STATUS: RenderedStatus = { access: null, localLoaded: false, refused: false };

/** The Yjs document and its relay provider, for editors and boards to bind to. */
export interface YDocumentSession {
  /** Relay document name (`doc:<id>`, `cards:<idea_id>`, `game:<board_id>` ...). */
  name: string;
  ydoc: Y.Doc;
  provider: HocuspocusProvider;
}

/** Which document to open and as whom. */
export interface YDocumentOptions {
  /** The kind of document (DOCUMENT_KINDS in @juzuo/schemas). */
  kind: TRelayDocumentKind;
  /** The id its name carries (a document, idea, work or board id). */
  id: string;
  /** The signed-in user: local copies and remembered access are kept per user. */
  userId: string;
  /** The page knows the user may only read (e.g. my_permissions lacks the kind's write permission). */
  readOnly?: boolean;
  /** This user as others see them (presence, carets); keep it referentially stable. */
  user?: PresenceUser;
}

/** An open collaborative document. */
export interface YDocument {
  /** Null while the document opens (and for one render after the kind or id changed). */
  session: YDocumentSession | null;
  status: YDocumentStatus;
  /** Whether this tab may edit now (see decideEditable). */
  editable: boolean;
  /** Everyone else on the document; the same array while nobody joins, leaves or renames. */
  others: Collaborator[];
}

/**
 * Opens any relay document: a Y.Doc kept in IndexedDB (per user, so a reload without network
 * restores it) and synced through the relay, with the sync state (已同步 / 仅保存在本地 / 离线; a
 * reader's copy is 已同步 or 离线), who else is here (one entry per user, in distinct colours), and
 * whether this tab may edit. Local edits made while disconnected merge when the
 * relay is back. Keystrokes cause no React commit: the sync state is read once after the next frame
 * into a SyncSource the badge follows by itself, and presence changes only when someone joins,
 * leaves or renames.
 */
export function useYDocument({ kind, id, userId, readOnly = false, user }: YDocumentOptions): YDocument {
  const name = relayDocumentName(kind, id);
  const [session, setSession] = useState<YDocumentSession | null>(null);
  const [status, setStatus] = useState<RenderedStatus>(INITIAL_STATUS);
  const [sync] = useState(() => syncSource('offline'));
  const [others, setOthers] = useState<Collaborator[]>([]);
  // Read inside the effect without reopening the document when the page's permissions arrive.
  const readOnlyHint = useRef(readOnly);
  readOnlyHint.current = readOnly;

  useEffect(() => {
    setStatus(INITIAL_STATUS);
    sync.set('offline');
    const ydoc = new Y.Doc();
    const local = new IndexeddbPersistence(localStoreName(userId, name), ydoc);
    // Each edit reaches IndexedDB after the frame that shows it, not inside the keystroke.
    const localWrites = deferLocalWrites(ydoc, local);
    // Come back quickly after the network returns (the default backoff grows to 30 s).
    const socket = new HocuspocusProviderWebsocket({ url: relayUrl(), maxDelay: 4000 });
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name,
      document: ydoc,
      // A function, so a reconnect after a token refresh sends the current token.
      token: () => api.session.get().token ?? '',
      // Buffered (still counted as unsynced at once) and sent after the frame: see sendAfterFrame.
      flushDelay: RELAY_SEND_CAP_MS,
    });
    const relaySends = sendAfterFrame(provider, [ydoc, provider.awareness]);
    const tracker = new SyncTracker(provider);
    // The relay's answer once authenticated; before it, what the page and the last answer said.
    let access: DocumentAccess | null = null;
    // Into the sync source, not React state: a commit would re-render the whole editor or board.
    const badge = frameCoalescer(() => {
      tracker.readOnlyAccess(
        access ? access === 'read' : readOnlyHint.current || rememberedAccess(userId, name) === 'read',
      );
      sync.set(tracker.state());
    });
    const onUpdate = (_u: Uint8Array, origin: unknown) => {
      // Content from the relay or from IndexedDB is not a local edit.
      if (origin === provider || origin === local) return;
      tracker.localEdit();
      badge.schedule();
    };
    const onStatus = ({ status: s }: { status: WebSocketStatus }) => {
      tracker.connection(s === WebSocketStatus.Connected);
      badge.schedule();
    };
    const onAcknowledged = () => {
      tracker.acknowledged();
      badge.schedule();
    };
    const onAuthenticated = ({ scope }: { scope: string }) => {
      const granted = accessOfScope(scope);
      access = granted;
      rememberAccess(userId, name, granted);
      setStatus((s) => ({ ...s, access: granted, refused: false }));
      badge.schedule();
    };
    const onRefused = ({ reason }: { reason: string }) => {
      setStatus((s) => ({ ...s, refused: true }));
      // A session that ended elsewhere signs this tab out too (the relay closed it at once).
      checkSessionAfterRefusal(reason, () => api.account.getMyInfo({ silent: true }));
    };
    ydoc.on('update', onUpdate);
    provider.on('status', onStatus);
    provider.on('synced', onAcknowledged);
    provider.on('unsyncedChanges', onAcknowledged);
    provider.on('authenticated', onAuthenticated);
    provider.on('authenticationFailed', onRefused);
    provider.on('disconnect', () => onStatus({ status: WebSocketStatus.Disconnected }));
    local.on('synced', () => setStatus((s) => ({ ...s, localLoaded: true })));
    provider.attach();
    setSession({ name, ydoc, provider });
    return () => {
      badge.dispose();
      relaySends.dispose();
      ydoc.off('update', onUpdate);
      // Sends what is still buffered before the socket goes.
      provider.destroy();
      socket.destroy();
      localWrites.dispose();
      void local.destroy();
      ydoc.destroy();
      setSession(null);
    };
  }, [name, userId, sync]);

  // Right after the name changes, the previous document's (destroyed) session is still in state for
  // one render: never hand it out under the new name.
  const current = session?.name === name ? session : null;
  const provider = current?.provider ?? null;

  useEffect(() => {
    const awareness = provider?.awareness;
    if (!awareness) {
      setOthers((prev) => (prev.length === 0 ? prev : []));
      return;
    }
    const read = (change?: AwarenessChange) => {
      // Our own caret moves with every keystroke: nothing about the others to read then.
      if (change && onlySelfChanged(change, awareness.clientID)) return;
      // One entry per user (not per tab, never this user's other tabs), in colours no one else has.
      const next = withDistinctColors(
        readCollaborators(awareness.getStates(), awareness.clientID, userId),
        userId,
      );
      setOthers((prev) => (sameCollaborators(prev, next) ? prev : next));
    };
    read();
    awareness.on('change', read);
    return () => awareness.off('change', read);
  }, [provider, userId]);

  useEffect(() => {
    if (provider && user) provider.awareness?.setLocalStateField('user', user);
  }, [provider, user]);

  const editable = decideEditable({
    refused: status.refused,
    access: status.access,
    remembered: status.access ? null : rememberedAccess(userId, name),
    readOnlyHint: readOnly,
  });
  // Same fields, same object: a new object would re-render the whole editor or board.
  const shown = useMemo(() => ({ ...status, sync }), [status, sync]);
  return { session: current, status: shown, editable, others };
}
