import {
  type TRelayAccess,
  type TRelayDocumentKind,
  type TWorkPermission,
  WorkPermission,
} from '@juzuo/schemas';
import { holdsAny, type WorkAccess } from '../works/access';

/** The work permissions that make a document kind editable (ARCHITECTURE.md "Collaboration relay"). */
const WRITE_PERMISSIONS: Record<TRelayDocumentKind, readonly TWorkPermission[]> = {
  doc: [WorkPermission.WriteWork],
  idea: [WorkPermission.EditIdeas],
  cards: [WorkPermission.EditIdeas],
  outline: [WorkPermission.EditIdeas],
  comments: [WorkPermission.Producer, WorkPermission.WriteWork],
  game: [WorkPermission.WriteWork],
};

/** A work member edits a kind with one of its write permissions and reads it otherwise. */
export const relayAccess = (access: WorkAccess, kind: TRelayDocumentKind): TRelayAccess =>
  holdsAny(access, WRITE_PERMISSIONS[kind]) ? 'write' : 'read';
