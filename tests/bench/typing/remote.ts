import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import * as Y from 'yjs';
import { launchChromium, newStoryContext, seedLocalStorage } from '../../e2e/support/browser';
import { type BenchClient, connectClient, type Endpoint } from '../relay/clients';
import { fragmentOf } from '../relay/flow';
import { createProductDocs, ownerSession, relayUrl, uploadScript } from '../relay/product';
import { percentile, sleep, withTimeout } from '../relay/stats';
import { startApi } from '../servers';
import { bareTiptapRelayPage } from './bare-tiptap';
import { benchScript } from './bench';
import { MEASURE_SCRIPT } from './in-page';
import { summarise, type TypingResult, typeAndMeasure } from './keystrokes';
import { startTrace, stopTrace, typingProfileDir } from './profile';
import { mainThreadTotals, RECEIVE_SCRIPT, totalsSince } from './receive';

// `pnpm bench remote-typing`: what a second writer's typing costs the browser of the writer who
// receives it. A Node Yjs client (the remote writer) types Chinese characters into a line near the
// middle of the 100,000-character script, one transaction per character, through the relay; the
// product's editor page and a bare Tiptap + Yjs page (HocuspocusProvider to the same relay and
// document) receive them. Readings per page: the main thread's time per received update (Chromium's
// thread-time totals, less an idle reading of the same length), the time from the WebSocket message
// to its frame, and the page's own keystroke-to-paint with and without the remote writer typing.
// BENCH_REMOTE_EDIT=lines makes the remote writer's updates change lines instead (in turn: Enter in
// the middle of its line, a paste of three lines after it, two of them deleted), the case where
// y-tiptap used to rebuild every line; only the receive reading is taken then. BENCH_REMOTE_CARET=start
// puts the pages' caret at the start of the middle line instead of where the click left it.

/** What each remote update does: one keystroke, or (`lines`) an Enter, a paste or a line deletion in turn. */
export type RemoteEdit = 'typing' | 'lines';

/** What receiving a remote writer's keystrokes costs one editor page. */
export interface RemoteReceiveResult {
  editor: string;
  /** The remote writer's keystrokes (one Yjs update each). */
  updates: number;
  /** Relay messages that carried them (a relay that falls behind merges updates). */
  messages: number;
  /** Main-thread task time per received update (thread CPU), less the idle page's over the same time, ms. */
  taskMs: number;
  /** Of which JavaScript, and style + layout, ms per update (idle subtracted likewise). */
  scriptMs: number;
  layoutMs: number;
  /** Idle page's main-thread task time per second, ms (what was subtracted). */
  idleTaskMsPerSecond: number;
  /** Pages measured after the same bare page (ratios are taken within a round). */
  round?: number;
  /** Message event to the end of its task, ms. */
  handledP50: number;
  handledP95: number;
  /** Message event to the first task after the next animation frame, ms. */
  paintedP50: number;
  paintedP95: number;
}

/** Local keystroke-to-paint while the remote writer types (or not). */
export interface LocalUnderRemoteResult extends TypingResult {
  /** Milliseconds between the remote writer's keystrokes, or null when no one else typed. */
  remoteGapMs: number | null;
  /** Relay messages with remote updates the page received during the reading. */
  received: number;
  /** Pages measured after the same bare page. */
  round?: number;
}

const round = (n: number) => Math.round(n * 100) / 100;
const REMOTE_CHARS = '写戏人';
const PASTED = [
  '甲：这一行是粘贴进来的台词，二十五个字符长。',
  '乙：这一行也是粘贴进来的台词，二十五个字符',
  '丙：第三行粘贴的台词，二十个字符长。',
];

/** Characters and lines the remote writer's updates added so far (what the page must come to show). */
interface Written {
  chars: number;
  lines: number;
}

/**
 * One `lines` update on the line of `text`: Enter in the middle of the line (step 0 of 3), three lines
 * pasted after it (1), the first two of them deleted (2). Each cycle adds 20 characters and 2 lines,
 * and no two states of a run have the same characters and lines, so the page's count tells when it
 * has every update.
 */
