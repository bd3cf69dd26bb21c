import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createScratchPostgres } from '@juzuo/api';
import { afterAll, describe, expect, inject, it } from 'vitest';
import * as Y from 'yjs';
import { startProduct } from '../e2e/support/product';
import { type CollabClient, connect, disconnectAll, waitUntil } from './support/clients';
import { startRelayProcess } from './support/relay';
import { docDetail, setWorkPermissions, teamMember, workWithDocument } from './support/story';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ALPHABET = '春夏秋冬甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥';

/**
 * One writer typing at the end of a line of their own. `acked` is how much of what they typed the
 * relay had acknowledged: the provider's own signal, the one the web badge turns into 已同步
 * (synced, and no unsynced change left).
 */
interface Writer {
  label: string;
  client: CollabClient;
  typed: string;
  acked: number;
}

function startWriter(client: CollabClient, label: string): Writer {
  const writer: Writer = { label, client, typed: '', acked: 0 };
  client.type(`${label}:`, label);
  client.provider.on('unsyncedChanges', ({ number }: { number: number }) => {
    if (number === 0 && client.provider.isSynced) writer.acked = writer.typed.length;
  });
  return writer;
}

/** The writer's line as an XmlText (their paragraph is marked with `block = label`). */
function lineOf(doc: Y.Doc, label: string): Y.XmlText | undefined {
  const paragraph = doc
    .getXmlFragment('default')
    .toArray()
    .find((node) => node instanceof Y.XmlElement && node.getAttribute('block') === label) as
    | Y.XmlElement
    | undefined;
  return paragraph?.get(0) as Y.XmlText | undefined;
}

function typeOne(writer: Writer): void {
  const line = lineOf(writer.client.doc, writer.label);
  if (!line) throw new Error(`${writer.label} has no line`);
  const char = ALPHABET[writer.typed.length % ALPHABET.length] as string;
  writer.typed += char;
  line.insert(line.length, char);
}

/**
 * Both writers type one character every few milliseconds until `stop()` resolves its promise. After
 * every burst of BURST characters they wait, at most BREATHER_MS, for the relay to acknowledge what is
 * in flight: a writer whose acknowledgements lag behind its typing (a loaded machine, the standalone
 * relay's HTTP append) would otherwise never reach "no unsynced change", so nothing would count as
 * acknowledged. The pauses stay far below the relay's 2 s checkpoint debounce.
 */
