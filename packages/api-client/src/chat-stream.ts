import {
  type CallDef,
  ChatErrorMessage,
  type TChatContext,
  type TChatStreamEvent,
  type TEnvelope,
} from '@juzuo/schemas';
import type { ApiClient } from './client';
import { ApiError } from './errors';
import { parseEventBlocks } from './job-events';

/** What a reader of a chat stream hears, in order. */
export interface ChatStreamHandlers {
  /** The first event: the stream's id (for stop_stream), the engine model, the context sent. */
  onStart(start: { stream_id: string; model: string; context: TChatContext }): void;
  /** A piece of the answer (and of the model's reasoning, when it sends any). */
  onPiece(piece: { content: string; reasoning?: string }): void;
}

/** How a stream ended: whole, stopped, or failed with the spec's message. */
export type ChatStreamEnd =
  | { kind: 'done' }
  | { kind: 'stopped' }
  | { kind: 'failed'; status: number; msg: string };

/**
 * Sends a streaming chat call (stream_generate_text, content/continue, content/rewrite) and reads
 * its server-sent events with fetch (EventSource cannot POST nor send the bearer header). A refusal
 * before the stream (9001 AI引擎未配置, 7013, a validation error) throws ApiError with its status and
 * msg; once the stream runs, its end is the answer.
 */
export async function streamChat(
  api: Pick<ApiClient, 'hosts' | 'session'>,
  def: CallDef,
  input: Record<string, unknown>,
  handlers: ChatStreamHandlers,
  signal?: AbortSignal,
): Promise<ChatStreamEnd> {
  const { token } = api.session.get();
  let response: Response;
  try {
    response = await globalThis.fetch(`${api.hosts[def.service]}${def.path}`, {
      method: 'POST',
      headers: {
        Accept: 'text/event-stream',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        device_id: api.session.deviceId(),
      },
      body: JSON.stringify(input),
      signal,
    });
  } catch {
    if (signal?.aborted) return { kind: 'stopped' };
    return { kind: 'failed', status: -1, msg: ChatErrorMessage.httpError };
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream') || !response.body) {
    const body = (await response.json().catch(() => null)) as TEnvelope<unknown> | null;
    if (body && typeof body.status === 'number' && body.status !== 0)
      throw new ApiError(body.status, body.msg, body.data ?? null, response.status);
    return { kind: 'failed', status: -1, msg: ChatErrorMessage.httpError };
  }
  let end: ChatStreamEnd | null = null;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const onEvent = (_event: string, data: string) => {
    if (end) return;
    if (data === '[DONE]') {
      end = { kind: 'done' };
      return;
    }
    const event = JSON.parse(data) as TChatStreamEvent;
    if ('stream_id' in event) handlers.onStart(event);
    else if ('content' in event) handlers.onPiece(event);
    else if ('stopped' in event) end = { kind: 'stopped' };
    else end = { kind: 'failed', status: event.status, msg: event.msg };
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer = parseEventBlocks(buffer + value, onEvent);
      if (end) break;
    }
  } catch {
    if (signal?.aborted) return { kind: 'stopped' };
    return { kind: 'failed', status: -1, msg: ChatErrorMessage.streamError };
  } finally {
    reader.cancel().catch(() => {});
  }
  return end ?? { kind: 'failed', status: -1, msg: ChatErrorMessage.streamError };
}
