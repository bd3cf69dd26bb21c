import type { Node as PmNode } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { numberScenes } from '../logic/scenes';
import { changedSpan, contentMapping, docDiff, forLinesIn } from './changedLines';
import { lineInfoOf } from './lines';
import { initialWindow, inWindow, type LineWindow, mapWindow } from './speakerWindow';

// Decorations are kept up to date incrementally: a keystroke maps the previous set through the
// transaction and recomputes only the lines it touched, so a long script costs about what a short one
// does. Speakers, typed 人物 labels and computed scene numbers share one set (one decoration source
// for the view: with two, the view merges them line by line, allocating for each of the script's
// lines on every keystroke); each kind is told apart by its spec. Speakers are drawn only for the
// lines of a window around the view (see speakerWindow). `buildLineDecorations` is the full version
// (first load; the unit tests check that the incremental result always equals it).

/** Spec field telling the kinds of line decorations apart inside the one set. */
const KIND = 'juzuoLine';
const isSpeaker = (spec: Record<string, unknown>) => spec[KIND] === 'speaker';
const isLineMark = (spec: Record<string, unknown>) => spec[KIND] === 'speaker' || spec[KIND] === 'label';
const isScene = (spec: Record<string, unknown>) => spec[KIND] === 'scene';

/**
 * The mark of a 人物 line that typed its own `人物：` label. The CSS draws the label unless the text
 * has one (marked here; the CSS finds it with :has), so the mark changes what a line shows and how it
 * wraps: it is kept for every line, not only in the window (such lines are few). Inline, not a node
 * decoration: those live at the document level, which would send every line through ProseMirror's
 * slow per-child lookup (see indexedDecorations).
 */
function labelOf(node: PmNode, pos: number): Decoration | null {
  const { typedLabel } = lineInfoOf(node);
  if (!typedLabel) return null;
  return Decoration.inline(
    pos + 1,
    pos + 1 + typedLabel,
    { class: 'script-typed-label' },
    { [KIND]: 'label' },
  );
}

/** The bold `角色：` of a dialogue line (with its voice mark), or null. */
function speakerOf(node: PmNode, pos: number): Decoration | null {
  const { speaker } = lineInfoOf(node);
  if (!speaker) return null;
  return Decoration.inline(
    pos + 1,
    pos + 1 + speaker.end,
    { class: 'script-speaker', ...(speaker.voice ? { 'data-voice': speaker.voice } : {}) },
    { [KIND]: 'speaker' },
  );
}

/** Adds the marks of one line to `out`: its typed label always, its speaker inside the window. */
function lineMarksOf(node: PmNode, pos: number, window: LineWindow, out: Decoration[]): void {
  const label = labelOf(node, pos);
  if (label) out.push(label);
  if (!inWindow(window, pos)) return;
  const speaker = speakerOf(node, pos);
  if (speaker) out.push(speaker);
}

/** The line marks of the whole document: typed 人物 labels, and speakers of the window's lines. */
function lineMarksIn(doc: PmNode, window: LineWindow): Decoration[] {
  const out: Decoration[] = [];
  doc.forEach((node, pos) => {
    lineMarksOf(node, pos, window, out);
  });
  return out;
}

/** The speakers of the window's lines. */
function speakersIn(doc: PmNode, window: LineWindow): Decoration[] {
  const out: Decoration[] = [];
  forLinesIn(doc, window.from, window.to, (node, pos) => {
    if (!inWindow(window, pos)) return;
    const d = speakerOf(node, pos);
    if (d) out.push(d);
  });
  return out;
}

/**
 * `mapped` (already mapped through `tr`) with the marks of the lines `tr` changed recomputed, for the
 * window `window` (already mapped). A window cut to its most lines leaves speakers behind its end.
 */
function updateLineMarks(mapped: DecorationSet, tr: Transaction, window: LineWindow): DecorationSet {
  let set = mapped;
  const span = changedSpan(tr);
  if (span) {
    const fresh: Decoration[] = [];
    const lines = forLinesIn(tr.doc, span.from, span.to, (node, pos) => {
      lineMarksOf(node, pos, window, fresh);
    });
    if (lines) set = set.remove(set.find(lines.from, lines.to, isLineMark)).add(tr.doc, fresh);
  }
  const outside = set.find(window.to, tr.doc.content.size, isSpeaker);
  if (window.from > 0) outside.push(...set.find(0, window.from - 1, isSpeaker));
  return outside.length ? set.remove(outside) : set;
}

/** A computed scene number shown before a heading: the heading's position and its number. */
export interface SceneMark {
  pos: number;
  number: string;
}

/**
 * The script's line decorations (speakers and computed scene numbers in one set) with the scene
 * marks its widgets show (compared to decide whether the widgets can just be mapped).
 */
export interface LineDecorations {
  set: DecorationSet;
  marks: SceneMark[];
  /** The lines whose speakers are drawn. */
  window: LineWindow;
}

/** Computed (not typed) scene numbers of the document; per-line facts come from the node cache. */
export function sceneMarksOf(doc: PmNode, firstEpisode: number): SceneMark[] {
  const lines: ReturnType<typeof lineInfoOf>[] = [];
  const positions: number[] = [];
  doc.forEach((node, pos) => {
    lines.push(lineInfoOf(node));
    positions.push(pos);
  });
  const out: SceneMark[] = [];
  for (const scene of numberScenes(lines, firstEpisode)) {
    if (!scene.typed) out.push({ pos: positions[scene.line] as number, number: scene.number });
  }
  return out;
}

