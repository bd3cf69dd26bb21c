import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { StorageKeys } from '@juzuo/schemas';
import type { Browser, Page } from 'playwright-core';
import * as Y from 'yjs';
import { launchChromium, newBrowserContext } from '../../e2e/support/browser';
import { repoRoot } from '../../e2e/support/paths';
import { typedScript } from '../cold-open/script';
import { charCount, fragmentOf } from '../relay/flow';
import { createProductDocs, relayUrl, uploadScript } from '../relay/product';
import { percentile, sleep } from '../relay/stats';
import { startApi } from '../servers';
import { bareTiptapPage } from './bare-tiptap';
import { MEASURE_SCRIPT, plainEditablePage } from './in-page';
import { startTrace, stopTrace, typingProfileDir } from './profile';

/** Keystroke-to-paint figures of one editor. */
export interface TypingResult {
  editor: string;
  input: 'key press' | 'text input';
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

const keys = 'abcdefghijklmnopqrstuvwxyz';
const round = (n: number) => Math.round(n * 10) / 10;

/** Lines of the script as plain text (the plain page shows the same text as the editor). */
export function scriptLines(update: Uint8Array): string[] {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  return fragmentOf(doc)
    .toArray()
    .map((p) => (p instanceof Y.XmlElement ? (p.get(0)?.toString() ?? '') : ''));
}

/**
 * Types `count` keystrokes (after `warmup` unmeasured ones) with the caret where the page put it,
 * `gapMs` apart after each one painted, and returns their keystroke-to-paint times. Key presses are a-z; text input inserts one Chinese
 * character per step without key events, as an IME commit does.
 */
export async function typeAndMeasure(
  page: Page,
  input: TypingResult['input'],
  count: number,
  warmup: number,
  gapMs: number,
) {
  await page.evaluate(
    `window.__typing.mode = ${JSON.stringify(input === 'key press' ? 'keydown' : 'beforeinput')}`,
  );
  await page.evaluate('window.__typing.latencies.length = 0');
  const latencies: number[] = [];
  for (let i = 0; i < warmup + count; i++) {
    if (input === 'key press') await page.keyboard.press(keys[i % keys.length] as string);
    else await page.keyboard.insertText('剧作台'[i % 3] as string);
    // Each keystroke is measured alone: the next one waits until this one has painted, so a slow
    // editor is not also charged for keystrokes queued behind it.
    const until = Date.now() + 10_000;
    let got: number | undefined;
    while (got === undefined && Date.now() < until) {
      got = (await page.evaluate('window.__typing.latencies.shift()')) as number | undefined;
      if (got === undefined) await sleep(5);
    }
    if (got === undefined) throw new Error(`keystroke ${i} was not painted within 10 s`);
    if (i >= warmup) latencies.push(got);
    await sleep(gapMs);
  }
  return latencies;
}

/** Percentiles of one editor's keystroke-to-paint times, logged as they come. */
export function summarise(editor: string, input: TypingResult['input'], latencies: number[]): TypingResult {
  const r = {
    editor,
    input,
    samples: latencies.length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    max: round(Math.max(...latencies)),
  };
  console.log(
    `${editor.padEnd(44)} ${input.padEnd(10)} p50 ${r.p50} ms  p95 ${r.p95} ms  max ${r.max} ms  (${r.samples})`,
  );
  return r;
}

/**
 * Both inputs on one page whose caret is already placed. The editor's text must grow by what was
 * typed: a read-only or unfocused editor paints nothing new and would look fast.
 */
async function measureBoth(
  page: Page,
  editor: string,
  textSelector: string,
  opts: { count: number; warmup: number; gapMs: number },
) {
  const textLength = async () =>
    (await page.evaluate(
      `document.querySelector(${JSON.stringify(textSelector)})?.textContent?.length ?? 0`,
    )) as number;
  const before = await textLength();
  const profile = typingProfileDir();
  const trace = profile ? await startTrace(page) : null;
  const rows = [
    summarise(
      editor,
      'key press',
      await typeAndMeasure(page, 'key press', opts.count, opts.warmup, opts.gapMs),
    ),
    summarise(
      editor,
      'text input',
      await typeAndMeasure(page, 'text input', opts.count, opts.warmup, opts.gapMs),
    ),
  ];
  const typed = 2 * (opts.count + opts.warmup);
  if (trace && profile) await stopTrace(trace, profile, editor, typed);
  const grown = (await textLength()) - before;
  if (grown < typed * 0.9)
    throw new Error(`${editor}: typed ${typed} characters but the text grew by ${grown}`);
  return rows;
}

/** A yardstick page (set as content, no server) with the same lines: caret in the middle line, type. */
async function measurePage(
  browser: Browser,
  editor: string,
  html: string,
  paragraphs: string,
  middle: number,
  opts: { count: number; warmup: number; gapMs: number },
) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  // The element holding the text: the paragraphs' container.
  const textSelector = paragraphs.replace(/ p$/, '');
  try {
    const page = await context.newPage();
    await page.setContent(html);
    await page.locator(paragraphs).nth(middle).waitFor();
    await page.evaluate(MEASURE_SCRIPT);
    await page.locator(paragraphs).nth(middle).click();
    return await measureBoth(page, editor, textSelector, opts);
  } finally {
    await context.close();
  }
}

