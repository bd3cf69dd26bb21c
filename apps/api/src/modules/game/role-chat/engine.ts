import { RoleChatLimits, Status, type TRoleAgent } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { EngineError } from '../../../engines/errors';
import type { ChatMessage } from '../../../engines/openai/types';
import { AppError } from '../../../lib/errors';

/** Said when the engine fails or answers nothing (its own words go to the log). */
const ENGINE_FAILED = 'AI引擎调用失败，请稍后再试';

/** The system prompt of a role: who it is and that it stays in the story. */
export function systemPrompt(agent: TRoleAgent): string {
  const persona = agent.prompt.trim();
  return [
    `你是互动故事中的角色「${agent.role_name}」。始终以该角色的身份、语气和知识回答，用中文，不要跳出角色，不要提及你是AI。`,
    persona ? `角色设定：\n${persona}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The messages sent for a turn: the role, the latest remembered turns, then the new ones. */
export function messagesFor(agent: TRoleAgent, history: ChatMessage[], next: ChatMessage[]): ChatMessage[] {
  const recent = history.slice(-RoleChatLimits.contextTurns);
  return [{ role: 'system', content: systemPrompt(agent) }, ...recent, ...next];
}

/**
 * One answer of the chat engine (9001 without one), read from its stream (SSE) so long answers do
 * not hit the non-streaming deadline. An engine failure or an empty answer is a Chinese error,
 * never an invented reply.
 */
export async function chatOnce(
  app: FastifyInstance,
  messages: ChatMessage[],
  model?: string,
): Promise<{ content: string; model: string }> {
  const engine = app.engines.require('chat');
  let content = '';
  try {
    for await (const chunk of engine.stream({ model, messages })) content += chunk.content;
  } catch (error) {
    if (error instanceof EngineError) {
      app.log.warn({ err: error }, 'role chat engine call failed');
      throw new AppError(Status.SERVER_ERROR, ENGINE_FAILED);
    }
    throw error;
  }
  if (content.trim() === '') throw new AppError(Status.SERVER_ERROR, ENGINE_FAILED);
  return { content: content.trim(), model: engine.modelFor(model) };
}