function sceneNumber(number: string): HTMLElement {
  const span = document.createElement('span');
  span.className = 'script-scene-no';
  span.contentEditable = 'false';
  span.textContent = number;
  span.setAttribute('data-testid', 'scene-number');
  return span;
}

function widgetsOf(marks: SceneMark[]): Decoration[] {
  return marks.map((m) =>
    Decoration.widget(m.pos + 1, () => sceneNumber(m.number), {
      side: -1,
      key: `scene-${m.number}`,
      ignoreSelection: true,
      [KIND]: 'scene',
    }),
  );
}

/** Line marks and scene number widgets of the whole document, speakers for `window` (default: its first lines). */
export function buildLineDecorations(
  doc: PmNode,
  firstEpisode: number,
  window: LineWindow = initialWindow(doc),
): LineDecorations {
  const marks = sceneMarksOf(doc, firstEpisode);
  return {
    set: DecorationSet.create(doc, [...lineMarksIn(doc, window), ...widgetsOf(marks)]),
    marks,
    window,
  };
}

/** `previous` with its speakers drawn for `window` instead (the writer scrolled). */
export function moveSpeakerWindow(
  previous: LineDecorations,
  doc: PmNode,
  window: LineWindow,
): LineDecorations {
  const set = previous.set
    .remove(previous.set.find(undefined, undefined, isSpeaker))
    .add(doc, speakersIn(doc, window));
  return { set, marks: previous.marks, window };
}

/** What a line's scene fact contributes to numbering (a heading's title contributes nothing). */
function numberingKey(node: PmNode): string | null {
  const fact = lineInfoOf(node).scene;
  if (!fact) return null;
  if (fact.kind === 'episode') return `e${fact.episode}`;
  const typed = fact.typed;
  return typed ? `t${typed.episode}-${typed.scene}${typed.sub}` : 's';
}

/** The numbering keys of the lines touching [from, to], in order (lines without a fact left out). */
function numberingKeys(doc: PmNode, from: number, to: number): string[] {
  const keys: string[] = [];
  forLinesIn(doc, Math.min(from, to), Math.max(from, to), (node) => {
    const key = numberingKey(node);
    if (key !== null) keys.push(key);
  });
  return keys;
}

/**
 * True when the lines the transaction touched mean the same for numbering before and after (the
 * same episode lines and headings in the same order, titles aside): typing in dialogue, action or a
 * heading's title, the common keystroke. Numbering depends on nothing else, so every number stays
 * and only moves. Judged on the structural diff of the two documents (facts follow from a line's
 * content alone).
 */
function numberingUnchanged(tr: Transaction): boolean {
  const diff = docDiff(tr);
  if (!diff) return true;
  // The diff's end can fall before its start (typing a letter next to the same letter).
  const before = numberingKeys(tr.before, diff.start, diff.endA);
  const after = numberingKeys(tr.doc, diff.start, diff.endB);
  return before.length === after.length && before.every((key, i) => key === after[i]);
}

/**
 * The scene marks after `tr`, and whether the widgets of `old`, mapped through `tr`, show them
 * already. Numbering depends on every earlier line's scene fact: when the edit left the numbering
 * facts of the lines it touched as they were (see numberingUnchanged), the previous marks are mapped
 * instead of walking the whole document (thousands of lines per keystroke in a long script);
 * otherwise they are recomputed from the cached per-line facts.
 */
function nextMarks(
  old: SceneMark[],
  tr: Transaction,
  firstEpisode: number,
): { marks: SceneMark[]; same: boolean } {
  let marks: SceneMark[] | null = null;
  if (numberingUnchanged(tr)) {
    marks = [];
    for (const o of old) {
      const r = contentMapping(tr).mapResult(o.pos + 1, -1);
      // A heading replaced by identical content (y-prosemirror re-renders that way): recompute.
      if (r.deleted) {
        marks = null;
        break;
      }
      marks.push({ pos: r.pos - 1, number: o.number });
    }
  }
  if (!marks) marks = sceneMarksOf(tr.doc, firstEpisode);
  let same = old.length === marks.length;
  for (let i = 0; same && i < marks.length; i += 1) {
    const o = old[i] as SceneMark;
    const n = marks[i] as SceneMark;
    // Mirrors how a side -1 widget maps: dropped when deleted, else moved to the mapped position.
    const r = contentMapping(tr).mapResult(o.pos + 1, -1);
    same = o.number === n.number && !r.deleted && r.pos === n.pos + 1;
  }
  return { marks, same };
}

/**
 * `previous` after `tr`: mapped, with the window mapped and the marks of the changed lines recomputed, and the scene
 * widgets replaced only when a number or a heading moved other than by the mapping (a scene added,
 * removed, renumbered).
 */
export function updateLineDecorations(
  previous: LineDecorations,
  tr: Transaction,
  firstEpisode: number,
): LineDecorations {
  const window = mapWindow(previous.window, tr);
  // Mapped by content (a remote change replaces the whole document: see contentMapping).
  let set = updateLineMarks(previous.set.map(contentMapping(tr), tr.doc), tr, window);
  const { marks, same } = nextMarks(previous.marks, tr, firstEpisode);
  if (!same) set = set.remove(set.find(undefined, undefined, isScene)).add(tr.doc, widgetsOf(marks));
  return { set, marks, window };
}