const BURST = 20;
/** Two product (or relay) starts per test: on a loaded 2-core machine each can take 30 s or more. */
const CRASH_TEST_MS = 180_000;
const BREATHER_MS = 300;
function typeUntil(writers: Writer[], everyMs: number): { stop: () => Promise<void> } {
  let running = true;
  const loop = (async () => {
    for (let n = 1; running; n++) {
      for (const w of writers) typeOne(w);
      await sleep(everyMs);
      if (n % BURST !== 0) continue;
      const until = Date.now() + BREATHER_MS;
      while (running && Date.now() < until && writers.some((w) => w.client.provider.unsyncedChanges > 0))
        await sleep(5);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/**
 * Lets the writers type until each has more than `chars` acknowledged characters (at most `ms`; the
 * relay's 10 s longest checkpoint wait must not pass, or a checkpoint would hold what the test wants
 * only in the log), then a random moment more, so the kill lands mid-typing with updates in flight.
 */
async function typeUntilAcknowledged(writers: Writer[], chars: number, ms: number): Promise<void> {
  await waitUntil(
    () => writers.every((w) => w.acked > chars),
    ms,
    'both writers had acknowledged characters',
  );
  await sleep(Math.random() * 500);
}

/** What a client that never saw the crash finds on each writer's line, against what was acknowledged. */
async function expectAcknowledgedKept(url: string, docName: string, token: string, writers: Writer[]) {
  const fresh = await connect(url, docName, token);
  expect(fresh.outcome).toBe('synced');
  for (const w of writers) {
    const line = lineOf(fresh.doc, w.label)?.toString() ?? '';
    const acknowledged = `${w.label}:${w.typed.slice(0, w.acked)}`;
    // Every acknowledged character is there, in order; what was typed but not acknowledged may or
    // may not be (the line is always a prefix of what was typed).
    expect(line.startsWith(acknowledged), `${w.label}: ${acknowledged.length} acknowledged`).toBe(true);
    expect(`${w.label}:${w.typed}`.startsWith(line)).toBe(true);
  }
  return fresh;
}

interface Database {
  label: string;
  /** Env of the product on this database; the same env restarts it on the same data. */
  env(): Promise<Record<string, string>>;
  dataDir?: string;
  /** Whether the product keeps its update log in the relay journal (the embedded database). */
  journal?: boolean;
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  disconnectAll();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/**
 * Durable before acknowledged (issue 11): an update the relay acknowledged is already stored, so a
 * SIGKILL of the product mid-typing loses none of it, even when the writers never come back (their
 * providers are destroyed before the restart: no client help).
 */
describe.each([
  { label: 'PGlite', env: async () => ({}) },
  {
    label: 'PostgreSQL',
    journal: false,
    env: async () => {
      const scratch = await createScratchPostgres({ namePrefix: 'jz_crash' });
      cleanups.push(scratch.drop);
      return { DATABASE_URL: scratch.url };
    },
  },
] satisfies Database[])('product killed with SIGKILL mid-typing, on $label', ({ env, journal }) => {
  it('keeps every acknowledged character for a fresh client after the restart', {
    timeout: CRASH_TEST_MS,
  }, async () => {
    const productEnv = await env();
    const first = await startProduct({ requireWeb: false, env: productEnv });
    cleanups.push(first.stop);
    const origin = first.url;
    const story = await workWithDocument(origin);
    const member = await teamMember(origin, story);
    await setWorkPermissions(origin, story, member, ['WriteWork']);
    const collab = `${origin.replace(/^http/, 'ws')}/collab`;

    const a = startWriter(await connect(collab, story.docName, story.owner.token), 'writer-a');
    const b = startWriter(await connect(collab, story.docName, member.token), 'writer-b');
    // Typing much faster than the relay's 2 s checkpoint debounce: no checkpoint is taken meanwhile.
    const typing = typeUntil([a, b], 8);
    await typeUntilAcknowledged([a, b], 50, 7_000);
    await first.kill();
    await typing.stop();
    // The writers never come back: nothing they hold can repair what the relay lost.
    disconnectAll();
    for (const w of [a, b]) expect(w.acked, `${w.label} had acknowledged characters`).toBeGreaterThan(50);
    // On the embedded database what was acknowledged is in the relay journal, and only there.
    if (journal) expect(journalBytes(first.dataDir), 'bytes in the relay journal').toBeGreaterThan(0);

    const second = await startProduct({ requireWeb: false, env: productEnv, dataDir: first.dataDir });
    cleanups.push(second.stop);
    const collabAgain = `${second.url.replace(/^http/, 'ws')}/collab`;
    await expectAcknowledgedKept(collabAgain, story.docName, story.owner.token, [a, b]);
    // REST reads catch up too (the log is folded into the checkpoint in the background).
    await waitUntil(
      async () => {
        const text = (await docDetail(second.url, story)).text;
        return [a, b].every((w) => text.includes(`${w.label}:${w.typed.slice(0, w.acked)}`));
      },
      15_000,
      'doc/detail shows every acknowledged character',
    );
  });
});

describe('standalone relay killed with SIGKILL mid-typing', () => {
  it('keeps every acknowledged character for a fresh client of a new relay', {
    timeout: CRASH_TEST_MS,
  }, async () => {
    // Only the relay dies here, so the run's shared plain product serves (support/global-setup.ts);
    // run alone, the file starts one.
    const product = inject('collabShared') ?? (await ownProduct());
    const story = await workWithDocument(product.url);
    const member = await teamMember(product.url, story);
    await setWorkPermissions(product.url, story, member, ['WriteWork']);
    const { secret } = product;
    const relay = await startRelayProcess({ apiUrl: product.url, secret });
    cleanups.push(relay.stop);

    const a = startWriter(await connect(relay.url, story.docName, story.owner.token), 'writer-a');
    const b = startWriter(await connect(relay.url, story.docName, member.token), 'writer-b');
    const typing = typeUntil([a, b], 8);
    await typeUntilAcknowledged([a, b], 50, 7_000);
    await relay.kill();
    await typing.stop();
    disconnectAll();
    for (const w of [a, b]) expect(w.acked, `${w.label} had acknowledged characters`).toBeGreaterThan(50);

    const second = await startRelayProcess({ apiUrl: product.url, secret });
    cleanups.push(second.stop);
    await expectAcknowledgedKept(second.url, story.docName, story.owner.token, [a, b]);
  });
});

/** A plain product of this file's own, as the shared one is handed over (url and INTERNAL_SECRET). */
async function ownProduct(): Promise<{ url: string; secret: string }> {
  const secret = 'crash-test-secret-0123456789abcdef';
  const product = await startProduct({ requireWeb: false, env: { INTERNAL_SECRET: secret } });
  cleanups.push(product.stop);
  return { url: product.url, secret };
}

/** Bytes in the relay journal's segment files of a product's DATA_DIR. */
function journalBytes(dataDir: string): number {
  const dir = path.join(dataDir, 'relay-journal');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.seg'))
    .reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
}
