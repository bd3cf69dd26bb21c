import { useMyInfo } from '@juzuo/api-client/react';
import type { TRelayDocumentKind } from '@juzuo/schemas';
import { useMemo } from 'react';
import { useSession } from '../../lib/session';
import { colorFor } from '../collab/identity';
import { useYDocument } from '../collab/useYDocument';

/** The signed-in user as collaborators see them, and the relay document an editor binds to. */
export interface EditorSession {
  /** The signed-in user's id ('anonymous' before the session is known). */
  userId: string;
  /** This user's presence (name, caret colour); the same object while the name is unchanged. */
  me: { id: string; name: string; color: string };
  /** The open relay document (see useYDocument). */
  doc: ReturnType<typeof useYDocument>;
}

/**
 * Opens `<kind>:<id>` for an editor as the signed-in user: the identity its carets and presence
 * show (named once my_info answers) and the relay document (read-only when the page says so).
 */
export function useEditorSession(kind: TRelayDocumentKind, id: string, readOnly: boolean): EditorSession {
  const session = useSession();
  const userId = session.userId ?? 'anonymous';
  const info = useMyInfo();
  const name = info.data?.name || '我';
  const me = useMemo(() => ({ id: userId, name, color: colorFor(userId) }), [userId, name]);
  const doc = useYDocument({ kind, id, userId, readOnly, user: me });
  return { userId, me, doc };
}