function editLines(client: BenchClient, text: Y.XmlText, step: number, written: Written) {
  const line = text.parent as Y.XmlElement;
  const fragment = line.parent as Y.XmlFragment;
  const index = fragment.toArray().indexOf(line);
  const like = () => {
    const p = new Y.XmlElement(line.nodeName);
    for (const [k, v] of Object.entries(line.getAttributes())) p.setAttribute(k, v as string);
    return p;
  };
  client.doc.transact(() => {
    if (step % 3 === 0) {
      const at = Math.floor(text.length / 2);
      const rest = text.toString().slice(at);
      const next = like();
      next.insert(0, [new Y.XmlText(rest)]);
      text.delete(at, text.length - at);
      fragment.insert(index + 1, [next]);
      written.lines += 1;
    } else if (step % 3 === 1) {
      fragment.insert(
        index + 1,
        PASTED.map((t) => {
          const p = like();
          p.insert(0, [new Y.XmlText(t)]);
          return p;
        }),
      );
      written.lines += PASTED.length;
      written.chars += PASTED.join('').length;
    } else {
      written.chars -= PASTED.slice(0, 2).join('').length;
      fragment.delete(index + 1, 2);
      written.lines -= 2;
    }
  });
}

/** The remote writer: one update per `gapMs` (a keystroke into `text`, or a `lines` edit), until stopped. */
function startWriter(
  client: BenchClient,
  text: Y.XmlText,
  gapMs: number,
  limit = Number.POSITIVE_INFINITY,
  edit: RemoteEdit = 'typing',
) {
  let running = true;
  let typed = 0;
  const written: Written = { chars: 0, lines: 0 };
  const loop = (async () => {
    while (running && typed < limit) {
      if (edit === 'lines') editLines(client, text, typed, written);
      else {
        client.doc.transact(() => {
          text.insert(Math.floor(text.length / 2), REMOTE_CHARS[typed % REMOTE_CHARS.length] as string);
        });
        written.chars += 1;
      }
      typed += 1;
      await sleep(gapMs);
    }
  })();
  return {
    written,
    done: loop.then(() => typed),
    stop: async () => {
      running = false;
      await loop;
      return typed;
    },
  };
}

/** The text of the first line at or after `index` that has one. */
function lineTextNear(doc: Y.Doc, index: number): Y.XmlText {
  const fragment = fragmentOf(doc);
  for (let i = index; i < fragment.length; i++) {
    const p = fragment.get(i);
    const t = p instanceof Y.XmlElement ? p.get(0) : null;
    if (t instanceof Y.XmlText && t.length > 4) return t;
  }
  throw new Error(`no line with text after ${index}`);
}

const remoteCount = async (page: Page) => (await page.evaluate('window.__remote.updates')) as number;

/**
 * Waits until the page has taken in the remote writer's keystrokes: its text is `length` characters
 * long. (Counting messages would not do: a relay that falls behind forwards several updates in one.)
 */
async function untilReceived(page: Page, selector: string, length: number) {
  const until = Date.now() + 60_000;
  let shown = 0;
  for (;;) {
    shown = await textLength(page, selector);
    if (shown >= length) return;
    if (Date.now() > until)
      throw new Error(`${selector} shows ${shown} characters after 60 s, expected ${length}`);
    await sleep(200);
  }
}

/**
 * Waits until the page shows exactly `chars` characters in `lines` lines (`lines` edits: the page's
 * text alone does not tell an Enter from nothing).
 */
async function untilShown(page: Page, selector: string, chars: number, lines: number) {
  const until = Date.now() + 60_000;
  for (;;) {
    const shown = [await textLength(page, selector), await lineCount(page, selector)];
    if (shown[0] === chars && shown[1] === lines) return;
    if (Date.now() > until)
      throw new Error(
        `${selector} shows ${shown.join(' characters in ')} lines after 60 s, expected ${chars} in ${lines}`,
      );
    await sleep(200);
  }
}

const lineCount = async (page: Page, selector: string) =>
  (await page.evaluate(`document.querySelectorAll(${JSON.stringify(`${selector} > p`)}).length`)) as number;

