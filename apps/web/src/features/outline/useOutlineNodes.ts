import type { HocuspocusProvider } from '@hocuspocus/provider';
import { OUTLINE_NODES, type OutlineNode, readOutline } from '@juzuo/doc-model';
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';

/**
 * The nodes of a live outline in order, re-read whenever any node changes (the user's own edits and
 * everyone else's arrive the same way, as Yjs updates).
 */
export function useOutlineNodes(ydoc: Y.Doc | null): OutlineNode[] {
  const [nodes, setNodes] = useState<OutlineNode[]>(() => (ydoc ? readOutline(ydoc) : []));
  useEffect(() => {
    if (!ydoc) return;
    const array = ydoc.getArray(OUTLINE_NODES);
    const read = () => setNodes(readOutline(ydoc));
    read();
    array.observeDeep(read);
    return () => array.unobserveDeep(read);
  }, [ydoc]);
  return nodes;
}

/**
 * Whether the relay has answered with the document once (the outline can then be shown as it is,
 * empty or not, without an empty state flashing before the first sync).
 */
export function useFirstSync(provider: HocuspocusProvider | null): boolean {
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    if (!provider) return;
    if (provider.isSynced) setSynced(true);
    const on = () => setSynced(true);
    provider.on('synced', on);
    return () => {
      provider.off('synced', on);
    };
  }, [provider]);
  return synced;
}
