import {
  ChatMessageText,
  ChatModelLabel,
  chatConfig,
  chatContentContinue,
  chatContentRewrite,
  chatGenerateText,
  chatHistoryList,
  chatStopStream,
  chatStreamGenerateText,
  chatTemplate,
  chatTemplateList,
  DEFAULT_CHAT_CONFIG,
  ok,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { CHAT_TEMPLATES, chatTemplateById } from '../../prompts/chat-templates';
import { streamAnswer } from './answer-stream';
import { registerChatInstructions } from './instruction-routes';
import { chatModelsOf, requireChatModel } from './policies';
import { prepareAsk, prepareContent } from './prompt';
import { listChats, presentChat } from './repo';
import { openStopChannel } from './stop-channel';
import { ChatStreams } from './streams';
import { registerChatVariants } from './variant-routes';
import { wholeAnswer } from './whole-answer';

/**
 * AI chat (spec 03 sections 6-9, issue 15): streamed and whole answers on the chat engine, continue
 * and rewrite of selected words, stop by id, history, templates. The special-tag gate guards every
 * /chat_web call (ai_chat > 0); the model asked for must be one the tag allows. Without an engine the
 * answer is the 9001 envelope, before any stream starts.
 */
export const chatModule = fp(
  async (app: FastifyInstance) => {
    // With REDIS_URL a stop reaches the API process that holds the stream (stop-channel.ts).
    const redisUrl = app.config.REDIS_URL;
    const streams = new ChatStreams(redisUrl ? (onStop) => openStopChannel(redisUrl, onStop) : undefined);
    app.addHook('onClose', async () => streams.abortAll());

    // POST /chat_web/stream_generate_text
    route(app, chatStreamGenerateText, {}, async (request, reply) => {
      const userId = request.auth.userId;
      const model = await requireChatModel(app, userId, request.input.model);
      const engine = app.engines.require('chat');
      const prompt = await prepareAsk(app, userId, request.input);
      return streamAnswer(request, reply, {
        engine,
        streams,
        model,
        thinking: request.input.thinking,
        prompt,
      });
    });

    // POST /chat_web/content/continue and POST /chat_web/content/rewrite
    for (const [def, kind] of [
      [chatContentContinue, 'continue'],
      [chatContentRewrite, 'rewrite'],
    ] as const) {
      route(app, def, {}, async (request, reply) => {
        const userId = request.auth.userId;
        const model = await requireChatModel(app, userId, request.input.model);
        const engine = app.engines.require('chat');
        const prompt = await prepareContent(app, userId, kind, request.input);
        return streamAnswer(request, reply, {
          engine,
          streams,
          model,
          thinking: request.input.thinking,
          prompt,
        });
      });
    }

    // POST /chat_web/generate_text
    route(app, chatGenerateText, {}, async (request) => {
      const userId = request.auth.userId;
      const model = await requireChatModel(app, userId, request.input.model);
      const engine = app.engines.require('chat');
      const prompt = await prepareAsk(app, userId, request.input);
      return wholeAnswer(request, engine, model, prompt);
    });

    registerChatVariants(app, streams);
    registerChatInstructions(app);

    // POST /chat_web/stop_stream
    route(app, chatStopStream, {}, async (request) => {
      const { stream_id } = request.input;
      return ok({ stream_id, stopped: await streams.stop(stream_id, request.auth.userId) });
    });

    // GET /chat_web/history
    route(app, chatHistoryList, {}, async (request) => {
      const { list, total } = await listChats(app.database.db, request.auth.userId, request.input);
      return ok({ list: list.map(presentChat), total });
    });

    // GET /chat_web/chat_config
    route(app, chatConfig, {}, async (request) => {
      const models = await chatModelsOf(app, request.auth.userId);
      const ready = app.engines.has('chat');
      return ok({
        models: models.map((model) => ({ model, label: ChatModelLabel[model] })),
        default_model: DEFAULT_CHAT_CONFIG.model,
        default_thinking: DEFAULT_CHAT_CONFIG.thinking,
        engine_ready: ready,
        missing: ready ? '' : ChatMessageText.engineMissingHint,
      });
    });

    // GET /ixj_web/qa/template_list
    route(app, chatTemplateList, {}, async (request) => {
      const type = request.input.type;
      return ok({ list: CHAT_TEMPLATES.filter((t) => !type || t.type === type) });
    });

    // GET /ixj_web/qa/template
    route(app, chatTemplate, {}, async (request) => {
      const template = chatTemplateById(request.input.template_id);
      if (!template) throw new AppError(Status.NOT_FOUND, ChatMessageText.templateMissing);
      return ok(template);
    });
  },
  { name: 'chat' },
);
