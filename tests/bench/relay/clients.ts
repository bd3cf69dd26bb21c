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
  /** WebSocket payload bytes this client received and sent so far. */
  bytes: { received: number; sent: number };
  destroy(): void;
}

/** A `ws` WebSocket class that adds every payload's size to `bytes` (one class per client). */
function countingWebSocket(bytes: { received: number; sent: number }): typeof WebSocket {
  const size = (data: unknown) =>
    typeof data === 'string'
      ? Buffer.byteLength(data)
      : ((data as ArrayBufferLike | ArrayBufferView).byteLength ?? 0);
  class CountingWebSocket extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      // A socket still connecting when the run ends (a reconnect on a loaded machine) emits an
      // error as it is closed; unheard, that error ended the whole bench. The provider learns of
      // failures through its close events, and a lost receipt is counted as missing.
      this.on('error', () => {});
      this.on('message', (data: WebSocket.RawData) => {
        bytes.received += Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : size(data);
      });
    }

    override send(data: unknown, ...rest: unknown[]): void {
      bytes.sent += size(data);
      (super.send as (...a: unknown[]) => void)(data, ...rest);
    }
  }
  return CountingWebSocket as unknown as typeof WebSocket;
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
  const bytes = { received: 0, sent: 0 };
  const Socket = countingWebSocket(bytes);
  if (endpoint.kind === 'y-websocket') {
    const provider = new WebsocketProvider(endpoint.url, name, doc, {
      WebSocketPolyfill: Socket as unknown as typeof globalThis.WebSocket,
      disableBc: true,
    });
    const synced = new Promise<void>((resolve) => {
      if (provider.synced) resolve();
      else provider.once('sync', (isSynced: boolean) => isSynced && resolve());
    });
    return { doc, synced, bytes, destroy: () => provider.destroy() };
  }
  const socket = new HocuspocusProviderWebsocket({ url: endpoint.url, WebSocketPolyfill: Socket });
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
    bytes,
    destroy: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}
