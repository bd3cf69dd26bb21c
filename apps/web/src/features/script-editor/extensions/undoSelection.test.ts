import { Plugin, PluginKey } from '@tiptap/pm/state';
import { describe, expect, it, vi } from 'vitest';
import {
  CAPTURE_MARGIN_MS,
  joinsLastStep,
  recordUndoSelectionOnlyForNewSteps,
  type UndoTiming,
} from './undoSelection';

const timing = (over: Partial<UndoTiming> = {}): UndoTiming => ({
  lastChange: 1_000,
  captureTimeout: 500,
  undoStack: [{}],
  undoing: false,
  redoing: false,
  ...over,
});

describe('undo selection recorded only for new undo steps', () => {
  it('joins the last step only within the capture timeout, less the margin', () => {
    expect(joinsLastStep(timing(), 1_000 + 500 - CAPTURE_MARGIN_MS - 1)).toBe(true);
    expect(joinsLastStep(timing(), 1_000 + 500 - CAPTURE_MARGIN_MS)).toBe(false);
    expect(joinsLastStep(timing(), 1_600)).toBe(false);
  });

  it('starts a new step after stopCapturing, on an empty stack, while undoing or redoing', () => {
    expect(joinsLastStep(timing({ lastChange: 0 }), 10)).toBe(false);
    expect(joinsLastStep(timing({ undoStack: [] }), 1_010)).toBe(false);
    expect(joinsLastStep(timing({ undoing: true }), 1_010)).toBe(false);
    expect(joinsLastStep(timing({ redoing: true }), 1_010)).toBe(false);
  });

  it('keeps the recorded selection while changes join the last step, records it otherwise', () => {
    const original = vi.fn((_tr: unknown, value: { undoManager: unknown }) => ({ ...value, prevSel: 'now' }));
    const plugin = new Plugin({
      key: new PluginKey('undoTest'),
      state: { init: () => ({ undoManager: null }), apply: original },
    });
    recordUndoSelectionOnlyForNewSteps(plugin);
    const apply = (plugin.spec.state as unknown as { apply: (...args: unknown[]) => unknown }).apply;
    const undoManager = { ...timing({ lastChange: Date.now() }), redoStack: [] };
    const value = { undoManager, prevSel: 'before', hasUndoOps: true, hasRedoOps: false };
    expect(apply({}, value)).toBe(value);
    expect(original).not.toHaveBeenCalled();
    undoManager.redoStack = [{}] as never;
    expect(apply({}, value)).toEqual({ ...value, hasRedoOps: true });
    undoManager.lastChange = 0;
    expect(apply({}, value)).toEqual({ ...value, prevSel: 'now' });
    expect(original).toHaveBeenCalledTimes(1);
  });
});
