import * as Y from 'yjs';
import type { CollabClient } from './clients';

const ALPHABET = '春夏秋冬甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥';

/**
 * One writer typing at the end of a line of their own. `acked` is how much of what they typed the
 * relay had acknowledged: the provider's own signal, the one the web badge turns into 已同步.
 */
export interface Writer {
  label: string;
  client: CollabClient;
  typed: string;
  acked: number;
}

export function startWriter(client: CollabClient, label: string): Writer {
  const writer: Writer = { label, client, typed: '', acked: 0 };
  client.type(`${label}:`, label);
  client.provider.on('unsyncedChanges', ({ number }: { number: number }) => {
    if (number === 0 && client.provider.isSynced) writer.acked = writer.typed.length;
  });
  return writer;
}

/** A writer's line (their paragraph is marked with `block = label`) as text, '' when absent. */
export function lineOf(doc: Y.Doc, label: string): string {
  const paragraph = doc
    .getXmlFragment('default')
    .toArray()
    .find((node) => node instanceof Y.XmlElement && node.getAttribute('block') === label) as
    | Y.XmlElement
    | undefined;
  return paragraph?.get(0)?.toString() ?? '';
}

function typeOne(writer: Writer): void {
  const paragraph = writer.client.doc
    .getXmlFragment('default')
    .toArray()
    .find((node) => node instanceof Y.XmlElement && node.getAttribute('block') === writer.label) as
    | Y.XmlElement
    | undefined;
  const line = paragraph?.get(0) as Y.XmlText | undefined;
  if (!line) throw new Error(`${writer.label} has no line`);
  const char = ALPHABET[writer.typed.length % ALPHABET.length] as string;
  writer.typed += char;
  line.insert(line.length, char);
}

/** Every writer types one character every `everyMs` until `stop()`. */
export function typeUntil(writers: Writer[], everyMs: number): { stop: () => Promise<void> } {
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const w of writers) typeOne(w);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** What the writer's line must start with: everything the relay acknowledged. */
export function acknowledgedLine(writer: Writer, acked = writer.acked): string {
  return `${writer.label}:${writer.typed.slice(0, acked)}`;
}

/** Destroys one client's provider and socket (a writer whose laptop died: no help from it later). */
export function dropClient(client: CollabClient): void {
  client.provider.configuration.websocketProvider.destroy();
  client.provider.destroy();
}
