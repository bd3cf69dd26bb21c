import { storableText } from '@juzuo/doc-model';
import { eq, sql } from 'drizzle-orm';
import { gameBoards } from '../../db/schema/index';
import type { CheckpointMirror } from '../../lib/document-kind';
import { readBoard } from './board-doc';

/**
 * A JSON value with every string (keys too) made storable: jsonb holds no NUL and no lone
 * surrogate, and a live client may type either, which must never stop the board's saves.
 */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storableJson(v)]));
  }
  return value;
}

/**
 * `game:` checkpoints keep the board as JSON on its game_boards row (`content`, `version`), so
 * node_list, digraph and the checker read one row and no Yjs. The relay stores within seconds of an
 * edit (its debounce), and a REST write stores before it answers.
 */
export const gameBoardMirror: CheckpointMirror = {
  // Boards are born empty in Yjs; there is no older content to seed from.
  seed: async () => null,
  async write(tx, id, doc, { now }) {
    const content = storableJson(readBoard(doc())) as Record<string, unknown>;
    const [row] = await tx
      .update(gameBoards)
      .set({ content, updatedAt: now, version: sql`${gameBoards.version} + 1` })
      .where(eq(gameBoards.id, id))
      .returning({ version: gameBoards.version });
    return row?.version ?? 0;
  },
  async version(db, id) {
    const [row] = await db
      .select({ version: gameBoards.version })
      .from(gameBoards)
      .where(eq(gameBoards.id, id));
    return row?.version ?? 0;
  },
  autoVersions: false,
  reads: 'doc',
};
