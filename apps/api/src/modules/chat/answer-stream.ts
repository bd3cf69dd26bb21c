import { PassThrough } from 'node:stream';
import { ChatErrorMessage, ChatState, Status, type TChatModel, type TChatStreamEvent } from '@juzuo/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isEngineError } from '../../engines/errors';
import type { ChatEngine } from '../../engines/openai/types';
import type { PreparedPrompt } from './prompt';
import { insertChat } from './repo';
import { type ChatStreams, STOPPED_BY_USER } from './streams';

/** One SSE event whose data is JSON. */
const frame = (data: TChatStreamEvent) => `data: ${JSON.stringify(data)}\n\n`;
const DONE = 'data: [DONE]\n\n';

/** What one streamed answer needs. */
export interface AnswerStreamOptions {
  engine: ChatEngine;
  streams: ChatStreams;
  model: TChatModel;
  /** 0 leaves the model's reasoning out of the stream. */
  thinking: number;
  prompt: PreparedPrompt;
}

/**
 * The spec 03 section 8 message of a failed stream: the engine timed out, could not be reached or
 * answered an HTTP error before streaming -> 接口超时无响应…; the stream broke once it had started
 * (a mid-stream error payload, a cut connection, something unreadable) -> 请求发生错误…. The
 * engine's own words go to the log only.
 */
const failureMessage = (error: unknown, streaming: boolean): string =>
  isEngineError(error, 'timeout') || (!streaming && isEngineError(error, 'http', 'network'))
    ? ChatErrorMessage.httpError
    : ChatErrorMessage.streamError;

/**
 * Answers `text/event-stream`: `{stream_id, model, context}` first, then `{content, reasoning?}`
 * pieces as the engine sends them, `[DONE]` last. stop_stream (or the client leaving) aborts the
 * engine call: `{stopped: true}` and `[DONE]`. An engine failure sends `{status, msg}` and ends.
 * The question and the answer as far as it got are stored in history either way.
 */
export function streamAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: AnswerStreamOptions,
): FastifyReply {
  const app = request.server;
  const userId = request.auth.userId;
  const streamId = crypto.randomUUID();
  const controller = opts.streams.open(streamId, userId);
  const out = new PassThrough();
  // The client went away before the end: stop the engine too.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort('client left');
  });
  const startTime = new Date(app.clock.now());
  out.write(
    frame({ stream_id: streamId, model: opts.engine.modelFor(opts.model), context: opts.prompt.context }),
  );

  const pump = async () => {
    let message = '';
    let state: string = ChatState.DONE;
    let streaming = false;
    // The last frames are written after the history row, so a client that saw the end finds it there.
    let last = DONE;
    try {
      for await (const chunk of opts.engine.stream(
        { model: opts.model, messages: opts.prompt.messages },
        { signal: controller.signal },
      )) {
        streaming = true;
        const reasoning = opts.thinking ? chunk.reasoning : '';
        if (!chunk.content && !reasoning) continue;
        message += chunk.content;
        out.write(frame(reasoning ? { content: chunk.content, reasoning } : { content: chunk.content }));
      }
    } catch (error) {
      if (controller.signal.aborted) {
        state = ChatState.STOPPED;
        last = controller.signal.reason === STOPPED_BY_USER ? `${frame({ stopped: true })}${DONE}` : '';
      } else {
        state = ChatState.FAILED;
        request.log.warn({ err: error, streamId }, 'chat stream failed');
        last = frame({ status: Status.SERVER_ERROR, msg: failureMessage(error, streaming) });
      }
    } finally {
      opts.streams.close(streamId);
    }
    await insertChat(app.database.db, {
      userId,
      streamId,
      kind: opts.prompt.kind,
      query: opts.prompt.query,
      message,
      model: opts.model,
      state,
      docId: opts.prompt.docId,
      ideaId: opts.prompt.ideaId,
      context: opts.prompt.context,
      startTime,
      endTime: new Date(app.clock.now()),
    }).catch((err: unknown) => request.log.error({ err, streamId }, 'chat history not stored'));
    out.end(last);
  };
  void pump();

  return reply
    .header('Content-Type', 'text/event-stream; charset=utf-8')
    .header('Cache-Control', 'no-cache, no-transform')
    .header('X-Accel-Buffering', 'no')
    .send(out);
}
