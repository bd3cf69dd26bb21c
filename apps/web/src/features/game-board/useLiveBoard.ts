import { useMyInfo } from '@juzuo/api-client/react';
import { RelayDocumentKind, type TGameBoardContent } from '@juzuo/schemas';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type * as Y from 'yjs';
import { useSession } from '../../lib/session';
import { colorFor } from '../collab/identity';
import { useYDocument, type YDocument } from '../collab/useYDocument';
import type { BoardEdge, BoardNode } from './boardModel';
import { useLiveBoardContent } from './liveContent';
import { storyLinePath } from './storyLinePath';
import { useBoard } from './useBoard';
import { useNodeNames } from './useNodeNames';

/** One board's live document opened by a page other than the canvas (变量, 道具, 商店, 角色设定, 剧本). */
export interface LiveBoard {
  workId: string;
  boardId: string;
  doc: YDocument;
  /** The open document (null while opening). */
  ydoc: Y.Doc | null;
  /** This user as others see them. */
  me: { id: string; name: string; color: string };
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

/**
 * Opens `game:<board_id>` as the board editor does (same presence and read-only rule) and follows it:
 * REST writes and collaborators' edits show at once on pages beside whoever is on the canvas.
 */
export function useLiveBoard(workId: string, boardId: string, canWrite: boolean): LiveBoard {
  const session = useSession();
  const userId = session.userId ?? 'anonymous';
  const name = useMyInfo().data?.name || '我';
  const me = useMemo(() => ({ id: userId, name, color: colorFor(userId) }), [userId, name]);
  const doc = useYDocument({
    kind: RelayDocumentKind.Game,
    id: boardId,
    userId,
    readOnly: !canWrite,
    user: me,
  });
  const ydoc = doc.session?.ydoc ?? null;
  const content = useLiveBoardContent(ydoc);
  const { nodes, edges } = useBoard(ydoc);
  const { nameOf } = useNodeNames(nodes);
  const navigate = useNavigate();
  const openNode = useCallback(
    (nodeId: string) => navigate(storyLinePath(workId, boardId, nodeId)),
    [navigate, workId, boardId],
  );
  return {
    workId,
    boardId,
    doc,
    ydoc,
    me,
    content,
    nodes,
    edges,
    editable: doc.editable && canWrite,
    nameOf,
    openNode,
  };
}
