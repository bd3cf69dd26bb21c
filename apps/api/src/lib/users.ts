import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import type { DbLike } from './db';

/** A user's display name, or null when there is no such user (areas show names, not rows). */
export async function userName(db: DbLike, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.name : null;
}
