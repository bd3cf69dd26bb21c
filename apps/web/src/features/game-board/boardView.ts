import { createContext, useContext } from 'react';
import type { NodeHold } from './useBoardPresence';

/** What every node card needs besides its own data: others' holds and the checker's marks. */
export interface BoardView {
  holds: ReadonlyMap<string, NodeHold[]>;
  flagged: ReadonlySet<string>;
}

/** Shared with the node cards through context, so a presence change does not rebuild the node list. */
export const BoardViewContext = createContext<BoardView>({ holds: new Map(), flagged: new Set() });

/** The board view of the node cards. */
export const useBoardView = (): BoardView => useContext(BoardViewContext);
