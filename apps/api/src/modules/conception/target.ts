import { RelayDocumentKind, relayDocumentName } from '@juzuo/schemas';
import type { TIdeaRow } from '../../db/schema/index';
import type { CheckpointTarget } from '../docs/checkpoint';
import { ideaMirror } from '../docs/mirror';

/** The checkpoint target of an idea's rich-text document (`idea:<idea_id>`), for REST writes. */
export const ideaTarget = (idea: Pick<TIdeaRow, 'id' | 'workId' | 'deletedAt'>): CheckpointTarget => ({
  name: relayDocumentName(RelayDocumentKind.Idea, idea.id),
  id: idea.id,
  workId: idea.workId,
  deleted: !!idea.deletedAt,
  mirror: ideaMirror,
});
