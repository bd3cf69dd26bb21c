import { RelayDocumentKind, type TGameBoardContent } from '@juzuo/schemas';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { useYDocument, type YDocument } from '../collab/useYDocument';
import type { BoardEdge, BoardNode } from '../game-board/boardModel';
import { useLiveBoardContent } from '../game-board/liveContent';
import { storyLinePath } from '../game-board/storyLinePath';
import { useBoard } from '../game-board/useBoard';
import { useNodeNames } from '../game-board/useNodeNames';

/** One board of the work, opened live for the 变量 / 道具 / 商店 pages. */
export interface CatalogBoard {
  workId: string;
  boardId: string;
  doc: YDocument;
  /** Variables, goods and stores as the service reads them, following every edit (null while opening). */
  content: TGameBoardContent | null;
  nodes: BoardNode[];
  edges: BoardEdge[];
  /** The board list's ability and the relay's answer together. */
  editable: boolean;
  /** A node's name as its card shows it. */
  nameOf: (nodeId: string) => string;
  /** Opens the story line at the node. */
  openNode: (nodeId: string) => void;
}

/** Opens `game:<boardId>` and follows it: REST writes and collaborators' edits show at once. */
export function useCatalogBoard(workId: string, boardId: string, canWrite: boolean): CatalogBoard {
  const userId = useSession().userId ?? 'anonymous';
  const doc = useYDocument({ kind: RelayDocumentKind.Game, id: boardId, userId, readOnly: !canWrite });
  const ydoc = doc.session?.ydoc ?? null;
  const content = useLiveBoardContent(ydoc);
  const { nodes, edges } = useBoard(ydoc);
  const navigate = useNavigate();
  const { nameOf } = useNodeNames(nodes);
  const openNode = useCallback(
    (nodeId: string) => navigate(storyLinePath(workId, boardId, nodeId)),
    [navigate, workId, boardId],
  );
  return {
    workId,
    boardId,
    doc,
    content,
    nodes,
    edges,
    editable: canWrite && doc.editable,
    nameOf,
    openNode,
  };
}
