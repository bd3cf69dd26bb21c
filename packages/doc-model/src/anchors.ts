import * as Y from 'yjs';
import { absoluteOf } from './absolute';
import { docToText } from './text';
import { type MappedLine, mapText } from './text-map';

// A comment's anchor on a script document (`doc:<doc_id>`): Yjs relative positions of its first
// and last character plus the quoted text and some context. Relative positions follow the words
// through typing before, inside and after them. Splitting or joining lines re-creates the moved text
// in another paragraph (that is how y-prosemirror writes it), which collapses positions inside it;
// then the quote's head and tail, checked against the context, find the words again. Only when the
// words are gone is the anchor detached (the thread stays, with its original quote).

/** Characters of context kept on each side of the quote. */
const CONTEXT = 24;
/** Characters of the quote's head and tail that find it again after a split or join. */
const PROBE = 6;
/** Context characters that must match next to a found head or tail. */
const CONTEXT_PROBE = 8;
/** How far (in characters) from a collapsed position words are found again without their context. */
const NEAR = 256;

/** A range of a document's text, held so it survives concurrent edits. */
export interface TextAnchor {
  /** Y.relativePositionToJSON of the first quoted character (sticks to it). */
  start: unknown;
  /** Y.relativePositionToJSON of the end (sticks to the last quoted character). */
  end: unknown;
  /** The text when the anchor was made. */
  quote: string;
  /** Up to CONTEXT characters before and after it then. */
  before: string;
  after: string;
}

/** Where an anchor is now. */
export interface ResolvedAnchor {
  /** Offsets into the document's text now (docToText); for a detached anchor where its words were. */
  start: number;
  end: number;
  /** The text anchored now; the original quote when detached. */
  quote: string;
  /** The anchored words were deleted. */
  detached: boolean;
}

function relativeAt(lines: MappedLine[], offset: number, assoc: number): Y.RelativePosition | null {
  const line = lines.find((l) => offset >= l.start && offset <= l.end);
  if (!line) return null;
  const inside = (r: { start: number; length: number }) =>
    assoc >= 0
      ? offset >= r.start && offset < r.start + r.length
      : offset > r.start && offset <= r.start + r.length;
  const run =
    line.runs.find(inside) ?? line.runs.find((r) => offset >= r.start && offset <= r.start + r.length);
  if (run) return Y.createRelativePositionFromTypeIndex(run.text, offset - run.start, assoc);
  return Y.createRelativePositionFromTypeIndex(line.element, 0, assoc);
}

/** Anchors `[start, end)` of the document's text; null when the range is empty or outside it. */
export function anchorRange(doc: Y.Doc, start: number, end: number): TextAnchor | null {
  const text = docToText(doc);
  if (!(start >= 0 && start < end && end <= text.length)) return null;
  const lines = mapText(doc);
  // The start sticks to the first quoted character and the end to the last, so typing right at
  // either edge stays outside the comment.
  const s = relativeAt(lines, start, 0);
  const e = relativeAt(lines, end, -1);
  if (!s || !e) return null;
  return {
    start: Y.relativePositionToJSON(s),
    end: Y.relativePositionToJSON(e),
    quote: text.slice(start, end),
    before: text.slice(Math.max(0, start - CONTEXT), start),
    after: text.slice(end, end + CONTEXT),
  };
}

function offsetOf(doc: Y.Doc, lines: MappedLine[], json: unknown): number | null {
  const abs = absoluteOf(doc, json);
  if (!abs) return null;
  for (const line of lines) {
    if (line.element === abs.type) return abs.index === 0 ? line.start : line.end;
    for (const run of line.runs)
      if (run.text === abs.type) return run.start + Math.min(abs.index, run.length);
  }
  // Its paragraph was deleted (or re-created by a split or join).
  return null;
}

/** The text without line breaks, and for each of its characters the offset in the text. */
function flatten(text: string): { flat: string; at: number[] } {
  const at: number[] = [];
  let flat = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n') continue;
    flat += text[i];
    at.push(i);
  }
  at.push(text.length);
  return { flat, at };
}

const noBreaks = (s: string) => s.replaceAll('\n', '');

function occurrences(flat: string, probe: string): number[] {
  const out: number[] = [];
  if (!probe) return out;
  for (let i = flat.indexOf(probe); i >= 0; i = flat.indexOf(probe, i + 1)) out.push(i);
  return out;
}

const nearest = (list: number[], to: number): number | undefined =>
  list.reduce<number | undefined>(
    (best, x) => (best === undefined || Math.abs(x - to) < Math.abs(best - to) ? x : best),
    undefined,
  );

/** The probes that find a quote again: its first and last PROBE characters, line breaks dropped. */
const probesOf = (quote: string) => {
  const flat = noBreaks(quote);
  return { head: flat.slice(0, PROBE), tail: flat.slice(-PROBE) };
};