/**
 * Clicks line `index` of the editor and checks that the caret went there, clicking again if not. A
 * click that lands while the page still syncs the document can be undone by the sync (the caret
 * then sits at the document's start, right after the first scene number: a different keystroke, and
 * one that redraws that number's widget every time), which made product readings differ by run.
 */
async function caretInLine(page: Page, root: string, index: number): Promise<void> {
  const caretLine = `(() => {
    const node = getSelection()?.anchorNode;
    const line = node && (node.nodeType === 3 ? node.parentElement : node).closest('${root} > p');
    return line ? [...line.parentElement.children].indexOf(line) : -1;
  })()`;
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.locator(`${root} > p`).nth(index).click();
    await sleep(500);
    if ((await page.evaluate(caretLine)) === index) return;
  }
  throw new Error(`the caret did not stay in line ${index} after 5 clicks`);
}

/**
 * The product's editor page /editor/edit/{docId} (Tiptap + Yjs through the relay, the product's
 * script extensions, outline and counts) on a document preloaded with the script, signed in as the
 * work's creator: caret in the middle line, then type.
 */
async function measureProduct(
  browser: Browser,
  origin: string,
  session: Record<string, string>,
  docId: string,
  lines: string[],
  chars: number,
  count: number,
  warmup: number,
  gapMs: number,
) {
  const context = await newBrowserContext(browser, origin, session);
  try {
    const page = await context.newPage();
    await page.goto(`/editor/edit/${docId}`);
    const editor = page.locator('[data-testid="script-editor"]');
    await editor.waitFor({ timeout: 60_000 });
    // Loaded when the editor shows (nearly) all of the script's text.
    // Polled through page.evaluate: the product's CSP (no unsafe-eval) blocks waitForFunction strings.
    const until = Date.now() + 120_000;
    let shown = 0;
    while (shown < chars * 0.99) {
      if (Date.now() > until) throw new Error(`the editor shows ${shown} of ${chars} characters after 120 s`);
      await sleep(500);
      shown = (await page.evaluate(
        `document.querySelector('[data-testid="script-editor"]')?.textContent?.length ?? 0`,
      )) as number;
    }
    await sleep(1_000);
    await page.evaluate(MEASURE_SCRIPT);
    await caretInLine(page, '[data-testid="script-editor"]', Math.floor(lines.length / 2));
    return await measureBoth(page, 'product editor /editor/edit/{id}', '[data-testid="script-editor"]', {
      count,
      warmup,
      gapMs,
    });
  } finally {
    await context.close();
  }
}

