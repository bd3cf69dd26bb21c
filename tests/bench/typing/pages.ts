import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newBrowserContext } from '../../e2e/support/browser';
import { createProductDocs, ownerSession, relayUrl, uploadScript } from '../relay/product';
import { sleep } from '../relay/stats';
import { startApi } from '../servers';
import { MEASURE_SCRIPT } from './in-page';

/**
 * One editor page, open with the measuring script installed and the caret in its middle line, ready
 * to be typed into in rounds (it stays open while the other pages type).
 */
export interface TypingTarget {
  editor: string;
  page: Page;
  /** The element holding the text (its length must grow by what was typed). */
  textSelector: string;
  close(): Promise<void>;
}

/** A yardstick page (set as content, no server) with the same lines: caret in the middle line. */
export async function openYardstick(
  browser: Browser,
  editor: string,
  html: string,
  paragraphs: string,
  middle: number,
): Promise<TypingTarget> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  return withContext(context, async () => {
    const page = await context.newPage();
    await page.setContent(html);
    await page.locator(paragraphs).nth(middle).waitFor();
    await page.evaluate(MEASURE_SCRIPT);
    await page.locator(paragraphs).nth(middle).click();
    // The element holding the text: the paragraphs' container.
    return { editor, page, textSelector: paragraphs.replace(/ p$/, ''), close: () => context.close() };
  });
}

/** An API serving `webDist` with one document preloaded with the script, and its creator's session. */
export async function productServer(webDist: string, update: Uint8Array, chars: number) {
  const api = await startApi('', { env: { WEB_DIST: webDist } });
  try {
    const product = await createProductDocs(api.url, 1);
    const endpoint = { kind: 'hocuspocus' as const, url: relayUrl(api.url), token: product.owner.token };
    const docId = product.docIds[0] as string;
    await uploadScript(api.url, endpoint, docId, update, chars);
    const session = ownerSession(product);
    return { origin: api.url, docId, session, stop: () => api.stop() };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

/**
 * The product's editor page /editor/edit/{docId} (Tiptap + Yjs through the relay, the product's
 * script extensions, outline and counts) on the preloaded document, signed in as the work's creator,
 * once it shows the whole script: caret in the middle line.
 */
export async function openProduct(
  browser: Browser,
  editor: string,
  server: { origin: string; docId: string; session: Record<string, string> },
  lines: number,
  chars: number,
): Promise<TypingTarget> {
  const context = await newBrowserContext(browser, server.origin, server.session);
  const textSelector = '[data-testid="script-editor"]';
  return withContext(context, async () => {
    const page = await context.newPage();
    await page.goto(`/editor/edit/${server.docId}`);
    await page.locator(textSelector).waitFor({ timeout: 60_000 });
    // Loaded when the editor shows (nearly) all of the script's text.
    // Polled through page.evaluate: the product's CSP (no unsafe-eval) blocks waitForFunction strings.
    const until = Date.now() + 120_000;
    let shown = 0;
    while (shown < chars * 0.99) {
      if (Date.now() > until) throw new Error(`the editor shows ${shown} of ${chars} characters after 120 s`);
      await sleep(500);
      shown = (await page.evaluate(
        `document.querySelector('${textSelector}')?.textContent?.length ?? 0`,
      )) as number;
    }
    await sleep(1_000);
    await page.evaluate(MEASURE_SCRIPT);
    await caretInLine(page, textSelector, Math.floor(lines / 2));
    return { editor, page, textSelector, close: () => context.close() };
  });
}

/** Runs `open`, closing the context if it fails (a page that never opened is not left behind). */
async function withContext<T>(context: BrowserContext, open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    await context.close();
    throw error;
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
