import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useCallback, useEffect, useState } from 'react';

/** Someone else's hold on a node: who, in which colour, and whether they are dragging it. */
export interface NodeHold {
  userId: string;
  name: string;
  color: string;
  dragging: boolean;
}

/** The awareness field this board announces: the node this tab has selected, and whether it drags it. */
interface BoardAwareness {
  node: string | null;
  dragging: boolean;
}

const sameHolds = (a: Map<string, NodeHold[]>, b: Map<string, NodeHold[]>) =>
  a.size === b.size &&
  [...a].every(([id, holds]) => {
    const other = b.get(id);
    return (
      other?.length === holds.length &&
      holds.every((h, i) => h.userId === other[i]?.userId && h.dragging === other[i]?.dragging)
    );
  });

/**
 * Who else holds which node (selected or dragging), from the relay's awareness, and a way to
 * announce this tab's own hold. Other tabs of the same user are shown too: they are other hands.
 */
export function useBoardPresence(provider: HocuspocusProvider | null) {
  const [holds, setHolds] = useState<Map<string, NodeHold[]>>(new Map());
  useEffect(() => {
    const awareness = provider?.awareness;
    if (!awareness) return;
    const read = () => {
      const next = new Map<string, NodeHold[]>();
      for (const [clientId, state] of awareness.getStates()) {
        if (clientId === awareness.clientID) continue;
        const board = state.board as BoardAwareness | undefined;
        const user = state.user as { id?: string; name?: string; color?: string } | undefined;
        if (!board?.node || !user?.id) continue;
        const list = next.get(board.node) ?? [];
        list.push({
          userId: user.id,
          name: user.name ?? '',
          color: user.color ?? '#64748b',
          dragging: board.dragging,
        });
        next.set(board.node, list);
      }
      setHolds((prev) => (sameHolds(prev, next) ? prev : next));
    };
    read();
    awareness.on('change', read);
    return () => awareness.off('change', read);
  }, [provider]);

  const announce = useCallback(
    (node: string | null, dragging: boolean) => {
      const awareness = provider?.awareness;
      if (!awareness) return;
      const current = awareness.getLocalState()?.board as BoardAwareness | undefined;
      if (current?.node === node && current?.dragging === dragging) return;
      awareness.setLocalStateField('board', { node, dragging } satisfies BoardAwareness);
    },
    [provider],
  );
  return { holds, announce };
}
