import { type RefObject, useEffect, useRef } from 'react';
import type * as Y from 'yjs';
import { type BoardClip, clipSelection, copyNodes, pasteNodes, pasteOffset } from './clipboard';
import { type CanvasNode, groupIdOf, isGameNode } from './flowMapping';
import type { BoardGroup } from './groups';
import { boxOf } from './useCanvasNodes';

interface ShortcutsInput {
  ydoc: Y.Doc;
  editable: boolean;
  /** The editor's element: keys count only when the focus is inside it. */
  section: RefObject<HTMLElement | null>;
  nodes: readonly CanvasNode[];
  groups: readonly BoardGroup[];
  /** The ids of the selected board nodes. */
  selectedIds: readonly string[];
  select: (id: string, later?: boolean) => void;
  makeGroup: () => void;
  undo: () => void;
  redo: () => void;
}

/**
 * Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y, Ctrl+C / Ctrl+V (node groups, within this tab) and Ctrl+G on the
 * board; text fields keep their own keys. The latest state is read through a ref so the key handler
 * is not re-registered on every selection change.
 */
export function useBoardShortcuts(input: ShortcutsInput) {
  const latest = useRef(input);
  latest.current = input;
  const clip = useRef<BoardClip | null>(null);
  const { editable, ydoc, section, undo, redo, select } = input;
  useEffect(() => {
    // Ctrl+C takes the selected nodes and frames, the nodes inside selected frames, the frames around selected nodes.
    const copySelection = (): BoardClip | null => {
      const { nodes, groups, selectedIds } = latest.current;
      const frames = nodes.flatMap((n) => (n.selected ? (groupIdOf(n.id) ?? []) : []));
      const boxes = nodes.filter(isGameNode).map(boxOf);
      const pick = clipSelection(selectedIds, frames, boxes, groups);
      return pick.nodeIds.length + pick.groupIds.length > 0
        ? copyNodes(ydoc, pick.nodeIds, pick.groupIds)
        : null;
    };
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (!editable || !section.current?.contains(target) || target.closest('input, textarea, select'))
        return;
      const key = e.key.toLowerCase();
      if (!(e.ctrlKey || e.metaKey)) return;
      if (key === 'c') {
        const copied = copySelection();
        if (!copied) return;
        clip.current = copied;
      } else if (key === 'v' && clip.current) {
        const pasted = pasteNodes(ydoc, clip.current, pasteOffset(clip.current));
        if (pasted[0]) select(pasted[0], true);
      } else if (key === 'g' && latest.current.selectedIds.length > 0) {
        latest.current.makeGroup();
      } else if (key === 'z' || key === 'y') {
        if (key === 'y' || e.shiftKey) redo();
        else undo();
      } else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editable, undo, redo, ydoc, select, section]);
}
