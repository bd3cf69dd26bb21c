import type { CallOptions, Pingable } from '../http';

/** One chat message in OpenAI form. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Structured output: passed to the engine as `response_format` unchanged. */
export type ResponseFormat =
  | { type: 'text' }
  | { type: 'json_object' }
  | { type: 'json_schema'; json_schema: { name: string; schema: Record<string, unknown>; strict?: boolean } };

/** A chat request in the product's terms (camelCase); the adapter sends the OpenAI body. */
export interface ChatRequest {
  /** A chat alias (qwen, gpt-3.5, gpt-4) resolved through LLM_MODELS, or an engine model name. */
  model?: string;
  messages: ChatMessage[];
  temperature?: number;
  topP?: number;
  maxTokens?: number;
  stop?: string[];
  seed?: number;
  responseFormat?: ResponseFormat;
  /** Engine-specific body fields (e.g. `enable_thinking`, `stream_options`), sent as given. */
  extra?: Record<string, unknown>;
}

/** Token counts, when the engine reports them. */
export interface ChatUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** A whole answer. */
export interface ChatResult {
  content: string;
  /** Reasoning text of reasoning models (`reasoning_content`), empty otherwise. */
  reasoning: string;
  /** The model the engine says answered. */
  model: string;
  finishReason: string | null;
  usage: ChatUsage | null;
}

/** One piece of a streamed answer. */
export interface ChatChunk {
  /** New answer text (may be empty). */
  content: string;
  /** New reasoning text (may be empty). */
  reasoning: string;
  /** Set on the last chunk of a choice (stop, length...). */
  finishReason: string | null;
  /** Token counts, on the chunk that carries them (with `stream_options.include_usage`). */
  usage: ChatUsage | null;
}

/** What the chat capabilities (chat, evaluate, novel_to_script) need from an engine. */
export interface ChatEngine extends Pingable {
  complete(request: ChatRequest, options?: CallOptions): Promise<ChatResult>;
  stream(request: ChatRequest, options?: CallOptions): AsyncGenerator<ChatChunk>;
  /** The engine model an alias resolves to. */
  modelFor(requested?: string): string;
}

/** Wire shape of a non-streaming answer (only the fields read). */
export interface CompletionBody {
  model?: string;
  choices?: Array<{
    message?: { content?: string | null; reasoning_content?: string | null; reasoning?: string | null };
    finish_reason?: string | null;
  }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null;
  error?: unknown;
}

/** Wire shape of one streamed chunk (only the fields read). */
export interface StreamBody {
  choices?: Array<{
    delta?: { content?: string | null; reasoning_content?: string | null; reasoning?: string | null };
    finish_reason?: string | null;
  }>;
  usage?: CompletionBody['usage'];
  error?: { message?: string; code?: unknown } | string;
}
