import type { TElementChange } from '@juzuo/schemas';

/** A line of the live document as the editor holds it. */
export interface LiveLine {
  /** The element (ScriptBlock value; plain for a line without one). */
  block: string;
  text: string;
}

/**
 * Where a proposed change stands against the live document:
 * `ready` at `index` (the line still reads as it did when recognised), `done` (the line already has
 * the proposed element and text, applied by this writer or someone else), `stale` (the line was
 * edited or retyped since the run; applying it could undo a collaborator's work).
 */
export type PlannedChange =
  | { status: 'ready'; index: number; change: TElementChange }
  | { status: 'done'; index: number; change: TElementChange }
  | { status: 'stale'; change: TElementChange };

const isDone = (l: LiveLine | undefined, c: TElementChange) =>
  l !== undefined && l.block === c.proposed && l.text.trim() === c.proposed_text.trim();
const isUntouched = (l: LiveLine | undefined, c: TElementChange) =>
  l !== undefined && l.text === c.text && l.block === c.current;

/** Index of the untouched line nearest to `line` among `indexes` (lines moved by inserts above). */
function nearest(indexes: number[], line: number): number | undefined {
  return indexes.sort((a, b) => Math.abs(a - line) - Math.abs(b - line) || a - b)[0];
}

/**
 * Matches a recognition's proposed changes for one document with its live lines. A change is found
 * at its own line index first; when lines were inserted or removed above it, at the nearest line that
 * still reads the same (same text and element). Each live line serves one change at most.
 */
export function planChanges(changes: readonly TElementChange[], lines: readonly LiveLine[]): PlannedChange[] {
  const taken = new Set<number>();
  const claim = (i: number) => {
    taken.add(i);
    return i;
  };
  return changes.map((change): PlannedChange => {
    const own = lines[change.line];
    if (!taken.has(change.line) && isUntouched(own, change))
      return { status: 'ready', index: claim(change.line), change };
    if (!taken.has(change.line) && isDone(own, change))
      return { status: 'done', index: claim(change.line), change };
    const moved = nearest(
      lines.flatMap((l, i) => (!taken.has(i) && isUntouched(l, change) ? [i] : [])),
      change.line,
    );
    if (moved !== undefined) return { status: 'ready', index: claim(moved), change };
    const movedDone = nearest(
      lines.flatMap((l, i) => (!taken.has(i) && isDone(l, change) ? [i] : [])),
      change.line,
    );
    if (movedDone !== undefined) return { status: 'done', index: claim(movedDone), change };
    return { status: 'stale', change };
  });
}

/** The ready changes among `planned`, the ones the writer accepts with 全部采纳. */
export const readyOnes = (planned: readonly PlannedChange[]) =>
  planned.filter((p): p is Extract<PlannedChange, { status: 'ready' }> => p.status === 'ready');
