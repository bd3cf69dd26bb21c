import { readBoard, storableText } from '@juzuo/doc-model';
import { ID_PATTERN } from '@juzuo/schemas';
import { eq, sql } from 'drizzle-orm';
import { ideaCards, ideas } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import type { CheckpointMirror } from '../../lib/document-kind';

/** A card id the mirror keeps: the API's own id shape (a Yjs client may write anything). */
const keepsId = (id: string): boolean => id.length <= 64 && ID_PATTERN.test(id);

const storableFields = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([key, text]) => [storableText(key), storableText(text)]));

/**
 * `cards:` checkpoints rewrite the idea's idea_cards rows from the board (one row per card, `sort`
 * its place) and bump ideas.cards_version, so idea_card list and get_by_id read without Yjs. Text is
 * made storable instead of refused: a card's content never stops the board's saves.
 */
export const cardsMirror: CheckpointMirror = {
  // A board has no content before its first checkpoint; nothing to seed it from.
  seed: async () => null,
  async write(tx, ideaId, doc, { now }) {
    const [idea] = await tx
      .update(ideas)
      .set({ cardsVersion: sql`${ideas.cardsVersion} + 1` })
      .where(eq(ideas.id, ideaId))
      .returning({ workId: ideas.workId, version: ideas.cardsVersion });
    if (!idea) return 0;
    const cards = readBoard(doc()).filter((c) => keepsId(c.card_id));
    await tx.delete(ideaCards).where(eq(ideaCards.ideaId, ideaId));
    if (cards.length > 0) {
      await tx
        .insert(ideaCards)
        .values(
          cards.map((c, sort) => ({
            id: c.card_id,
            ideaId,
            workId: idea.workId,
            title: storableText(c.title),
            templateId: storableText(c.template_id),
            fields: storableFields(c.fields),
            sort,
            updatedAt: now,
          })),
        )
        // A card id already on another idea's board (only a hostile client copies one) stays there.
        .onConflictDoNothing();
    }
    return idea.version;
  },
  async version(db: DbLike, ideaId) {
    const [row] = await db.select({ version: ideas.cardsVersion }).from(ideas).where(eq(ideas.id, ideaId));
    return row?.version ?? 0;
  },
  autoVersions: false,
  reads: 'doc',
};
