import type { Edge as CanvasEdge, Connection, EdgeChange, OnConnect } from '@xyflow/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { useStableCallback } from '../../lib/useStableCallback';
import { canConnect, connect, removeElements } from './boardModel';
import { type CanvasNode, groupIdOf, isGameNode } from './flowMapping';
import type { FrameActions } from './GroupFrame';
import { removeGroups, renameGroup } from './groups';
import type { useCanvasNodes } from './useCanvasNodes';

interface HandlersInput {
  ydoc: Y.Doc;
  editable: boolean;
  canvas: ReturnType<typeof useCanvasNodes>;
  /** The one selected board node's id, if exactly one is. */
  singleId: string | null;
  /** Tells the others which node this tab holds and whether it drags it. */
  announce: (nodeId: string | null, dragging: boolean) => void;
  /** A node was clicked (its form is shown). */
  onNodeClick: () => void;
}

/**
 * The canvas's handlers: connecting, selecting edges, dragging (announced to the others), deleting,
 * and the frames' own actions. They keep their identity: xyflow passes some of them to every drawn
 * node, and a new one re-rendered all of them on each drag step (1,400 at the whole-board zoom).
 */
export function useCanvasHandlers({ ydoc, editable, canvas, singleId, announce, ...p }: HandlersInput) {
  const [selectedEdges, setSelectedEdges] = useState<ReadonlySet<string>>(new Set());
  const dragging = useRef<string | null>(null);
  useEffect(
    () => announce(singleId, dragging.current !== null && dragging.current === singleId),
    [announce, singleId],
  );
  const onConnect: OnConnect = useStableCallback((c) => {
    connect(ydoc, c.source, c.target, c.sourceHandle);
  });
  const onEdgesChange = useStableCallback((changes: EdgeChange[]) => {
    const picks = changes.filter((c) => c.type === 'select');
    if (picks.length === 0) return;
    setSelectedEdges((prev) => {
      const next = new Set(prev);
      for (const c of picks) c.selected ? next.add(c.id) : next.delete(c.id);
      return next;
    });
  });
  const isValidConnection = useStableCallback((c: Connection | CanvasEdge) =>
    canConnect(ydoc, c.source, c.target, c.sourceHandle ?? null),
  );
  const onNodeClick = useStableCallback(() => p.onNodeClick());
  const onNodeDragStart = useStableCallback((_e: unknown, node: CanvasNode) => {
    if (!isGameNode(node)) return;
    dragging.current = node.id;
    announce(node.id, true);
  });
  const onNodeDragStop = useStableCallback((_e: unknown, node: CanvasNode, dragged: CanvasNode[]) => {
    canvas.onDragStop(dragged.length > 0 ? dragged : [node]);
    if (!isGameNode(node)) return;
    dragging.current = null;
    announce(node.id, false);
  });
  const onDelete = useStableCallback(
    ({ nodes, edges: gone }: { nodes: CanvasNode[]; edges: CanvasEdge[] }) => {
      // Deleting a frame keeps its nodes: only nodes selected themselves are removed.
      const frames = nodes.flatMap((n) => groupIdOf(n.id) ?? []);
      if (frames.length > 0) removeGroups(ydoc, frames);
      removeElements(
        ydoc,
        nodes.filter(isGameNode).map((n) => n.id),
        gone.map((e) => e.id),
      );
    },
  );
  const { onFrameResized } = canvas;
  const frameActions = useMemo<FrameActions | null>(
    () =>
      editable
        ? {
            rename: (id, title) => renameGroup(ydoc, id, title),
            resized: onFrameResized,
            remove: (id) => removeGroups(ydoc, [id]),
          }
        : null,
    [editable, ydoc, onFrameResized],
  );
  return {
    selectedEdges,
    frameActions,
    flowHandlers: {
      onNodesChange: canvas.onNodesChange,
      onEdgesChange,
      onConnect,
      isValidConnection,
      onNodeClick,
      onNodeDragStart,
      onNodeDragStop,
      onDelete,
    },
  };
}
