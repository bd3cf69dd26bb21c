import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { anchorEndsKey } from './anchor-ends';
import { anchorRange, resolveAnchor, resolveAnchors } from './anchors';
import { fragmentOf, PARAGRAPH } from './blocks';
import { docFromLines } from './build';
import { replaceTextRange } from './replace-range';
import { docToText } from './text';
import { mapText } from './text-map';

// Anchors follow their words while two writers edit around and inside them. The edits are written
// the way y-prosemirror writes them: typing inserts into a line's XmlText; Enter deletes the tail of
// a line and creates a new paragraph holding it; joining deletes a paragraph and re-inserts its text
// into the previous one (both re-create text, which collapses relative positions inside it).

/** A small seeded generator, so a failing run can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function lineAt(doc: Y.Doc, offset: number) {
  return mapText(doc).find((l) => offset >= l.start && offset <= l.end);
}

function typeAt(doc: Y.Doc, offset: number, text: string): void {
  replaceTextRange(doc, offset, offset, text);
}

function splitAt(doc: Y.Doc, offset: number): void {
  const line = lineAt(doc, offset);
  if (!line) return;
  const tail = docToText(doc).slice(offset, line.end);
  replaceTextRange(doc, offset, line.end, '');
  const fragment = fragmentOf(doc);
  const index = fragment.toArray().indexOf(line.element);
  const el = new Y.XmlElement(PARAGRAPH);
  el.insert(0, [new Y.XmlText(tail)]);
  fragment.insert(index + 1, [el]);
}

function joinLineAfter(doc: Y.Doc, offset: number): void {
  const lines = mapText(doc);
  const i = lines.findIndex((l) => offset >= l.start && offset <= l.end);
  const line = lines[i];
  if (!line || i + 1 >= lines.length) return;
  // Deleting the line break: the next line's text moves into this one.
  replaceTextRange(doc, line.end, line.end + 1, '');
}

/** Two docs that exchange every update at once (two writers on one relay). */
function pair(lines: string[]): [Y.Doc, Y.Doc] {
  const a = docFromLines(lines);
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  a.on('update', (u: Uint8Array, origin: unknown) => origin !== 'peer' && Y.applyUpdate(b, u, 'peer'));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== 'peer' && Y.applyUpdate(a, u, 'peer'));
  return [a, b];
}

const LINES = [
  '第一场 长安城 夜',
  '张小敬：五尊阎罗在此，谁敢动我的人。',
  '李必：十二时辰之内，必须找到狼卫。',
  '（更鼓三响）',
];

describe('comment anchors', () => {
  it('anchors a range and reads it back', () => {
    const doc = docFromLines(LINES);
    const text = docToText(doc);
    const start = text.indexOf('五尊阎罗');
    const anchor = anchorRange(doc, start, start + 4);
    expect(anchor?.quote).toBe('五尊阎罗');
    expect(resolveAnchor(doc, anchor!)).toEqual({
      start,
      end: start + 4,
      quote: '五尊阎罗',
      detached: false,
    });
    expect(anchorRange(doc, 5, 5)).toBeNull();
    expect(anchorRange(doc, 0, text.length + 1)).toBeNull();
  });

  it('typing right at either edge stays outside the comment', () => {
    const doc = docFromLines(LINES);
    const start = docToText(doc).indexOf('五尊阎罗');
    const anchor = anchorRange(doc, start, start + 4)!;
    typeAt(doc, start + 4, '啊');
    typeAt(doc, start, '哦');
    expect(resolveAnchor(doc, anchor).quote).toBe('五尊阎罗');
  });

  it('a deleted quote detaches the thread, keeping the original words', () => {
    const doc = docFromLines(LINES);
    const start = docToText(doc).indexOf('必须找到');
    const anchor = anchorRange(doc, start, start + 4)!;
    replaceTextRange(doc, start - 1, start + 5, '');
    expect(resolveAnchor(doc, anchor)).toMatchObject({ quote: '必须找到', detached: true });
    // So does deleting its whole line.
    const other = docFromLines(LINES);
    const s2 = docToText(other).indexOf('更鼓');
    const a2 = anchorRange(other, s2, s2 + 2)!;
    const fragment = fragmentOf(other);
    fragment.delete(fragment.length - 1, 1);
    expect(resolveAnchor(other, a2)).toMatchObject({ quote: '更鼓', detached: true });
  });

  it('a range across lines follows a split before it', () => {
    const doc = docFromLines(LINES);
    const text = docToText(doc);
    const start = text.indexOf('谁敢');
    const end = text.indexOf('十二时辰') + 4;
    const anchor = anchorRange(doc, start, end)!;
    splitAt(doc, docToText(doc).indexOf('在此'));
    const now = resolveAnchor(doc, anchor);
    expect(now.quote).toBe(anchor.quote);
    expect(docToText(doc).slice(now.start, now.end)).toBe(anchor.quote);
  });

  // The property: whatever two writers do around the anchor (typing, deleting, splitting and
  // joining lines, also inside it) the anchor keeps the same words; text typed inside it (digits
  // here) joins the quote. 200 seeds take about a second alone; the timeout leaves room for a
  // loaded 2-core machine (it ran past Vitest's default 5 s at load 23).
  it('keeps the quote on the same words under random edits by two writers', { timeout: 60_000 }, () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rand = rng(seed);
      const [a, b] = pair(LINES);
      const text = docToText(a);
      const start = text.indexOf('谁敢动我');
      const anchor = anchorRange(a, start, start + 16)!;
      const words = anchor.quote.replaceAll('\n', '');
      for (let step = 0; step < 30; step++) {
        const doc = rand() < 0.5 ? a : b;
        const now = resolveAnchor(doc, anchor);
        expect(now.detached, `seed ${seed} step ${step}`).toBe(false);
        const length = docToText(doc).length;
        const outside = () => {
          // An offset before or after the anchor, never strictly inside it.
          const before = rand() < 0.5;
          return before
            ? Math.floor(rand() * (now.start + 1))
            : now.end + Math.floor(rand() * (length - now.end + 1));
        };
        const r = rand();
        if (r < 0.3) typeAt(doc, outside(), '风');
        else if (r < 0.45) {
          // Typing inside, right after the quote's head (its first six characters, breaks aside).
          const t = docToText(doc);
          let at = now.start;
          for (let seen = 0; seen < 6; at++) if (t[at] !== '\n' && t[at] !== '7') seen++;
          typeAt(doc, at, '7');
        } else if (r < 0.6) {
          const at = outside();
          const lineEnd = lineAt(doc, at)?.end ?? at;
          const to = Math.min(lineEnd, at + 1 + Math.floor(rand() * 3), at < now.start ? now.start : length);
          if (to > at && (at < now.start || at >= now.end)) replaceTextRange(doc, at, to, '');
        } else if (r < 0.85)
          splitAt(
            doc,
            rand() < 0.7 ? outside() : now.start + 1 + Math.floor(rand() * (now.end - now.start - 1)),
          );
        else joinLineAfter(doc, Math.floor(rand() * (length + 1)));
      }
      expect(docToText(a)).toBe(docToText(b));
      for (const doc of [a, b]) {
        const end = resolveAnchor(doc, anchor);
        expect(end.detached, `seed ${seed}`).toBe(false);
        expect(end.quote.replace(/[\n7]/g, ''), `seed ${seed}`).toBe(words);
      }
    }
  });
});

