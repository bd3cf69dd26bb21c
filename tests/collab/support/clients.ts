import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';

/** A provider (Node client) with its Y.Doc, as an editor would hold it. */
export interface CollabClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** 'synced' once authenticated and synced, else the refusal reason. */
  outcome: string;
  /** The scope the relay granted ('read-write' or 'readonly'), as the provider knows it now. */
  scope(): string | undefined;
  /** Appends one script line (a Tiptap `paragraph` in the `default` fragment). */
  type(text: string, block?: string): void;
  /** The lines of the document, as plain text. */
  lines(): string[];
}

const open: HocuspocusProvider[] = [];

/** Connects a provider to a relay URL and waits until it is synced or refused (15 s at most). */
export function connect(url: string, documentName: string, token: string): Promise<CollabClient> {
  const doc = new Y.Doc();
  const fragment = doc.getXmlFragment('default');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`provider for ${documentName} at ${url} neither synced nor refused`)),
      15_000,
    );
    let settled = false;
    const client = (outcome: string): CollabClient => ({
      doc,
      provider,
      outcome,
      scope: () => provider.authorizedScope,
      type(text, block) {
        const paragraph = new Y.XmlElement('paragraph');
        if (block) paragraph.setAttribute('block', block);
        paragraph.insert(0, [new Y.XmlText(text)]);
        fragment.push([paragraph]);
      },
      lines: () => linesOf(doc),
    });
    const provider: HocuspocusProvider = new HocuspocusProvider({
      url,
      name: documentName,
      document: doc,
      token,
      onSynced: () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(client('synced'));
      },
      onAuthenticationFailed: ({ reason }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(client(reason));
      },
    });
    open.push(provider);
  });
}

/** Lines of a Y.Doc's `default` fragment as plain text. */
export function linesOf(doc: Y.Doc): string[] {
  return doc
    .getXmlFragment('default')
    .toArray()
    .map((node) => (node instanceof Y.XmlElement ? textOf(node) : node.toString()));
}

function textOf(element: Y.XmlElement): string {
  return element
    .toArray()
    .map((child) => (child instanceof Y.XmlText ? child.toString() : textOf(child as Y.XmlElement)))
    .join('');
}

/** Destroys every provider opened by this test file. */
export function disconnectAll(): void {
  for (const provider of open.splice(0)) {
    provider.configuration.websocketProvider.destroy();
    provider.destroy();
  }
}

/** Polls until the predicate holds; fails after `ms` with the message. */
export async function waitUntil(
  predicate: () => boolean | Promise<boolean>,
  ms: number,
  message: string,
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > until) throw new Error(`${message} (not within ${ms} ms)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Resolves with the next authentication event of a provider: the new scope or the refusal reason. */
export function nextAuthEvent(client: CollabClient): Promise<string> {
  return new Promise((resolve) => {
    const onScope = ({ scope }: { scope: string }) => done(scope);
    const onFailed = ({ reason }: { reason: string }) => done(reason);
    const done = (value: string) => {
      client.provider.off('authenticated', onScope);
      client.provider.off('authenticationFailed', onFailed);
      resolve(value);
    };
    client.provider.on('authenticated', onScope);
    client.provider.on('authenticationFailed', onFailed);
  });
}

/** Fails if the promise does not settle within `ms` ("within seconds" in ARCHITECTURE.md). */
export function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} not within ${ms} ms`)), ms)),
  ]);
}
