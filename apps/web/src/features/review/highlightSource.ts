import {
  anchorEndsKey,
  type ResolvedAnchorHeld,
  readComments,
  resolveAnchors,
  type TextAnchor,
} from '@juzuo/doc-model';
import type { Node as PMNode } from '@tiptap/pm/model';
import type * as Y from 'yjs';
import type { HighlightRange, HighlightSource } from './CommentHighlights';
import { flatTextAround } from './flatText';
import { offsetToPos } from './positions';

/**
 * How a thread's highlight follows edits until it is next resolved from its anchor:
 * - held: its anchor held on its words; the editor's mapping follows it, and it is resolved again
 *   when a remote change touches it.
 * - moving: found again by its quote, or kept where its ends went while its words could still be
 *   found, or not resolved yet: an edit anywhere may move it, so every remote change resolves it.
 * - lost: its words cannot be found (its quote's `probe` occurs nowhere in the text), so it resolves
 *   the same way until an edit touches its highlight, adds text that may hold `probe`, or (not shown:
 *   `ends` set) moves its ends (doc-model's anchorEndsKey). Such an edit makes it moving.
 */
type Standing =
  | { kind: 'held' }
  | { kind: 'moving' }
  | { kind: 'lost'; probe: string; anchor: TextAnchor; ends: string | null };

const HELD: Standing = { kind: 'held' };
const MOVING: Standing = { kind: 'moving' };

/**
 * What the highlights are computed from; SuperviseEditor owns it, the sidebar fills it in. After a
 * remote change it resolves again the threads the editor names and those whose standing asks for it.
 */
export interface LiveHighlightSource extends HighlightSource {
  script: Y.Doc | null;
  comments: Y.Doc | null;
  activeId: string | null;
}

/** A thread's standing after it was resolved to `where` (`shown`: placed in the editor). */
function standingOf(where: ResolvedAnchorHeld, shown: boolean, script: Y.Doc, anchor: TextAnchor): Standing {
  if (shown && where.held) return HELD;
  if (where.absent === undefined) return MOVING;
  if (shown) return { kind: 'lost', probe: where.absent, anchor, ends: null };
  // Kept where its ends went but not placeable in the editor: left to every remote change.
  if (!where.detached) return MOVING;
  const ends = anchorEndsKey(script, anchor);
  return ends === null ? MOVING : { kind: 'lost', probe: where.absent, anchor, ends };
}

/**
 * The open threads' ranges in `doc`, resolved from their anchors against `script` (only those
 * `only` accepts, when given), and the standing of each thread resolved.
 */
export function highlightRanges(
  doc: PMNode,
  script: Y.Doc,
  comments: Y.Doc,
  activeId: string | null,
  only?: (id: string) => boolean,
) {
  const ranges: HighlightRange[] = [];
  const standing = new Map<string, Standing>();
  const open = readComments(comments).filter(
    (c) => !c.parent_id && c.anchor && !c.resolved && (!only || only(c.comment_id)),
  );
  const anchors = open.map((c) => c.anchor as NonNullable<typeof c.anchor>);
  const resolved = resolveAnchors(script, anchors);
  open.forEach((c, i) => {
    const where = resolved[i];
    const anchor = anchors[i];
    if (!where || !anchor) return;
    const from = where.detached ? null : offsetToPos(doc, where.start);
    const to = where.detached ? null : offsetToPos(doc, where.end);
    const shown = from !== null && to !== null;
    if (shown) ranges.push({ id: c.comment_id, from, to, active: c.comment_id === activeId });
    standing.set(c.comment_id, standingOf(where, shown, script, anchor));
  });
  return { ranges, standing };
}

/** A source whose documents and active thread are set later. */
export function liveHighlightSource(): LiveHighlightSource {
  /** Per thread shown or tried, its standing when last resolved (or made moving by an edit since). */
  let standing = new Map<string, Standing>();
  /** Whether a remote change resolves `id` again (`touched`: its highlight touches the change). */
  const due = (id: string, touched: ReadonlySet<string>, script: Y.Doc) => {
    const s = standing.get(id);
    if (touched.has(id) || !s || s.kind === 'moving') return true;
    return s.kind === 'lost' && s.ends !== null && anchorEndsKey(script, s.anchor) !== s.ends;
  };
  const source: LiveHighlightSource = {
    script: null,
    comments: null,
    activeId: null,
    ranges: (doc) => {
      if (!source.script || !source.comments) return [];
      const all = highlightRanges(doc, source.script, source.comments, source.activeId);
      standing = all.standing;
      return all.ranges;
    },
    edited: (doc, ranges, touched) => {
      const lost = [...standing].filter(
        (e): e is [string, Extract<Standing, { kind: 'lost' }>] => e[1].kind === 'lost',
      );
      if (lost.length === 0) return;
      const margin = Math.max(...lost.map(([, s]) => s.probe.length)) - 1;
      const texts = ranges.map(([from, to]) => flatTextAround(doc, from, to, margin));
      for (const [id, s] of lost)
        if (touched.has(id) || texts.some((t) => t.includes(s.probe))) standing.set(id, MOVING);
    },
    changed: (doc, touched) => {
      const script = source.script;
      if (!script || !source.comments) return { ids: touched, ranges: [] };
      const some = highlightRanges(doc, script, source.comments, source.activeId, (id) =>
        due(id, touched, script),
      );
      for (const [id, s] of some.standing) standing.set(id, s);
      return { ids: new Set([...touched, ...some.standing.keys()]), ranges: some.ranges };
    },
  };
  return source;
}
