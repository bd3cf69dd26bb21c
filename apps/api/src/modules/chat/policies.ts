import {
  allowedChatModels,
  ChatMessageText,
  DEFAULT_CHAT_CONFIG,
  Status,
  type TChatModel,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { canEditInfo } from '../works/policies';

/** The chat models the user's ai_chat tag allows (spec 03 section 1), read fresh on every call. */
export async function chatModelsOf(app: FastifyInstance, userId: string): Promise<TChatModel[]> {
  const [row] = await app.database.db
    .select({ tags: users.specialTags })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return allowedChatModels(row?.tags?.ai_chat);
}

/**
 * The model a request may use: the one asked for when the tag allows it (7013 otherwise), else the
 * default (qwen; gpt-3.5 for the gpt_* calls). The special-tag gate has already refused callers without any chat tag.
 */
export async function requireChatModel(
  app: FastifyInstance,
  userId: string,
  asked: TChatModel | undefined,
  fallback: TChatModel = DEFAULT_CHAT_CONFIG.model,
): Promise<TChatModel> {
  const model = asked ?? fallback;
  if (!(await chatModelsOf(app, userId)).includes(model)) {
    throw new AppError(Status.NO_PERMISSION, ChatMessageText.modelNotAllowed);
  }
  return model;
}

/** Binding a chat template to a work is editing the work's settings (作品信息). */
export const canBindTemplate = canEditInfo;
