import { type BoardCard, readBoard } from '@juzuo/doc-model';
import { Status, type TCardTemplate, type TIdeaCard } from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ideaCards, type TIdeaCardRow } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { currentDoc } from '../docs/live';
import { requireIdea } from '../ideas/access';
import { cardsTarget } from './target';

/** Said when a card id is on no board the caller can see. */
export const CARD_GONE = '卡片不存在或已删除';

/** A mirrored card as REST answers it. */
export const presentCard = (row: TIdeaCardRow): TIdeaCard => ({
  card_id: row.id,
  idea_id: row.ideaId,
  title: row.title,
  template_id: row.templateId,
  fields: row.fields,
  sort: row.sort,
  update_time: row.updatedAt.getTime(),
});

/** A mirrored card row by id. */
export async function findCardRow(db: DbLike, cardId: string): Promise<TIdeaCardRow | undefined> {
  const [row] = await db.select().from(ideaCards).where(eq(ideaCards.id, cardId)).limit(1);
  return row;
}

/**
 * A card as its board holds it now (the live document, not the mirror, so a write right after a
 * board edit sees it), with its idea and the caller's access (`perms` as in requireWork). 4040 when
 * no board the caller can see holds it.
 */
export async function requireLiveCard(
  app: FastifyInstance,
  userId: string,
  cardId: string,
  perms: Parameters<typeof requireIdea>[3] = [],
): Promise<{ card: BoardCard; idea: Awaited<ReturnType<typeof requireIdea>>['idea'] }> {
  const row = await findCardRow(app.database.db, cardId);
  if (!row) throw new AppError(Status.NOT_FOUND, CARD_GONE);
  const { idea } = await requireIdea(app, userId, row.ideaId, perms);
  const doc = await currentDoc(app, cardsTarget(idea));
  const card = readBoard(doc).find((c) => c.card_id === cardId);
  if (!card) throw new AppError(Status.NOT_FOUND, CARD_GONE);
  return { card, idea };
}

/**
 * Refuses field texts the card's template does not have (a card is filled through its template's
 * fields), naming the first wrong key. Without a template a card has a title only.
 */
export function checkFields(
  fields: Record<string, string> | undefined,
  template: TCardTemplate | null,
): void {
  const keys = Object.keys(fields ?? {});
  if (keys.length === 0) return;
  if (!template)
    throw new AppError(Status.VALIDATION, 'fields 需要先为卡片选择模板（template_id）', { field: 'fields' });
  const allowed = new Set(template.fields.map((f) => f.key));
  const wrong = keys.find((k) => !allowed.has(k));
  if (wrong)
    throw new AppError(Status.VALIDATION, `fields.${wrong} 不是卡片模板「${template.name}」的字段`, {
      field: `fields.${wrong}`,
    });
}
