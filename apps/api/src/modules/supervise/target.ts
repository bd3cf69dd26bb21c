import { RelayDocumentKind, relayDocumentName } from '@juzuo/schemas';
import type { TDocumentRow } from '../../db/schema/index';
import type { CheckpointTarget } from '../docs/checkpoint';
import { commentsMirror } from './mirror';

/** The checkpoint target of a script document's comments (`comments:<doc_id>`), for comment calls. */
export const commentsTarget = (doc: Pick<TDocumentRow, 'id' | 'workId' | 'deletedAt'>): CheckpointTarget => ({
  name: relayDocumentName(RelayDocumentKind.Comments, doc.id),
  id: doc.id,
  workId: doc.workId,
  deleted: !!doc.deletedAt,
  mirror: commentsMirror,
});
