import fs from 'node:fs';
import path from 'node:path';
import * as Y from 'yjs';
import { launchChromium } from '../../e2e/support/browser';
import { typedScript } from '../cold-open/script';
import { charCount, fragmentOf } from '../relay/flow';
import { bareTiptapPage } from './bare-tiptap';
import { plainEditablePage } from './in-page';
import { summarise } from './keystrokes';
import { openProduct, openYardstick, productServer, type TypingTarget } from './pages';
import { describeRatio, p95Ratio } from './ratio';
import { INPUTS, type PooledLatencies, type RoundsOptions, typeInRounds } from './rounds';

/** Lines of the script as plain text (the plain page shows the same text as the editor). */
export function scriptLines(update: Uint8Array): string[] {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  return fragmentOf(doc)
    .toArray()
    .map((p) => (p instanceof Y.XmlElement ? (p.get(0)?.toString() ?? '') : ''));
}

/** The typed script of about `chars` characters both typing benchmarks preload: its update, lines and exact length. */
export function benchScript(chars: number): { update: Uint8Array; lines: string[]; chars: number } {
  const update = typedScript(chars);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  return { update, lines: scriptLines(update), chars: charCount(doc) };
}

/** The yardstick the goal compares the product with (issue 11: typing p95 <= 1.15x it). */
export const YARDSTICK = 'bare Tiptap + Yjs Collaboration, local Y.Doc (same text)';

/**
 * Runs the typing benchmark: the plain page, bare Tiptap with and without Yjs and the product's
 * editor (and, given `webDistB`, the product's editor of a second build) open side by side in one
 * browser, typing in alternating rounds.
 */
export async function benchTyping(
  opts: RoundsOptions & { chars: number; webDist: string; webDistB?: string },
) {
  const { update, lines, chars } = benchScript(opts.chars);
  for (const dist of [opts.webDist, opts.webDistB])
    if (dist && !fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no web app in ${dist}`);
  const servers = [await productServer(opts.webDist, update, chars)];
  const browser = await launchChromium();
  const targets: TypingTarget[] = [];
  try {
    if (opts.webDistB) servers.push(await productServer(opts.webDistB, update, chars));
    const middle = Math.floor(lines.length / 2);
    const html = plainEditablePage(lines);
    targets.push(await openYardstick(browser, 'plain contenteditable (same text)', html, '#ed p', middle));
    const tiptap = await bareTiptapPage(lines);
    targets.push(
      await openYardstick(
        browser,
        'bare Tiptap, no collaboration (same text)',
        tiptap,
        '.ProseMirror p',
        middle,
      ),
    );
    const tiptapYjs = await bareTiptapPage(lines, 'yjs');
    targets.push(await openYardstick(browser, YARDSTICK, tiptapYjs, '.ProseMirror p', middle));
    for (const [i, server] of servers.entries()) {
      const editor = `product editor /editor/edit/{id}${i ? `, build B (${opts.webDistB})` : ''}`;
      targets.push(await openProduct(browser, editor, server, lines.length, chars));
    }
    const pooled = await typeInRounds(targets, opts);
    const rows = pooled.flatMap((p) => INPUTS.map((input) => summarise(p.editor, input, p.latencies[input])));
    const yardstick = pooled.find((p) => p.editor === YARDSTICK) as PooledLatencies;
    const ratios = pooled
      .filter((p) => p.editor.startsWith('product'))
      .flatMap((p) => INPUTS.map((input) => p95Ratio(p, yardstick, input)));
    for (const r of ratios) console.log(describeRatio(r));
    // The pooled samples go into the raw JSON: runs can be pooled or re-read later.
    const samples = pooled.map((p) => ({
      editor: p.editor,
      latencies: p.latencies,
      roundPathCpu: p.roundPathCpu,
    }));
    return { chars, lines: lines.length, version: browser.version(), rows, ratios, samples };
  } finally {
    for (const t of targets) await t.close();
    await browser.close();
    for (const s of servers) await s.stop();
  }
}
