import { ChatErrorMessage, ok, Status, type TChatModel } from '@juzuo/schemas';
import type { FastifyRequest } from 'fastify';
import { isEngineError } from '../../engines/errors';
import type { ChatEngine } from '../../engines/openai/types';
import { AppError } from '../../lib/errors';
import type { PreparedPrompt } from './prompt';

/** A whole answer (generate_text, gpt_generate_text): an engine failure is 5000 系统错误 (spec 03 section 8). */
export async function wholeAnswer(
  request: FastifyRequest,
  engine: ChatEngine,
  model: TChatModel,
  prompt: PreparedPrompt,
) {
  try {
    const answer = await engine.complete({ model, messages: prompt.messages });
    return ok({
      content: answer.content,
      model: answer.model || engine.modelFor(model),
      context: prompt.context,
    });
  } catch (error) {
    if (!isEngineError(error)) throw error;
    request.log.warn({ err: error }, 'chat answer failed');
    throw new AppError(Status.SERVER_ERROR, ChatErrorMessage.fallback);
  }
}
