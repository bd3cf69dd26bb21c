import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import {
  type BoardEdge,
  type BoardNode,
  edgesOf,
  LOCAL_ORIGIN,
  nodesOf,
  readEdge,
  readNode,
} from './boardModel';
import { EntryReader } from './entryReader';
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
    // Nodes and edges are re-read entry by entry, only where something changed.
    const nodeReader = new EntryReader(nodesOf(ydoc), readNode);
    const edgeReader = new EntryReader(edgesOf(ydoc), readEdge);
    const read = () => {
      frame = 0;
      const nodes = nodeReader.read();
      const edges = edgeReader.read();
      const variables = readVariables(ydoc);
      const groups = readGroups(ydoc);
      // Unchanged entries keep their objects, so the canvas re-renders only what changed.
      setState((prev) => ({
        nodes: keepUnchanged(prev.nodes, nodes),
        edges: keepUnchanged(prev.edges, edges),
        // Kept too: the edges' condition labels name variables, so a new list re-made all 3,000 edges.
        variables: keepUnchanged(prev.variables, variables),
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
    type Events = Y.YEvent<Y.AbstractType<unknown>>[];
    const onNodes = (events: Events, transaction: Y.Transaction) => {
      nodeReader.note(events);
      schedule(events, transaction);
    };
    const onEdges = (events: Events, transaction: Y.Transaction) => {
      edgeReader.note(events);
      schedule(events, transaction);
    };
    read();
    const others = [ydoc.getMap('variables'), groupsOf(ydoc)];
    nodesOf(ydoc).observeDeep(onNodes);
    edgesOf(ydoc).observeDeep(onEdges);
    for (const m of others) m.observeDeep(schedule);
    return () => {
      nodesOf(ydoc).unobserveDeep(onNodes);
      edgesOf(ydoc).unobserveDeep(onEdges);
      for (const m of others) m.unobserveDeep(schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ydoc]);
  return state;
}
