import { useMyInfo } from '@juzuo/api-client/react';
import { RelayDocumentKind } from '@juzuo/schemas';
import { useMemo } from 'react';
import { useSession } from '../../lib/session';
import { colorFor } from '../collab/identity';
import { useYDocument, type YDocument } from '../collab/useYDocument';

/** One board's live document opened by a page other than the canvas (角色设定, 剧本). */
export interface LiveBoard {
  doc: YDocument;
  /** This user as others see them. */
  me: { id: string; name: string; color: string };
  /** The board list's ability and the relay's answer together. */
  editable: boolean;
}

/**
 * Opens `game:<board_id>` as the board editor does (same presence and read-only rule), for pages
 * that read and edit the board's roles and lines live beside whoever is on the canvas.
 */
export function useLiveBoard(boardId: string, canWrite: boolean): LiveBoard {
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
  return { doc, me, editable: doc.editable && canWrite };
}