/** The typed script of about `chars` characters both typing benchmarks preload: its update, lines and exact length. */
export function benchScript(chars: number): { update: Uint8Array; lines: string[]; chars: number } {
  const update = typedScript(chars);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  return { update, lines: scriptLines(update), chars: charCount(doc) };
}

/** Runs the typing benchmark: the plain page, bare Tiptap and the product's editor in one browser. */
export async function benchTyping(opts: {
  chars: number;
  count: number;
  warmup: number;
  gapMs: number;
  webDist: string;
}) {
  const { update, lines, chars } = benchScript(opts.chars);
  if (!fs.existsSync(path.join(opts.webDist, 'index.html'))) throw new Error(`no web app in ${opts.webDist}`);
  const api = await startApi('', { env: { WEB_DIST: opts.webDist } });
  const browser = await launchChromium();
  try {
    const product = await createProductDocs(api.url, 1);
    const endpoint = { kind: 'hocuspocus' as const, url: relayUrl(api.url), token: product.owner.token };
    await uploadScript(api.url, endpoint, product.docIds[0] as string, update, chars);
    const session = {
      [StorageKeys.token]: product.owner.token,
      [StorageKeys.tokenExpire]: String(product.owner.expire),
      [StorageKeys.userId]: product.owner.userId,
      [StorageKeys.teamId]: product.teamId,
    };
    const middle = Math.floor(lines.length / 2);
    const plain = await measurePage(
      browser,
      'plain contenteditable (same text)',
      plainEditablePage(lines),
      '#ed p',
      middle,
      opts,
    );
    const tiptap = await measurePage(
      browser,
      'bare Tiptap, no collaboration (same text)',
      await bareTiptapPage(lines),
      '.ProseMirror p',
      middle,
      opts,
    );
    const tiptapYjs = await measurePage(
      browser,
      'bare Tiptap + Yjs Collaboration, local Y.Doc (same text)',
      await bareTiptapPage(lines, 'yjs'),
      '.ProseMirror p',
      middle,
      opts,
    );
    const ours = await measureProduct(
      browser,
      api.url,
      session,
      product.docIds[0] as string,
      lines,
      chars,
      opts.count,
      opts.warmup,
      opts.gapMs,
    );
    return {
      chars,
      lines: lines.length,
      version: browser.version(),
      rows: [...plain, ...tiptap, ...tiptapYjs, ...ours],
    };
  } finally {
    await browser.close();
    await api.stop();
  }
}

/**
 * Builds the web app into the bench's own folder, so the run never races another build of
 * apps/web/dist. By default it builds the committed editor (`git archive HEAD` of apps/web into
 * tests/.artifacts, using apps/web's installed node_modules): other people's half-saved files in a
 * shared checkout can neither break the build nor end up in the figures. `fromWorkingTree` builds
 * apps/web as it is on disk instead.
 */
export function buildWebApp(outDir: string, fromWorkingTree = false): string {
  let webDir = path.join(repoRoot, 'apps/web');
  let revision = 'working tree';
  if (!fromWorkingTree) {
    const copy = path.join(repoRoot, 'tests/.artifacts/bench/web-src');
    fs.rmSync(copy, { recursive: true, force: true });
    fs.mkdirSync(copy, { recursive: true });
    const archive = execFileSync(
      'git',
      ['-C', repoRoot, 'archive', 'HEAD', 'apps/web', 'tsconfig.base.json'],
      {
        maxBuffer: 256 * 2 ** 20,
      },
    );
    execFileSync('tar', ['-x', '-C', copy], { input: archive });
    webDir = path.join(copy, 'apps/web');
    fs.symlinkSync(path.join(repoRoot, 'apps/web/node_modules'), path.join(webDir, 'node_modules'));
    revision = execFileSync('git', ['-C', repoRoot, 'rev-parse', '--short', 'HEAD']).toString().trim();
  }
  const vitePackage = createRequire(path.join(repoRoot, 'apps/web/package.json')).resolve(
    'vite/package.json',
  );
  const vite = path.join(path.dirname(vitePackage), 'bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return revision;
}