/**
 * Finds the anchored words again by the quote's head (with the context before it) and tail (with the
 * context after it), line breaks ignored; the occurrence nearest `near` wins. When gone: `absent`,
 * the head or tail if it occurs nowhere in the text (no search can succeed until it does).
 */
function refind(
  text: string,
  anchor: TextAnchor,
  near: number,
): { found: [number, number] } | { found: null; absent?: string } {
  const { flat, at } = flatten(text);
  const quote = noBreaks(anchor.quote);
  if (!quote) return { found: null };
  const { head, tail } = probesOf(quote);
  const gone = (): { found: null; absent?: string } => {
    const absent = [head, tail].find((probe) => !flat.includes(probe));
    return absent === undefined ? { found: null } : { found: null, absent };
  };
  const before = noBreaks(anchor.before).slice(-CONTEXT_PROBE);
  const after = noBreaks(anchor.after).slice(0, CONTEXT_PROBE);
  const nearFlat = at.findIndex((x) => x >= near);
  // Context that matches wins; else an occurrence close to where the anchor collapsed (its context
  // may have been edited too).
  const close = (i: number) => Math.abs(i - nearFlat) <= NEAR;
  const allHeads = occurrences(flat, head);
  const heads = allHeads.filter((i) => flat.slice(Math.max(0, i - before.length), i) === before);
  const headAt = nearest(heads.length > 0 ? heads : allHeads.filter(close), nearFlat);
  if (headAt === undefined) return gone();
  const limit = headAt + quote.length * 2 + 32;
  const allTails = occurrences(flat, tail).filter(
    (i) => i + tail.length >= headAt + head.length && i + tail.length <= limit,
  );
  const tails = allTails.filter((i) => flat.slice(i + tail.length).startsWith(after));
  const tailAt = tails[0] ?? allTails[0];
  if (tailAt === undefined) return gone();
  const start = at[headAt] ?? text.length;
  const last = at[tailAt + tail.length - 1] ?? text.length - 1;
  return { found: [start, last + 1] };
}

/** A resolved anchor, and whether both its ends held on their words (see resolveAnchors). */
export interface ResolvedAnchorHeld extends ResolvedAnchor {
  /**
   * Found by its relative positions, its words in place: the range changes only with edits inside it
   * (or of its ends). Otherwise (found again by its quote, kept where its ends went, detached) it
   * may move with an edit anywhere in the document.
   */
  held: boolean;
  /**
   * Set when its words were not found again (not held, the search failed): its quote's head or tail
   * (line breaks dropped) that occurs nowhere in the document's text, so every search fails until
   * text containing it is added. Until then it resolves the same way unless the lines holding its
   * ends change (see anchorEndsKey).
   */
  absent?: string;
}

function resolveIn(text: string, lines: MappedLine[], doc: Y.Doc, anchor: TextAnchor): ResolvedAnchorHeld {
  const s = offsetOf(doc, lines, anchor.start);
  const e = offsetOf(doc, lines, anchor.end);
  const { head, tail } = probesOf(anchor.quote);
  if (s !== null && e !== null && s < e) {
    const now = noBreaks(text.slice(s, e));
    // Both ends held on their words (typing inside changes the middle only).
    if (now.startsWith(head) && now.endsWith(tail))
      return { start: s, end: e, quote: text.slice(s, e), detached: false, held: true };
  }
  const search = refind(text, anchor, s ?? e ?? 0);
  const { found } = search;
  if (found)
    return {
      start: found[0],
      end: found[1],
      quote: text.slice(found[0], found[1]),
      detached: false,
      held: false,
    };
  const absent = 'absent' in search ? { absent: search.absent } : {};
  if (s !== null && e !== null && s < e)
    return { start: s, end: e, quote: text.slice(s, e), detached: false, held: false, ...absent };
  const at = Math.min(s ?? e ?? 0, text.length);
  return { start: at, end: at, quote: anchor.quote, detached: true, held: false, ...absent };
}

/** Where `anchor` is in the document now (see the file comment). */
export function resolveAnchor(doc: Y.Doc, anchor: TextAnchor): ResolvedAnchor {
  const { held: _held, absent: _absent, ...where } = resolveIn(docToText(doc), mapText(doc), doc, anchor);
  return where;
}

/** Where each of `anchors` is now, as resolveAnchor, with the document's text and lines read once. */
export function resolveAnchors(doc: Y.Doc, anchors: TextAnchor[]): ResolvedAnchorHeld[] {
  if (anchors.length === 0) return [];
  const text = docToText(doc);
  const lines = mapText(doc);
  return anchors.map((a) => resolveIn(text, lines, doc, a));
}