const textLength = async (page: Page, selector: string) =>
  (await page.evaluate(
    `document.querySelector(${JSON.stringify(selector)})?.textContent?.length ?? 0`,
  )) as number;

/** Waits until the element shows at least `chars` characters (the document arrived from the relay). */
async function untilLoaded(page: Page, selector: string, chars: number) {
  const until = Date.now() + 120_000;
  let shown = 0;
  while (shown < chars * 0.99) {
    if (Date.now() > until) throw new Error(`${selector} shows ${shown} of ${chars} characters after 120 s`);
    await sleep(500);
    // Polled through page.evaluate: the product's CSP (no unsafe-eval) blocks waitForFunction strings.
    shown = (await page.evaluate(
      `document.querySelector(${JSON.stringify(selector)})?.textContent?.length ?? 0`,
    )) as number;
  }
}

interface PageUnderTest {
  editor: string;
  page: Page;
  textSelector: string;
}

/** How each page is read: remote keystrokes, local ones, warm-up, pauses and the remote edit's kind. */
interface PageReadingOptions {
  keys: number;
  localKeys: number;
  warmup: number;
  gapMs: number;
  remoteGapMs: number;
  edit: RemoteEdit;
}

/**
 * The readings of one page, its caret in the middle line: idle, remote updates only, local typing
 * alone, local typing while the remote writer types.
 */
async function measurePage(
  target: PageUnderTest,
  writer: BenchClient,
  text: Y.XmlText,
  opts: PageReadingOptions,
): Promise<{ receive: RemoteReceiveResult; local: LocalUnderRemoteResult[] }> {
  const { page, editor } = target;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const span = opts.keys * opts.remoteGapMs + 1_000;

  // Idle, as long as the remote reading lasts: timers, awareness, caret blink.
  const idleStart = Date.now();
  const idleBefore = await mainThreadTotals(cdp);
  await sleep(span);
  const idle = totalsSince(idleBefore, await mainThreadTotals(cdp));
  const idleSeconds = (Date.now() - idleStart) / 1000;

  // Remote keystrokes only. Warm-up first (the first updates compile code paths).
  const sel = target.textSelector;
  /** Runs `count` remote updates and waits until the page shows them all. */
  const write = async (count: number) => {
    const chars = await textLength(page, sel);
    const lines = await lineCount(page, sel);
    const writing = startWriter(writer, text, opts.remoteGapMs, count, opts.edit);
    const typed = await writing.done;
    if (opts.edit === 'lines')
      await untilShown(page, sel, chars + writing.written.chars, lines + writing.written.lines);
    else await untilReceived(page, sel, chars + typed);
    return typed;
  };
  await write(opts.warmup);
  await sleep(500);
  await page.evaluate('window.__remote.handled.length = 0; window.__remote.painted.length = 0');
  const received1 = await remoteCount(page);
  const profile = typingProfileDir();
  const trace = profile ? await startTrace(page) : null;
  const start = Date.now();
  const before = await mainThreadTotals(cdp);
  const typed = await write(opts.keys);
  // Lets what follows an update at a pause (outline and counts refresh) happen inside the reading.
  await sleep(1_000);
  const busy = totalsSince(before, await mainThreadTotals(cdp));
  const seconds = (Date.now() - start) / 1000;
  if (trace && profile) await stopTrace(trace, profile, `${editor} receiving`, typed);
  const perSecond = (x: number) => x / idleSeconds;
  const net = (b: number, i: number) => round((b - perSecond(i) * seconds) / typed);
  const times = (await page.evaluate('({ h: window.__remote.handled, p: window.__remote.painted })')) as {
    h: number[];
    p: number[];
  };
  const receive: RemoteReceiveResult = {
    editor,
    updates: typed,
    messages: (await remoteCount(page)) - received1,
    taskMs: net(busy.task, idle.task),
    scriptMs: net(busy.script, idle.script),
    layoutMs: net(busy.layout, idle.layout),
    idleTaskMsPerSecond: round(perSecond(idle.task)),
    handledP50: round(percentile(times.h, 50)),
    handledP95: round(percentile(times.h, 95)),
    paintedP50: round(percentile(times.p, 50)),
    paintedP95: round(percentile(times.p, 95)),
  };
  console.log(
    `${editor.padEnd(44)} remote updates ${typed}: main thread ${receive.taskMs} ms per update (script ${receive.scriptMs}, style+layout ${receive.layoutMs}), ` +
      `message to frame p50 ${receive.paintedP50} p95 ${receive.paintedP95} ms`,
  );

  if (opts.edit === 'lines') {
    await cdp.detach();
    return { receive, local: [] };
  }

  // Local typing alone, then while the remote writer types.
  await page.evaluate(MEASURE_SCRIPT);
  await page
    .locator(`${target.textSelector} p`)
    .nth(await middleLine(page, target.textSelector))
    .click();
  const local: LocalUnderRemoteResult[] = [];
  for (const remote of [false, true]) {
    for (const input of ['key press', 'text input'] as const) {
      const receivedBefore = await remoteCount(page);
      const lengthBefore = await textLength(page, sel);
      const other = remote ? startWriter(writer, text, opts.remoteGapMs) : null;
      const latencies = await typeAndMeasure(page, input, opts.localKeys, opts.warmup, opts.gapMs);
      const sent = other ? await other.stop() : 0;
      // The page's own characters and the remote writer's (a few of the page's may be refused: none is).
      await untilReceived(page, sel, lengthBefore + sent + opts.localKeys + opts.warmup);
      local.push({
        ...summarise(`${editor}${remote ? ', remote typing' : ''}`, input, latencies),
        editor,
        remoteGapMs: remote ? opts.remoteGapMs : null,
        received: (await remoteCount(page)) - receivedBefore,
      });
    }
  }
  await cdp.detach();
  return { receive, local };
}

