import {
  DOCUMENT_KINDS,
  parseRelayDocumentName,
  type TDocumentKindOwner,
  type TRelayDocumentKind,
  type TRelayDocumentName,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import { works } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import type { ApiDocumentKind, CheckpointMirror, DocumentOwner, OwnerLookup } from '../../lib/document-kind';
import { cardsMirror } from '../cards/mirror';
import { findDocument } from '../docs/access';
import type { CheckpointTarget } from '../docs/checkpoint';
import { documentMirror, ideaMirror } from '../docs/mirror';
import { gameBoardMirror } from '../game/mirror';
import { findGameBoard } from '../game/repo';
import { findIdea } from '../ideas/repo';
import { commentsMirror } from '../supervise/mirror';

// The API's side of the document-kind registry; the shared side (prefixes, owners, who writes) is
// DOCUMENT_KINDS in @juzuo/schemas. Nothing else in the API lists kinds or switches on them.

const ownerOf = (row: { workId: string; deletedAt: Date | null } | undefined): DocumentOwner | null =>
  row ? { workId: row.workId, deleted: row.deletedAt !== null } : null;

/** How each kind of id (DOCUMENT_KINDS[kind].owner) finds its row and work. */
const OWNERS: Record<TDocumentKindOwner, OwnerLookup> = {
  document: async (db, id) => ownerOf(await findDocument(db, id)),
  idea: async (db, id) => ownerOf(await findIdea(db, id)),
  work: async (db, id) => {
    const [work] = await db
      .select({ id: works.id, deletedAt: works.deletedAt })
      .from(works)
      .where(eq(works.id, id))
      .limit(1);
    return work ? { workId: work.id, deleted: work.deletedAt !== null } : null;
  },
  board: async (db, id) => ownerOf(await findGameBoard(db, id)),
  // Comments are kept on script documents and on ideas' rich-text documents; ids are UUIDs.
  reviewed: async (db, id) => ownerOf((await findDocument(db, id)) ?? (await findIdea(db, id))),
};

/** A kind's API side: its owner lookup follows DOCUMENT_KINDS[kind].owner. */
const apiKind = (kind: TRelayDocumentKind, mirror: CheckpointMirror | null): ApiDocumentKind => ({
  owner: OWNERS[DOCUMENT_KINDS[kind].owner],
  mirror,
});

/**
 * Every kind's API side: which work a document belongs to, and what its checkpoints mirror into
 * the database for REST reads (null: the Yjs state only, in collab_states). The mirror is the hook
 * for the coming kinds: each implements CheckpointMirror (lib/document-kind.ts) in its own area and
 * is plugged in here.
 */
export const API_DOCUMENT_KINDS: Record<TRelayDocumentKind, ApiDocumentKind> = {
  /** documents row: html, text, char_count, version, last editor; automatic history versions. */
  doc: apiKind('doc', documentMirror),
  /** ideas row: html, text, char_count, version. */
  idea: apiKind('idea', ideaMirror),
  /** idea_cards rows in board order (idea_card list, get_by_id) and ideas.cards_version. */
  cards: apiKind('cards', cardsMirror),
  /** State only: works/idea/outline reads the live tree (modules/outline), no mirror table. */
  outline: apiKind('outline', null),
  /** review_comments rows (threads, replies, anchors) and review_versions, for comment/list; of scripts and ideas. */
  comments: apiKind('comments', commentsMirror),
  /** game_boards row: the board as JSON (content, version) for node_list, digraph and the checker. */
  game: apiKind('game', gameBoardMirror),
};

/** The row a relay document belongs to (its work, whether it is deleted); null when it does not exist. */
export const documentOwner = (db: DbLike, name: TRelayDocumentName): Promise<DocumentOwner | null> =>
  API_DOCUMENT_KINDS[name.kind].owner(db, name.id);

/** The checkpoint target a relay name points at; null for names outside the registry or missing rows. */
export async function resolveTarget(db: DbLike, documentName: string): Promise<CheckpointTarget | null> {
  const parsed = parseRelayDocumentName(documentName);
  if (!parsed) return null;
  const owner = await documentOwner(db, parsed);
  if (!owner) return null;
  return {
    name: documentName,
    id: parsed.id,
    workId: owner.workId,
    deleted: owner.deleted,
    mirror: API_DOCUMENT_KINDS[parsed.kind].mirror,
  };
}
