import { ChatLimits, EngineName } from '@juzuo/schemas';
import { EngineError, errorMessageOf } from '../errors';
import { type CallOptions, type CallScope, EngineHttp } from '../http';
import { readSse } from '../sse';
import { type ModelMap, resolveModel } from './models';
import type {
  ChatChunk,
  ChatEngine,
  ChatRequest,
  ChatResult,
  ChatUsage,
  CompletionBody,
  StreamBody,
} from './types';

const ENGINE = EngineName.OPENAI_COMPATIBLE;

/** Where the OpenAI-compatible chat engine is and how long its calls may take. */
export interface OpenAiChatConfig {
  /** The engine's `/v1` base URL (Ollama, vLLM, llama.cpp server, DashScope compatible mode, OpenAI). */
  baseUrl: string;
  apiKey?: string;
  /** LLM_MODELS, parsed. */
  models: ModelMap;
  /** Deadline of a non-streaming call (default 120 s, spec 03 section 9). */
  timeoutMs?: number;
  /** Deadline of a whole stream (default 180 s, spec 03 section 9). */
  streamTimeoutMs?: number;
  /** Aborts calls in flight when the registry closes. */
  closeSignal?: AbortSignal;
}

const usageOf = (u: CompletionBody['usage']): ChatUsage | null =>
  u
    ? {
        promptTokens: u.prompt_tokens ?? 0,
        completionTokens: u.completion_tokens ?? 0,
        totalTokens: u.total_tokens ?? (u.prompt_tokens ?? 0) + (u.completion_tokens ?? 0),
      }
    : null;

/** Chat completions over the OpenAI protocol: `POST /chat/completions`, plain or streamed (SSE). */
export class OpenAiChat implements ChatEngine {
  private readonly http: EngineHttp;
  private readonly streamTimeoutMs: number;

  constructor(private readonly config: OpenAiChatConfig) {
    this.http = new EngineHttp({
      engine: ENGINE,
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      timeoutMs: config.timeoutMs ?? ChatLimits.nonStreamTimeoutMs,
      closeSignal: config.closeSignal,
    });
    this.streamTimeoutMs = config.streamTimeoutMs ?? ChatLimits.streamTimeoutMs;
  }

  /** The engine model a request's alias resolves to. */
  modelFor(requested?: string): string {
    return resolveModel(this.config.models, requested);
  }

  /** The OpenAI request body (snake_case); `extra` fields pass through for engine-specific options. */
  private body(request: ChatRequest, stream: boolean): Record<string, unknown> {
    return {
      ...request.extra,
      model: this.modelFor(request.model),
      messages: request.messages,
      stream,
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.topP !== undefined ? { top_p: request.topP } : {}),
      ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
      ...(request.stop?.length ? { stop: request.stop } : {}),
      ...(request.seed !== undefined ? { seed: request.seed } : {}),
      ...(request.responseFormat ? { response_format: request.responseFormat } : {}),
    };
  }

  /** One answer, waited for whole. */
  async complete(request: ChatRequest, options: CallOptions = {}): Promise<ChatResult> {
    const body = await this.http.json<CompletionBody>(
      { method: 'POST', path: '/chat/completions', json: this.body(request, false) },
      options,
    );
    return this.resultOf(body);
  }

  private resultOf(body: CompletionBody | null): ChatResult {
    if (body && 'error' in body && body.error) {
      throw new EngineError(ENGINE, 'http', errorMessageOf(body), { body });
    }
    const choice = body?.choices?.[0];
    if (!choice?.message) throw new EngineError(ENGINE, 'protocol', 'answer has no choices[0].message');
    return {
      content: choice.message.content ?? '',
      reasoning: choice.message.reasoning_content ?? choice.message.reasoning ?? '',
      model: body?.model ?? '',
      finishReason: choice.finish_reason ?? null,
      usage: usageOf(body?.usage),
    };
  }

  /**
   * The answer as it is generated. Each chunk carries new `content` and/or `reasoning` text
   * (`reasoning_content` deltas of reasoning models). Ends after `[DONE]`; a stream that stops
   * before `[DONE]` and before a finish reason throws, so a cut-off answer never passes as whole.
   * Breaking out of the loop closes the connection to the engine.
   */
  async *stream(request: ChatRequest, options: CallOptions = {}): AsyncGenerator<ChatChunk> {
    const { response, scope } = await this.http.open(
      { method: 'POST', path: '/chat/completions', json: this.body(request, true) },
      { timeoutMs: this.streamTimeoutMs, ...options },
    );
    let finished = false;
    try {
      // Some engines ignore `stream: true` (or answer an error as JSON): read it as one chunk.
      if ((response.headers.get('content-type') ?? '').includes('application/json')) {
        const result = this.resultOf((await response.json()) as CompletionBody);
        finished = true;
        yield {
          content: result.content,
          reasoning: result.reasoning,
          finishReason: result.finishReason,
          usage: result.usage,
        };
        return;
      }
      if (!response.body) throw new EngineError(ENGINE, 'protocol', 'stream has no body');
      let sawFinish = false;
      for await (const event of readSse(response.body)) {
        const data = event.data.trim();
        if (data === '[DONE]') {
          finished = true;
          return;
        }
        const chunk = parseChunk(data);
        if (!chunk) continue;
        if (chunk.finishReason) sawFinish = true;
        yield chunk;
      }
      scope.throwIfAborted();
      if (!sawFinish) throw new EngineError(ENGINE, 'protocol', 'stream ended before [DONE]');
      finished = true;
    } catch (error) {
      throw scope.toError(error);
    } finally {
      closeStream(scope, finished);
    }
  }

  /** Reachability: the engine's model count. */
  async ping(options?: CallOptions): Promise<string> {
    return `${(await this.listModels(options)).length} models; default ${this.modelFor()}`;
  }

  /** Lists the engine's models (`GET /models`): a cheap reachability check. */
  async listModels(options: CallOptions = {}): Promise<string[]> {
    const body = await this.http.json<{ data?: Array<{ id?: string }> }>(
      { method: 'GET', path: '/models' },
      { timeoutMs: 10_000, ...options },
    );
    return (body?.data ?? []).map((m) => m.id ?? '').filter(Boolean);
  }
}

/** Stops reading: when the consumer left early the connection is aborted so the engine stops too. */
function closeStream(scope: CallScope, finished: boolean): void {
  if (!finished) scope.abort();
  scope.dispose();
}

/** One `data:` payload -> a chunk; mid-stream `{error}` payloads (vLLM, DashScope) throw. */
function parseChunk(data: string): ChatChunk | null {
  if (!data) return null;
  let body: StreamBody;
  try {
    body = JSON.parse(data) as StreamBody;
  } catch {
    throw new EngineError(ENGINE, 'protocol', `stream chunk is not JSON: ${data.slice(0, 200)}`);
  }
  if (body.error) {
    const code = typeof body.error === 'object' ? Number(body.error.code) : Number.NaN;
    throw new EngineError(ENGINE, 'http', errorMessageOf(body), {
      body,
      ...(Number.isInteger(code) ? { httpStatus: code } : {}),
    });
  }
  const choice = body.choices?.[0];
  const delta = choice?.delta;
  return {
    content: delta?.content ?? '',
    reasoning: delta?.reasoning_content ?? delta?.reasoning ?? '',
    finishReason: choice?.finish_reason ?? null,
    usage: usageOf(body.usage),
  };
}