/** Index of the middle line of the editor. */
async function middleLine(page: Page, textSelector: string): Promise<number> {
  const count = (await page.evaluate(
    `document.querySelectorAll(${JSON.stringify(`${textSelector} > p`)}).length`,
  )) as number;
  return Math.floor(count / 2);
}

/** A page to measure: the bare yardstick, or the product with the served build or another one's assets. */
export interface PageChoice {
  kind: 'bare' | 'product';
  /** Names the build in the results. */
  label?: string;
  /** A built web app whose assets replace the served build's (same server, same document). */
  dist?: string;
}

/**
 * Serves the assets of the build in `dist` instead of the served build's: the served index.html's
 * entry script and style map to `dist`'s, every other asset is looked up by name in `dist` first.
 */
async function routeBuild(context: BrowserContext, origin: string, served: string, dist: string) {
  const assets = fs.readdirSync(path.join(dist, 'assets'));
  const entry = (ext: string) => assets.find((f) => f.startsWith('index-') && f.endsWith(ext));
  const servedAssets = new Set(fs.readdirSync(path.join(served, 'assets')));
  await context.route(`${origin}/assets/**`, async (route) => {
    const name = path.basename(new URL(route.request().url()).pathname);
    let file = assets.includes(name) ? name : undefined;
    if (!file && servedAssets.has(name) && name.startsWith('index-'))
      file = entry(name.endsWith('.css') ? '.css' : '.js');
    if (!file) return route.continue();
    const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
    await route.fulfill({
      status: 200,
      contentType: type,
      body: fs.readFileSync(path.join(dist, 'assets', file)),
    });
  });
}

