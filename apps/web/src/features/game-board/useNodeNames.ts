import { useCallback, useMemo } from 'react';
import type { BoardNode } from './boardModel';
import { KIND_LOOK } from './nodeKinds';

/** The board's nodes by id and the name each is shown by (its own, else its kind's label). */
export function useNodeNames(nodes: readonly BoardNode[]) {
  const byId = useMemo(() => new Map(nodes.map((n) => [n.id, n])), [nodes]);
  const nameOf = useCallback(
    (id: string) => {
      const n = byId.get(id);
      if (!n) return '（已删除的节点）';
      return typeof n.fields.name === 'string' && n.fields.name !== ''
        ? n.fields.name
        : KIND_LOOK[n.kind].label;
    },
    [byId],
  );
  return { byId, nameOf };
}
