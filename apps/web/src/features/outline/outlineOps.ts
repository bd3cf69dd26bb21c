import { insertOutlineNode, moveOutlineNode, patchOutlineNode, removeOutlineNode } from '@juzuo/doc-model';
import { OutlineNodeKind } from '@juzuo/schemas';
import type * as Y from 'yjs';
import type { Placement } from './outlineTree';

/** The edits the outline view makes, each one Yjs transaction the relay passes on at once. */
export interface OutlineOps {
  /** Appends an episode (or chapter); answers its id. */
  addEpisode: (title: string) => string;
  /** Appends a beat to an episode; answers its id. */
  addBeat: (episodeId: string, title: string) => string;
  rename: (nodeId: string, title: string) => void;
  setMarkers: (nodeId: string, markers: string[]) => void;
  /** Links the node to a document ('' unlinks). */
  link: (nodeId: string, docId: string) => void;
  move: (nodeId: string, to: Placement) => void;
  /** Removes the node and everything under it. */
  remove: (nodeId: string) => void;
}

/** Longest title the API accepts (ZOutlineAdd); the view writes nothing REST would refuse. */
export const OUTLINE_TITLE_MAX = 200;

/** A title as stored: trimmed and within the limit; '' when nothing is left. */
export const cleanTitle = (title: string): string => title.trim().slice(0, OUTLINE_TITLE_MAX).trim();

/** The edits on one outline document; top-level nodes are chapters for a novel, else episodes. */
export function outlineOps(ydoc: Y.Doc, chapters: boolean): OutlineOps {
  const add = (parentId: string, title: string, kind: string) => {
    const nodeId = crypto.randomUUID();
    const node = {
      node_id: nodeId,
      parent_id: parentId,
      title: cleanTitle(title),
      kind,
      doc_id: '',
      markers: [],
    };
    ydoc.transact(() => insertOutlineNode(ydoc, node));
    return nodeId;
  };
  return {
    addEpisode: (title) => add('', title, chapters ? OutlineNodeKind.CHAPTER : OutlineNodeKind.EPISODE),
    addBeat: (episodeId, title) => add(episodeId, title, OutlineNodeKind.BEAT),
    rename: (nodeId, title) => {
      const clean = cleanTitle(title);
      if (clean) patchOutlineNode(ydoc, nodeId, { title: clean });
    },
    setMarkers: (nodeId, markers) => void patchOutlineNode(ydoc, nodeId, { markers }),
    link: (nodeId, docId) => void patchOutlineNode(ydoc, nodeId, { doc_id: docId }),
    move: (nodeId, to) => void moveOutlineNode(ydoc, nodeId, to.parentId, to.index),
    remove: (nodeId) => void removeOutlineNode(ydoc, nodeId),
  };
}
