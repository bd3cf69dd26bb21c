import { RelayDocumentKind, relayDocumentName } from '@juzuo/schemas';
import type { CheckpointTarget } from '../docs/checkpoint';

/** The checkpoint target of a work's outline (`outline:<work_id>`); its Yjs state is all it keeps. */
export const outlineTarget = (workId: string): CheckpointTarget => ({
  name: relayDocumentName(RelayDocumentKind.Outline, workId),
  id: workId,
  workId,
  deleted: false,
  mirror: null,
});
