import crypto from 'node:crypto';
import { messages } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** What one event tells its recipient. */
export interface Notice {
  type: 'invited' | 'joined' | 'removed' | 'role_changed' | 'permission_changed' | (string & {});
  title: string;
  content: string;
  data?: Record<string, unknown>;
}

/** The one way messages are created: every event (team, mentions, jobs) calls this. */
export async function notify(
  db: DbLike,
  userId: string | string[],
  notice: Notice,
  now = new Date(),
): Promise<void> {
  const ids = [...new Set(Array.isArray(userId) ? userId : [userId])];
  if (ids.length === 0) return;
  await db.insert(messages).values(
    ids.map((u) => ({
      id: crypto.randomUUID(),
      userId: u,
      type: notice.type,
      title: notice.title,
      content: notice.content,
      data: notice.data ?? {},
      createdAt: now,
    })),
  );
}
