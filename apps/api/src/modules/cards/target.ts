import { RelayDocumentKind, relayDocumentName } from '@juzuo/schemas';
import type { TIdeaRow } from '../../db/schema/index';
import type { CheckpointTarget } from '../docs/checkpoint';
import { cardsMirror } from './mirror';

/** The checkpoint target of an idea's card board (`cards:<idea_id>`), for REST writes. */
export const cardsTarget = (idea: Pick<TIdeaRow, 'id' | 'workId' | 'deletedAt'>): CheckpointTarget => ({
  name: relayDocumentName(RelayDocumentKind.Cards, idea.id),
  id: idea.id,
  workId: idea.workId,
  deleted: !!idea.deletedAt,
  mirror: cardsMirror,
});
