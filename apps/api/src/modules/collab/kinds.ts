import {
  DOCUMENT_KINDS,
  parseRelayDocumentName,
  type TDocumentKindOwner,
  type TRelayDocumentKind,
  type TRelayDocumentName,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import { documents, gameBoards, ideas, works } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import type { ApiDocumentKind, CheckpointMirror, DocumentOwner, OwnerLookup } from '../../lib/document-kind';
import { cardsMirror } from '../cards/mirror';
import type { CheckpointTarget } from '../docs/checkpoint';
import { documentMirror, ideaMirror } from '../docs/mirror';
import { gameBoardMirror } from '../game/mirror';
import { commentsMirror } from '../supervise/mirror';

// The API's side of the document-kind registry; the shared side (prefixes, owners, who writes) is
// DOCUMENT_KINDS in @juzuo/schemas. Nothing else in the API lists kinds or switches on them.

/** A table whose rows belong to a work and can be soft-deleted. */
type OwnedTable = typeof documents | typeof ideas | typeof gameBoards;

/**
 * The work of a row and whether it is deleted, and nothing else: every relay store and every
 * connection's access check asks this, and the whole row of a document or board carries its content
 * (html and text, or the board's JSON), read from the database and decoded only to be dropped.
 */
async function ownerIn(db: DbLike, table: OwnedTable, id: string): Promise<DocumentOwner | null> {
  const [row] = await db
    .select({ workId: table.workId, deletedAt: table.deletedAt })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row ? { workId: row.workId, deleted: row.deletedAt !== null } : null;
}

/** How each kind of id (DOCUMENT_KINDS[kind].owner) finds its row and work. */
const OWNERS: Record<TDocumentKindOwner, OwnerLookup> = {
  document: (db, id) => ownerIn(db, documents, id),
  idea: (db, id) => ownerIn(db, ideas, id),
  work: async (db, id) => {
    const [work] = await db
      .select({ id: works.id, deletedAt: works.deletedAt })
      .from(works)
      .where(eq(works.id, id))
      .limit(1);
    return work ? { workId: work.id, deleted: work.deletedAt !== null } : null;
  },
  board: (db, id) => ownerIn(db, gameBoards, id),
  // Comments are kept on script documents and on ideas' rich-text documents; ids are UUIDs.
  reviewed: async (db, id) => (await ownerIn(db, documents, id)) ?? (await ownerIn(db, ideas, id)),
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
