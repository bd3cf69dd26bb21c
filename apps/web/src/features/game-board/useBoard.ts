import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import {
  type BoardEdge,
  type BoardNode,
  edgesOf,
  LOCAL_ORIGIN,
  nodesOf,
  readEdges,
  readNodes,
} from './boardModel';
import { type BoardGroup, groupsOf, readGroups } from './groups';
import { keepUnchanged } from './stableReading';
import { type BoardVariable, readVariables } from './variables';

/** The board's nodes, edges and variables, as of the last change anyone made. */
export interface BoardState {
  nodes: BoardNode[];
  edges: BoardEdge[];
  variables: BoardVariable[];
  /** Group frames. */
  groups: BoardGroup[];
}

const EMPTY: BoardState = { nodes: [], edges: [], variables: [], groups: [] };

/**
 * Follows a live board: others' updates are re-read at most once a frame (a remote drag sends many
 * small updates, and a 2,000-node board is read whole), so a burst costs one reading and one render.
 */
export function useBoard(ydoc: Y.Doc | null): BoardState {
  const [state, setState] = useState<BoardState>(EMPTY);
  useEffect(() => {
    if (!ydoc) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const nodes = readNodes(ydoc);
      const edges = readEdges(ydoc);
      const variables = readVariables(ydoc);
      const groups = readGroups(ydoc);
      // Unchanged entries keep their objects, so the canvas re-renders only what changed.
      setState((prev) => ({
        nodes: keepUnchanged(prev.nodes, nodes),
        edges: keepUnchanged(prev.edges, edges),
        variables,
        groups: keepUnchanged(prev.groups, groups),
      }));
    };
    const schedule = (_events: unknown, transaction: Y.Transaction) => {
      // This tab's own edits show at once (a controlled radio or select would otherwise flick back
      // for a frame); everyone else's are gathered into the next frame.
      if (transaction.origin === LOCAL_ORIGIN) {
        if (frame) cancelAnimationFrame(frame);
        read();
      } else if (frame === 0) frame = requestAnimationFrame(read);
    };
    read();
    const maps = [nodesOf(ydoc), edgesOf(ydoc), ydoc.getMap('variables'), groupsOf(ydoc)];
    for (const m of maps) m.observeDeep(schedule);
    return () => {
      for (const m of maps) m.unobserveDeep(schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ydoc]);
  return state;
}
