import { type BoardCard, cardsOf, readBoard } from '@juzuo/doc-model';
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';

/**
 * The cards of a live board in order, re-read whenever the board or any card in it changes (the
 * user's own edits and everyone else's arrive the same way, as Yjs updates).
 */
export function useBoardCards(ydoc: Y.Doc | null): BoardCard[] {
  const [cards, setCards] = useState<BoardCard[]>(() => (ydoc ? readBoard(ydoc) : []));
  useEffect(() => {
    if (!ydoc) return;
    const array = cardsOf(ydoc);
    const read = () => setCards(readBoard(ydoc));
    read();
    array.observeDeep(read);
    return () => array.unobserveDeep(read);
  }, [ydoc]);
  return cards;
}