/** Serves `html` at a loopback address until closed. */
async function servePage(html: string): Promise<{ url: string; close(cb: () => void): void }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${address.port}/`, close: (cb) => server.close(cb) };
}

/** Opens one page (bare or product) in its own context with the receive probe installed. */
async function openPage(
  browser: Browser,
  origin: string,
  session: Record<string, string>,
  which: PageChoice,
  docId: string,
  relay: Endpoint,
  chars: number,
  webDist: string,
): Promise<PageUnderTest & { close(): Promise<void> }> {
  // Service workers blocked for every page: the app's worker would precache the build meanwhile
  // (and serve it past the variant routes below).
  const context = await newStoryContext(browser, origin);
  const cleanup: (() => Promise<void>)[] = [() => context.close()];
  const page = await context.newPage();
  await seedLocalStorage(page, origin, session);
  await context.addInitScript(RECEIVE_SCRIPT);
  if (which.kind === 'product' && which.dist) await routeBuild(context, origin, webDist, which.dist);
  if (process.env.BENCH_DEBUG) {
    page.on('console', (m) => console.log(`[${which} console] ${m.text()}`));
    page.on('pageerror', (e) => console.log(`[${which} error] ${e.message}`));
    page.on('websocket', (ws) => console.log(`[${which} websocket] ${ws.url()}`));
  }
  let target: PageUnderTest;
  if (which.kind === 'bare') {
    // Served over loopback by a server of its own: Chromium's local network access checks refuse
    // a WebSocket to 127.0.0.1 from a page that did not come from the local network (a routed or
    // set-content page).
    const html = await bareTiptapRelayPage({
      url: relay.url,
      name: `doc:${docId}`,
      token: relay.token ?? '',
    });
    const server = await servePage(html);
    cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    await page.goto(server.url);
    target = { editor: 'bare Tiptap + Yjs, relay provider', page, textSelector: '.ProseMirror' };
  } else {
    await page.goto(`/editor/edit/${docId}`);
    await page.locator('[data-testid="script-editor"]').waitFor({ timeout: 60_000 });
    target = {
      editor: `product editor /editor/edit/{id}${which.label ? ` (${which.label})` : ''}`,
      page,
      textSelector: '[data-testid="script-editor"]',
    };
  }
  await untilLoaded(page, target.textSelector, chars);
  await sleep(1_000);
  await page
    .locator(`${target.textSelector} p`)
    .nth(await middleLine(page, target.textSelector))
    .click();
  // BENCH_REMOTE_CARET=start: the caret at the start of its line (as after Enter), where y-tiptap
  // checks a caret's position by content after remote changes of lines.
  if (process.env.BENCH_REMOTE_CARET === 'start') await page.keyboard.press('Home');
  return {
    ...target,
    close: async () => {
      for (const step of cleanup) await step();
    },
  };
}

/** Runs the remote-typing benchmark: bare Tiptap + Yjs and the product's editor, one after the other. */
export async function benchRemoteTyping(
  opts: PageReadingOptions & {
    chars: number;
    webDist: string;
    /** Which pages, in order (default: bare then product). */
    pages?: PageChoice[];
  },
) {
  const { update, lines, chars } = benchScript(opts.chars);
  if (!fs.existsSync(path.join(opts.webDist, 'index.html'))) throw new Error(`no web app in ${opts.webDist}`);
  const api = await startApi('', { env: { WEB_DIST: opts.webDist } });
  const browser = await launchChromium();
  let writer: BenchClient | null = null;
  try {
    const product = await createProductDocs(api.url, 1);
    const docId = product.docIds[0] as string;
    const endpoint: Endpoint = { kind: 'hocuspocus', url: relayUrl(api.url), token: product.owner.token };
    await uploadScript(api.url, endpoint, docId, update, chars);
    const session = ownerSession(product);
    writer = connectClient(endpoint, `doc:${docId}`);
    await withTimeout(writer.synced, 'remote writer synced', 60_000);
    // A few lines above the middle line (where the page's caret is): both in view.
    const text = lineTextNear(writer.doc, Math.floor(lines.length / 2) - 4);
    const receive: RemoteReceiveResult[] = [];
    const local: LocalUnderRemoteResult[] = [];
    const pages: PageChoice[] = opts.pages ?? [{ kind: 'bare' }, { kind: 'product' }];
    let round = -1;
    for (const which of pages) {
      if (which.kind === 'bare') round += 1;
      const target = await openPage(browser, api.url, session, which, docId, endpoint, chars, opts.webDist);
      try {
        const r = await measurePage(target, writer, text, opts);
        receive.push({ ...r.receive, round: Math.max(0, round) });
        local.push(...r.local.map((l) => ({ ...l, round: Math.max(0, round) })));
      } finally {
        await target.close();
      }
    }
    return { chars, lines: lines.length, version: browser.version(), receive, local };
  } finally {
    writer?.destroy();
    await browser.close();
    await api.stop();
  }
}
