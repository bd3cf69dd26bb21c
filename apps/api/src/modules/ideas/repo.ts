import { eq } from 'drizzle-orm';
import { ideas, type TIdeaRow } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** An idea row by id, deleted or not. */
export async function findIdea(db: DbLike, ideaId: string): Promise<TIdeaRow | undefined> {
  const [row] = await db.select().from(ideas).where(eq(ideas.id, ideaId)).limit(1);
  return row;
}
