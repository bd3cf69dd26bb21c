import { useCallback, useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { boardUndoManager } from './boardModel';

/** Undo and redo of this tab's own board edits (others' edits are never taken back). */
export function useBoardHistory(ydoc: Y.Doc | null) {
  const [manager, setManager] = useState<Y.UndoManager | null>(null);
  const [stacks, setStacks] = useState({ undo: false, redo: false });
  useEffect(() => {
    if (!ydoc) return;
    const m = boardUndoManager(ydoc);
    const read = () => setStacks({ undo: m.undoStack.length > 0, redo: m.redoStack.length > 0 });
    m.on('stack-item-added', read);
    m.on('stack-item-popped', read);
    m.on('stack-cleared', read);
    setManager(m);
    return () => {
      m.destroy();
      setManager(null);
    };
  }, [ydoc]);
  const undo = useCallback(() => manager?.undo(), [manager]);
  const redo = useCallback(() => manager?.redo(), [manager]);
  return { canUndo: stacks.undo, canRedo: stacks.redo, undo, redo };
}
