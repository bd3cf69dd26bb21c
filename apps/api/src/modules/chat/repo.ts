import type { TChatContext, TChatHistoryItem } from '@juzuo/schemas';
import { count, desc, eq } from 'drizzle-orm';
import { chatHistory, type TChatHistoryRow } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** A finished question, as stored. */
export interface ChatRecord {
  userId: string;
  streamId: string;
  kind: string;
  query: string;
  message: string;
  model: string;
  state: string;
  docId?: string;
  ideaId?: string;
  context: TChatContext;
  startTime: Date;
  endTime: Date;
}

/** Stores one question and its answer (as far as it got). */
export async function insertChat(db: DbLike, r: ChatRecord): Promise<void> {
  await db.insert(chatHistory).values({
    id: crypto.randomUUID(),
    userId: r.userId,
    streamId: r.streamId,
    kind: r.kind,
    query: r.query,
    message: r.message,
    model: r.model,
    state: r.state,
    docId: r.docId ?? null,
    ideaId: r.ideaId ?? null,
    context: r.context as unknown as Record<string, unknown>,
    tokenEstimate: r.context.token_estimate,
    startTime: r.startTime,
    endTime: r.endTime,
  });
}

/** One page of a user's history, newest first. */
export async function listChats(
  db: DbLike,
  userId: string,
  page: { page_index: number; page_size: number },
): Promise<{ list: TChatHistoryRow[]; total: number }> {
  const list = await db
    .select()
    .from(chatHistory)
    .where(eq(chatHistory.userId, userId))
    .orderBy(desc(chatHistory.startTime))
    .limit(page.page_size)
    .offset((page.page_index - 1) * page.page_size);
  const [row] = await db.select({ n: count() }).from(chatHistory).where(eq(chatHistory.userId, userId));
  return { list, total: Number(row?.n ?? 0) };
}

/** A history row as the history call answers it. */
export const presentChat = (row: TChatHistoryRow): TChatHistoryItem => ({
  history_id: row.id,
  stream_id: row.streamId,
  userid: row.userId,
  kind: row.kind,
  query: row.query,
  message: row.message,
  model: row.model,
  state: row.state,
  doc_id: row.docId,
  idea_id: row.ideaId,
  token_estimate: row.tokenEstimate,
  start_time: row.startTime.getTime(),
});
