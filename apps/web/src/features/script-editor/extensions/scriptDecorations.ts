import type { Node as PmNode } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { numberScenes } from '../logic/scenes';
import { changedSpan, forLinesIn } from './changedLines';
import { lineInfoOf } from './lines';

// Decorations are kept up to date incrementally: a keystroke maps the previous set through the
// transaction and recomputes only the lines it touched, so a long script costs about what a short one
// does. `buildSpeakers` / `buildScenes` are the full versions (first load; the unit tests check that
// the incremental result always equals them).

function speakerOf(node: PmNode, pos: number): Decoration | null {
  const { speaker, typedLabel } = lineInfoOf(node);
  // A 人物 line draws its `人物：` label with CSS unless the text already has one (marked here; the CSS
  // finds it with :has). Inline, not a node decoration: those live at the document level, which would
  // send every line through ProseMirror's slow per-child lookup (see indexedDecorations).
  if (typedLabel) return Decoration.inline(pos + 1, pos + 1 + typedLabel, { class: 'script-typed-label' });
  if (!speaker) return null;
  return Decoration.inline(pos + 1, pos + 1 + speaker.end, {
    class: 'script-speaker',
    ...(speaker.voice ? { 'data-voice': speaker.voice } : {}),
  });
}

/**
 * The per-line decorations of the whole document: the bold `角色：` of every dialogue line, and the
 * mark of a 人物 line that typed its own label.
 */
export function buildSpeakers(doc: PmNode): DecorationSet {
  const out: Decoration[] = [];
  doc.forEach((node, pos) => {
    const d = speakerOf(node, pos);
    if (d) out.push(d);
  });
  return DecorationSet.create(doc, out);
}

/** `previous` after `tr`: mapped, with the speakers of the changed lines recomputed. */
export function updateSpeakers(previous: DecorationSet, tr: Transaction): DecorationSet {
  const mapped = previous.map(tr.mapping, tr.doc);
  const span = changedSpan(tr);
  if (!span) return mapped;
  const fresh: Decoration[] = [];
  const lines = forLinesIn(tr.doc, span.from, span.to, (node, pos) => {
    const d = speakerOf(node, pos);
    if (d) fresh.push(d);
  });
  if (!lines) return mapped;
  return mapped.remove(mapped.find(lines.from, lines.to)).add(tr.doc, fresh);
}

/** A computed scene number shown before a heading: the heading's position and its number. */
export interface SceneMark {
  pos: number;
  number: string;
}

/** Scene widgets with the marks they show (compared to decide whether the set can just be mapped). */
export interface SceneWidgets {
  set: DecorationSet;
  marks: SceneMark[];
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

function widgetsOf(doc: PmNode, marks: SceneMark[]): DecorationSet {
  return DecorationSet.create(
    doc,
    marks.map((m) =>
      Decoration.widget(m.pos + 1, () => sceneNumber(m.number), {
        side: -1,
        key: `scene-${m.number}`,
        ignoreSelection: true,
      }),
    ),
  );
}

/** Scene number widgets of the whole document. */
export function buildScenes(doc: PmNode, firstEpisode: number): SceneWidgets {
  const marks = sceneMarksOf(doc, firstEpisode);
  return { set: widgetsOf(doc, marks), marks };
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
  const start = tr.before.content.findDiffStart(tr.doc.content);
  if (start === null) return true;
  const end = tr.before.content.findDiffEnd(tr.doc.content);
  // The diff's end can fall before its start (typing a letter next to the same letter).
  const before = numberingKeys(tr.before, start, end ? end.a : tr.before.content.size);
  const after = numberingKeys(tr.doc, start, end ? end.b : tr.doc.content.size);
  return before.length === after.length && before.every((key, i) => key === after[i]);
}

/**
 * `previous` after `tr`. Numbering depends on every earlier line's scene fact: when the edit left the
 * numbering facts of the lines it touched as they were (see numberingUnchanged), the previous marks
 * are mapped instead of walking the whole document (thousands of lines per keystroke in a long
 * script); otherwise they are recomputed from the cached per-line facts. The widget set is only
 * rebuilt when a number or a heading moved other than by the mapping (a scene added, removed,
 * renumbered), otherwise it is mapped.
 */
export function updateScenes(previous: SceneWidgets, tr: Transaction, firstEpisode: number): SceneWidgets {
  const old = previous.marks;
  let marks: SceneMark[] | null = null;
  if (numberingUnchanged(tr)) {
    marks = [];
    for (const o of old) {
      const r = tr.mapping.mapResult(o.pos + 1, -1);
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
    const r = tr.mapping.mapResult(o.pos + 1, -1);
    same = o.number === n.number && !r.deleted && r.pos === n.pos + 1;
  }
  if (!same) return { set: widgetsOf(tr.doc, marks), marks };
  return { set: previous.set.map(tr.mapping, tr.doc), marks };
}
