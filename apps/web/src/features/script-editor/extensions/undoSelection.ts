import Collaboration from '@tiptap/extension-collaboration';
import type { Plugin } from '@tiptap/pm/state';
import { yUndoPluginKey } from '@tiptap/y-tiptap';

/**
 * How close to the undo manager's capture timeout a change may come and still be taken as joining
 * the last undo step: the undo plugin's state is applied a moment before the Yjs transaction that
 * the undo manager times (the same task, well under this margin).
 */
export const CAPTURE_MARGIN_MS = 100;

/** What the check needs of a Yjs UndoManager. */
export interface UndoTiming {
  lastChange: number;
  captureTimeout: number;
  undoStack: unknown[];
  undoing: boolean;
  redoing: boolean;
}

/**
 * Whether the undo manager's next tracked change at `now` joins its last undo step (Yjs merges a
 * change into the last step within `captureTimeout` of the one before, unless undoing or redoing),
 * so no new step is added and no selection is recorded for it.
 */
export function joinsLastStep(undo: UndoTiming, now: number): boolean {
  return (
    undo.lastChange > 0 &&
    now - undo.lastChange < undo.captureTimeout - CAPTURE_MARGIN_MS &&
    undo.undoStack.length > 0 &&
    !undo.undoing &&
    !undo.redoing
  );
}

interface UndoPluginState {
  undoManager: UndoTiming & { redoStack: unknown[] };
  prevSel: unknown;
  hasUndoOps: boolean;
  hasRedoOps: boolean;
}

/**
 * y-tiptap's undo plugin records, on every transaction, the selection before it as Yjs relative
 * positions (`prevSel`: mapping a position walks every paragraph before it, about 0.15 ms at the
 * middle of a 100,000-character script); the undo manager reads it only when a change starts a new
 * undo step (its `stack-item-added`). While typing goes on, each change joins the last step, so the
 * selection is left as it was then; the first change after a pause records it as before.
 */
export function recordUndoSelectionOnlyForNewSteps(plugin: Plugin): void {
  const field = plugin.spec.state as
    | { apply: (tr: unknown, value: UndoPluginState, ...rest: unknown[]) => UndoPluginState }
    | undefined;
  if (!field) return;
  const apply = field.apply;
  field.apply = (tr, value, ...rest) => {
    const undo = value.undoManager;
    if (!joinsLastStep(undo, Date.now())) return apply.call(plugin, tr, value, ...rest);
    const hasUndoOps = undo.undoStack.length > 0;
    const hasRedoOps = undo.redoStack.length > 0;
    return hasUndoOps === value.hasUndoOps && hasRedoOps === value.hasRedoOps
      ? value
      : { ...value, hasUndoOps, hasRedoOps };
  };
}

/**
 * Tiptap's Collaboration with the undo plugin's selection recorded only for new undo steps and no
 * selection mapping for the sync plugin's local writes (`skipLocalSelectionWalks`, an option of our
 * y-tiptap patch: y-tiptap maps the selection to Yjs relative positions twice for every local change
 * it writes, each a walk over the paragraphs before the caret, and drops both unread when the Yjs
 * transaction ends; see docs/decisions.md) and no search for moved lines when every line but one is
 * where it was (`skipMoveSearchWhenInPlace`, also our patch: y-tiptap maps and sorts every line of
 * the script for that search on each local change, about 1 ms per keystroke in 3,800 lines, although
 * a keystroke within a line moves none; docs/decisions.md, issue 11, H1, session 17), and only the
 * line a keystroke changed updated (`diffOnlyChangedChild`, also our patch: y-tiptap otherwise lists
 * and scans every line of the script on each local change; session 18).
 */
export const ScriptCollaboration = Collaboration.extend({
  addOptions() {
    const parent = this.parent?.();
    return {
      ...parent,
      ySyncOptions: {
        ...parent?.ySyncOptions,
        skipLocalSelectionWalks: true,
        skipMoveSearchWhenInPlace: true,
        diffOnlyChangedChild: true,
      },
    };
  },
  addProseMirrorPlugins() {
    const plugins = (this.parent?.() ?? []) as Plugin[];
    for (const plugin of plugins)
      if (plugin.spec.key === yUndoPluginKey) recordUndoSelectionOnlyForNewSteps(plugin);
    return plugins;
  },
});