// A lost anchor (its words neither held nor found again) resolves the same way until text holding
// its absent probe is added or the lines holding its ends change: what lets the review page skip
// searching for it on every remote change.
describe('lost anchors', () => {
  it('name a probe that occurs nowhere, only when the search failed', () => {
    const doc = docFromLines(LINES);
    const text = docToText(doc);
    const at = (w: string) => text.indexOf(w);
    const gone = anchorRange(doc, at('必须找到'), at('必须找到') + 4)!;
    const edge = anchorRange(doc, at('五尊阎罗'), at('五尊阎罗') + 6)!;
    const kept = anchorRange(doc, at('十二时辰'), at('十二时辰') + 4)!;
    replaceTextRange(doc, at('必须找到') - 1, at('必须找到') + 5, '');
    // The first quoted character changed: its ends still span words, which no longer read as it.
    replaceTextRange(doc, at('五尊阎罗'), at('五尊阎罗') + 1, '三');
    const [g, e, k] = resolveAnchors(doc, [gone, edge, kept]);
    expect(g).toMatchObject({ detached: true, held: false, absent: '必须找到' });
    expect(e).toMatchObject({ detached: false, held: false, quote: '三尊阎罗在此', absent: '五尊阎罗在此' });
    expect(k).toMatchObject({ held: true });
    expect(k?.absent).toBeUndefined();
    // Its words typed again elsewhere: found, nothing absent.
    typeAt(doc, docToText(doc).length, '必须找到');
    expect(resolveAnchors(doc, [gone])[0]).toMatchObject({ detached: false, quote: '必须找到' });
    expect(resolveAnchors(doc, [gone])[0]?.absent).toBeUndefined();
  });

  it('resolve alike while the probe stays absent and the ends key stays the same', {
    timeout: 60_000,
  }, () => {
    let compared = 0;
    let changed = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const rand = rng(seed);
      const [a, b] = pair(LINES);
      const text = docToText(a);
      const start = text.indexOf('谁敢动我');
      const anchor = anchorRange(a, start, start + 3 + Math.floor(rand() * 14))!;
      // Its words (or some of them) deleted, so it is lost from the start.
      const cut = start + Math.floor(rand() * 3);
      replaceTextRange(a, cut, cut + 2 + Math.floor(rand() * 4), '');
      for (let step = 0; step < 25; step++) {
        const doc = rand() < 0.5 ? a : b;
        const before = resolveAnchors(doc, [anchor])[0]!;
        const key = anchorEndsKey(doc, anchor);
        const length = docToText(doc).length;
        const at = Math.floor(rand() * (length + 1));
        const r = rand();
        if (r < 0.35) typeAt(doc, at, rand() < 0.8 ? '风' : '谁敢');
        else if (r < 0.55) replaceTextRange(doc, at, Math.min(length, at + 1 + Math.floor(rand() * 3)), '');
        else if (r < 0.8) splitAt(doc, at);
        else joinLineAfter(doc, at);
        const after = resolveAnchors(doc, [anchor])[0]!;
        if (before.absent === undefined || !docToText(doc).replaceAll('\n', '').includes(before.absent)) {
          if (before.absent !== undefined && anchorEndsKey(doc, anchor) === key) {
            compared++;
            const where = (x: typeof after) => [x.detached, x.held, x.absent, x.quote];
            expect(where(after), `seed ${seed} step ${step}`).toEqual(where(before));
          } else if (before.absent !== undefined) changed++;
        }
      }
    }
    // The property was exercised both ways.
    expect(compared).toBeGreaterThan(200);
    expect(changed).toBeGreaterThan(50);
  });
});
