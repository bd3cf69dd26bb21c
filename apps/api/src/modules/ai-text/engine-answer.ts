import { AiTextMessage, Status } from '@juzuo/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { isEngineError } from '../../engines/errors';
import { AppError } from '../../lib/errors';
import { LlmShapeError } from '../../lib/llm-json';

/**
 * Runs one engine task: an engine failure is 5000 系统错误 (spec 03 section 8, non-streaming), an
 * answer of the wrong shape 5000 with its own words; the engine's words go to the log only.
 */
export async function engineAnswer<T>(
  log: FastifyBaseLogger,
  task: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof LlmShapeError) {
      log.warn({ task, answer: error.answer.slice(0, 500) }, 'AI answer not of the task shape');
      throw new AppError(Status.SERVER_ERROR, AiTextMessage.badAnswer);
    }
    if (!isEngineError(error)) throw error;
    log.warn({ err: error, task }, 'AI task failed');
    throw new AppError(Status.SERVER_ERROR, AiTextMessage.failed);
  }
}

/** Runs an optional refinement: its failure is logged and the caller keeps the local result. */
export async function optionalAnswer<T>(
  log: FastifyBaseLogger,
  task: string,
  run: () => Promise<T>,
): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof LlmShapeError) && !isEngineError(error)) throw error;
    log.warn({ err: error, task }, 'AI refinement failed; the local result stands');
    return null;
  }
}
