import {
  GAME_BOARD_ID_FIELDS,
  gameBoardFromMaps,
  type TGameBoardCollection,
  type TGameBoardContent,
  type TGameBoardMaps,
} from '@juzuo/schemas';
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';

// The live board as the service reads it (the shared gameBoardFromMaps), for the browser's checker
// and the play-test console: what the document holds now, not the last checkpoint.

/** How long the board must stand still before it is read again (a drag writes every 80 ms). */
const QUIET_MS = 300;

const COLLECTIONS = Object.keys(GAME_BOARD_ID_FIELDS) as TGameBoardCollection[];

/** The whole board of a live document as JSON, read the way the service reads it. */
export function readLiveBoard(ydoc: Y.Doc): TGameBoardContent {
  const maps: TGameBoardMaps = {};
  for (const name of COLLECTIONS) maps[name] = ydoc.getMap(name).toJSON() as Record<string, unknown>;
  return gameBoardFromMaps(maps);
}

/**
 * Follows a live board as JSON: read at once, then again once edits pause (a burst of edits, such as
 * a drag, costs one reading of a 2,000-node board, not one per write). Null without a document.
 */
export function useLiveBoardContent(ydoc: Y.Doc | null): TGameBoardContent | null {
  const [content, setContent] = useState<TGameBoardContent | null>(null);
  useEffect(() => {
    if (!ydoc) {
      setContent(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      timer = undefined;
      setContent(readLiveBoard(ydoc));
    };
    const schedule = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(read, QUIET_MS);
    };
    read();
    const maps = COLLECTIONS.map((name) => ydoc.getMap(name));
    for (const m of maps) m.observeDeep(schedule);
    return () => {
      for (const m of maps) m.unobserveDeep(schedule);
      if (timer) clearTimeout(timer);
    };
  }, [ydoc]);
  return content;
}
