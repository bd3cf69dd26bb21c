import {
  chatGptGenerateText,
  chatGptStreamGenerateContent,
  chatGptStreamGenerateLabel,
  chatGptStreamGenerateText,
  chatStreamGenerateContent,
  DEFAULT_GPT_MODEL,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { streamAnswer } from './answer-stream';
import { requireChatModel } from './policies';
import { prepareAsk, prepareGenerateContent, prepareLabel } from './prompt';
import type { ChatStreams } from './streams';
import { wholeAnswer } from './whole-answer';

/**
 * The gpt_* calls and the content/label streams (spec 03 section 7): the same streamed answer as
 * stream_generate_text (answer-stream.ts), with their own prompt; the gpt_* calls default to gpt-3.5
 * and take only the gpt family, which the ai_chat tag opens at 3 (gpt-3.5) and 4 (gpt-4): below that,
 * 7013 当前账号未开通该模型.
 */
export function registerChatVariants(app: FastifyInstance, streams: ChatStreams): void {
  // POST /chat_web/gpt_stream_generate_text
  route(app, chatGptStreamGenerateText, {}, async (request, reply) => {
    const userId = request.auth.userId;
    const model = await requireChatModel(app, userId, request.input.model, DEFAULT_GPT_MODEL);
    const engine = app.engines.require('chat');
    const prompt = await prepareAsk(app, userId, request.input);
    return streamAnswer(request, reply, { engine, streams, model, thinking: request.input.thinking, prompt });
  });

  // POST /chat_web/gpt_generate_text
  route(app, chatGptGenerateText, {}, async (request) => {
    const userId = request.auth.userId;
    const model = await requireChatModel(app, userId, request.input.model, DEFAULT_GPT_MODEL);
    const engine = app.engines.require('chat');
    const prompt = await prepareAsk(app, userId, request.input);
    return wholeAnswer(request, engine, model, prompt);
  });

  // POST /chat_web/stream_generate_content and POST /chat_web/gpt_stream_generate_content
  for (const [def, fallback] of [
    [chatStreamGenerateContent, undefined],
    [chatGptStreamGenerateContent, DEFAULT_GPT_MODEL],
  ] as const) {
    route(app, def, {}, async (request, reply) => {
      const userId = request.auth.userId;
      const model = await requireChatModel(app, userId, request.input.model, fallback);
      const engine = app.engines.require('chat');
      const prompt = await prepareGenerateContent(app, userId, request.input);
      return streamAnswer(request, reply, {
        engine,
        streams,
        model,
        thinking: request.input.thinking,
        prompt,
      });
    });
  }

  // POST /chat_web/gpt_stream_generate_label
  route(app, chatGptStreamGenerateLabel, {}, async (request, reply) => {
    const model = await requireChatModel(app, request.auth.userId, request.input.model, DEFAULT_GPT_MODEL);
    const engine = app.engines.require('chat');
    const prompt = prepareLabel(request.input);
    return streamAnswer(request, reply, { engine, streams, model, thinking: request.input.thinking, prompt });
  });
}
