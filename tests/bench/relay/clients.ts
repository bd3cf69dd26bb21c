import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

/** Which client library speaks to the server: each server is driven by its own protocol's client. */
export type ClientKind = 'y-websocket' | 'hocuspocus';

/** One connected editor: its Y.Doc, kept in sync with the server by a provider. */
export interface BenchClient {
  doc: Y.Doc;
  /** Resolves once the first sync with the server completed. */
  synced: Promise<void>;
  destroy(): void;
}

/** Where to connect: a WebSocket base URL, the document's name on that server and a token. */
export interface Endpoint {
  kind: ClientKind;
  url: string;
  token?: string;
}

/**
 * Connects one editor. Both providers get the `ws` package as their WebSocket, so the only difference
 * is the protocol library. y-websocket gets `disableBc: true`: in Node 22 it would otherwise share
 * updates over BroadcastChannel between clients of the same process and measure no server at all.
 */
export function connectClient(endpoint: Endpoint, name: string, doc = new Y.Doc()): BenchClient {
  if (endpoint.kind === 'y-websocket') {
    const provider = new WebsocketProvider(endpoint.url, name, doc, {
      WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
      disableBc: true,
    });
    const synced = new Promise<void>((resolve) => {
      if (provider.synced) resolve();
      else provider.once('sync', (isSynced: boolean) => isSynced && resolve());
    });
    return { doc, synced, destroy: () => provider.destroy() };
  }
  const socket = new HocuspocusProviderWebsocket({ url: endpoint.url, WebSocketPolyfill: WebSocket });
  let resolveSynced: () => void = () => {};
  let rejectSynced: (e: Error) => void = () => {};
  const synced = new Promise<void>((resolve, reject) => {
    resolveSynced = resolve;
    rejectSynced = reject;
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    document: doc,
    token: endpoint.token ?? 'bench',
    onSynced: () => resolveSynced(),
    onAuthenticationFailed: ({ reason }) => rejectSynced(new Error(`${name}: refused (${reason})`)),
  });
  // A provider given its own socket does not attach itself; destroy closes both.
  provider.attach();
  return {
    doc,
    synced,
    destroy: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}
