import type { TEngineName } from '@juzuo/schemas';
import { EngineError, errorMessageOf } from './errors';

/** Per-call options every engine method accepts. */
export interface CallOptions {
  /** Cancels the call; the engine sees its connection closed. */
  signal?: AbortSignal;
  /** Deadline of this call in ms, overriding the adapter's default; 0 means none. */
  timeoutMs?: number;
}

/** Every adapter answers a cheap reachability check, for operators' engine status. */
export interface Pingable {
  /** Asks the engine for something cheap; resolves with what answered, throws an EngineError if not. */
  ping(options?: CallOptions): Promise<string>;
}

/** How an adapter reaches its engine over HTTP. */
export interface EngineHttpConfig {
  /** Engine name used in errors. */
  engine: TEngineName;
  /** Base URL without a trailing slash (paths are appended as given). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>` when non-empty. */
  apiKey?: string;
  /** Default deadline of a call in ms; 0 means none. */
  timeoutMs: number;
  /** Aborts every call in flight when it fires (the registry closes with the app). */
  closeSignal?: AbortSignal;
}

/** One HTTP request to an engine. */
export interface EngineRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path appended to the base URL, starting with '/'. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body (sets Content-Type). */
  json?: unknown;
  /** Any other body (multipart FormData, bytes). */
  body?: FormData | Uint8Array;
  headers?: Record<string, string>;
}

/**
 * The abort signal of one call: fires on the caller's signal, the adapter's close signal or the
 * deadline, and remembers which one so the error says what happened.
 */
export class CallScope {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout | undefined;
  private readonly unlink: Array<() => void> = [];
  private timedOut = false;

  constructor(
    private readonly engine: TEngineName,
    private readonly callerSignal: AbortSignal | undefined,
    private readonly timeoutMs: number,
    private readonly closeSignal?: AbortSignal,
  ) {
    for (const s of [callerSignal, closeSignal]) {
      if (!s) continue;
      if (s.aborted) this.controller.abort(s.reason);
      const onAbort = () => this.controller.abort(s.reason);
      s.addEventListener('abort', onAbort, { once: true });
      this.unlink.push(() => s.removeEventListener('abort', onAbort));
    }
    if (timeoutMs > 0 && !this.controller.signal.aborted) {
      this.timer = setTimeout(() => {
        this.timedOut = true;
        this.controller.abort(new DOMException('engine call timed out', 'TimeoutError'));
      }, timeoutMs);
    }
  }

  /** The signal to hand to fetch, a child process or a socket. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Aborts the call (the consumer stopped reading a stream). */
  abort(): void {
    this.controller.abort(new DOMException('stopped by the consumer', 'AbortError'));
  }

  /** Clears the deadline and the listeners; call it once the call is over. */
  dispose(): void {
    clearTimeout(this.timer);
    for (const f of this.unlink.splice(0)) f();
  }

  /** Throws the matching EngineError when the call was aborted, timed out or closed. */
  throwIfAborted(): void {
    if (this.signal.aborted) throw this.toError(this.signal.reason);
  }

  /** Turns whatever fetch, a stream or a process threw into an EngineError that says why. */
  toError(error: unknown): EngineError {
    if (error instanceof EngineError) return error;
    if (this.timedOut) {
      return new EngineError(this.engine, 'timeout', `no complete answer within ${this.timeoutMs} ms`);
    }
    if (this.callerSignal?.aborted) {
      return new EngineError(this.engine, 'aborted', 'cancelled by the caller', { cause: error });
    }
    if (this.closeSignal?.aborted) {
      return new EngineError(this.engine, 'aborted', 'engines are shutting down', { cause: error });
    }
    if (this.signal.aborted) return new EngineError(this.engine, 'aborted', 'call stopped', { cause: error });
    const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
    const detail = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
    return new EngineError(this.engine, 'network', `cannot reach the engine (${detail})`, { cause: error });
  }
}

/** A 2xx answer whose body is still unread, with the scope that owns its deadline. */
export interface OpenResponse {
  response: Response;
  scope: CallScope;
}

/** Thin fetch wrapper shared by the HTTP adapters: base URL, bearer key, deadlines, error bodies. */
export class EngineHttp {
  constructor(readonly config: EngineHttpConfig) {}

  /** Absolute URL of a path with an optional query. */
  url(path: string, query?: EngineRequest['query']): string {
    const url = new URL(this.config.baseUrl + path);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    return url.toString();
  }

  /** A call scope for work that is not a single fetch (a WebSocket wait, a poll loop). */
  scope(options: CallOptions = {}): CallScope {
    return new CallScope(
      this.config.engine,
      options.signal,
      options.timeoutMs ?? this.config.timeoutMs,
      this.config.closeSignal,
    );
  }

  /**
   * Sends a request and resolves once a 2xx status and headers arrived; the caller reads the body
   * and must dispose the scope. A non-2xx answer throws an EngineError with the engine's message.
   */
  async open(request: EngineRequest, options: CallOptions = {}): Promise<OpenResponse> {
    const scope = this.scope(options);
    const headers: Record<string, string> = { ...request.headers };
    if (this.config.apiKey) headers.authorization = `Bearer ${this.config.apiKey}`;
    let body: FormData | Uint8Array | string | undefined = request.body;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    try {
      const response = await fetch(this.url(request.path, request.query), {
        method: request.method,
        headers,
        // A copy typed on a plain ArrayBuffer satisfies both Node's and the DOM's BodyInit.
        body: body instanceof Uint8Array ? new Uint8Array(body) : body,
        signal: scope.signal,
      });
      if (!response.ok) throw await this.httpError(response);
      return { response, scope };
    } catch (error) {
      scope.dispose();
      throw scope.toError(error);
    }
  }

  /** Sends a request and parses the JSON answer. */
  async json<T>(request: EngineRequest, options: CallOptions = {}): Promise<T> {
    const { response, scope } = await this.open(request, options);
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw scope.toError(error);
    } finally {
      scope.dispose();
    }
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch {
      throw new EngineError(this.config.engine, 'protocol', `answer is not JSON: ${text.slice(0, 200)}`);
    }
  }

  /** Sends a request and returns the raw answer bytes with their content type. */
  async bytes(
    request: EngineRequest,
    options: CallOptions = {},
  ): Promise<{ data: Buffer; contentType: string }> {
    const { response, scope } = await this.open(request, options);
    try {
      const data = Buffer.from(await response.arrayBuffer());
      return { data, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    } catch (error) {
      throw scope.toError(error);
    } finally {
      scope.dispose();
    }
  }

  private async httpError(response: Response): Promise<EngineError> {
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Plain-text or HTML error page: the message falls back to the text.
    }
    const message = `HTTP ${response.status}: ${errorMessageOf(body, text || response.statusText)}`;
    return new EngineError(this.config.engine, 'http', message, { httpStatus: response.status, body });
  }
}
