import {
  INSTANCE_ID_HEADER,
  RoleChatMessage,
  Status,
  type TRoleAgent,
  ZRoleAgent,
  zId,
} from '@juzuo/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TGameChatInstanceRow } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import { requireBoard } from '../access';
import { findInstance } from './repo';

/** The role an instance plays (a stored agent that no longer parses reads as an unnamed role). */
export const agentOf = (row: TGameChatInstanceRow): TRoleAgent => {
  const parsed = ZRoleAgent.safeParse(row.agent);
  return parsed.success ? parsed.data : { role_name: 'AI角色', prompt: '' };
};

/** An instance as the calls answer it. */
export const presentInstance = (row: TGameChatInstanceRow, agent = agentOf(row)) => ({
  instance_id: row.id,
  board_id: row.boardId,
  node_id: row.nodeId,
  agent,
});

/**
 * The caller's instance named by the Instance-Id header: 4220 without a valid one, 4040 when it is
 * not the caller's (or never was), and the board's access rule on top (8003 once the caller left
 * the work, 4040 once the board was deleted), so an old instance id never outlives the access.
 */
export async function requireInstance(
  app: FastifyInstance,
  request: FastifyRequest & { auth: { userId: string } },
): Promise<TGameChatInstanceRow> {
  const header = request.headers[INSTANCE_ID_HEADER];
  const id = zId('Instance-Id').safeParse(Array.isArray(header) ? header[0] : header);
  if (!id.success) throw new AppError(Status.VALIDATION, RoleChatMessage.instanceMissing);
  const row = await findInstance(app.database.db, id.data, request.auth.userId);
  if (!row) throw new AppError(Status.NOT_FOUND, RoleChatMessage.instanceGone);
  await requireBoard(app, request.auth.userId, row.boardId);
  return row;
}
