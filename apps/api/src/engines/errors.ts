import type { TEngineName } from '@juzuo/schemas';

/**
 * How an engine call failed: the engine answered an error (`http`), took too long (`timeout`), was
 * cancelled by the caller (`aborted`), could not be reached (`network`), answered something this
 * adapter cannot read (`protocol`), or a local program failed (`process`).
 */
export type EngineErrorKind = 'http' | 'timeout' | 'aborted' | 'network' | 'protocol' | 'process';

/** Details an EngineError may carry. */
export interface EngineErrorDetails {
  /** HTTP status of the engine's answer, when there was one. */
  httpStatus?: number;
  /** The engine's parsed error body (ComfyUI node_errors, FastAPI detail...), for logs and callers. */
  body?: unknown;
  /** The underlying error. */
  cause?: unknown;
}

/**
 * A failed call to an outside or local engine. Messages are for logs and operators (English, with the
 * engine's own words); callers map `kind` to the spec's Chinese user messages.
 */
export class EngineError extends Error {
  /** HTTP status of the engine's answer, when there was one. */
  readonly httpStatus: number | undefined;
  /** The engine's parsed error body, when there was one. */
  readonly body: unknown;

  constructor(
    readonly engine: TEngineName,
    readonly kind: EngineErrorKind,
    message: string,
    details: EngineErrorDetails = {},
  ) {
    super(`${engine}: ${message}`, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'EngineError';
    this.httpStatus = details.httpStatus;
    this.body = details.body;
  }
}

/** True when an error is an EngineError of one of the given kinds (any kind when none given). */
export const isEngineError = (error: unknown, ...kinds: EngineErrorKind[]): error is EngineError =>
  error instanceof EngineError && (kinds.length === 0 || kinds.includes(error.kind));

/**
 * The readable message inside an engine's error body. Covers OpenAI (`{error:{message}}`), Ollama
 * (`{error:"..."}`), FastAPI (`{detail}` string or list), AUTOMATIC1111 (`{error, errors}`) and
 * ComfyUI (`{error:{message, details}}`); falls back to the raw text, cut short.
 */
export function errorMessageOf(body: unknown, rawText = ''): string {
  const fallback = rawText.trim().slice(0, 300) || 'no error message';
  if (!body || typeof body !== 'object') return fallback;
  const b = body as Record<string, unknown>;
  const error = b.error;
  if (error && typeof error === 'object') {
    const e = error as Record<string, unknown>;
    const message = typeof e.message === 'string' ? e.message : fallback;
    return typeof e.details === 'string' && e.details ? `${message}: ${e.details}` : message;
  }
  if (typeof error === 'string')
    return typeof b.errors === 'string' && b.errors ? `${error}: ${b.errors}` : error;
  if (typeof b.detail === 'string') return b.detail;
  if (Array.isArray(b.detail)) {
    return b.detail
      .map((d) =>
        d && typeof d === 'object' && 'msg' in d ? String((d as { msg: unknown }).msg) : String(d),
      )
      .join('; ');
  }
  if (typeof b.message === 'string') return b.message;
  return fallback;
}
