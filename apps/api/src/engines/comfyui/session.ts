import { EngineName } from '@juzuo/schemas';
import WebSocket from 'ws';
import { EngineError } from '../errors';
import type { CallOptions } from '../http';
import type { ComfyUiClient } from './client';
import type { ComfyEvent, ComfyFileRef, ComfyHistoryEntry, ComfyProgress, ComfyWorkflow } from './types';

const ENGINE = EngineName.COMFYUI;
/** Binary frame event types of ComfyUI's socket. */
const PREVIEW_IMAGE = 1;
const PREVIEW_IMAGE_WITH_METADATA = 4;

/** Options of one workflow run. */
export interface ComfyRunOptions extends CallOptions {
  /** Called on each node start and sampler step. */
  onProgress?: (progress: ComfyProgress) => void;
  /** Called with each preview image the engine sends. */
  onPreview?: (preview: { mimeType: string; image: Buffer }) => void;
}

/** A finished run: its prompt id, every node's outputs and the image files among them. */
export interface ComfyRunResult {
  promptId: string;
  outputs: ComfyHistoryEntry['outputs'];
  images: ComfyFileRef[];
}

/** Parses one socket frame; null for frames this adapter does not use. */
export function parseComfyFrame(raw: WebSocket.RawData, isBinary: boolean): ComfyEvent | null {
  const buf = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as ArrayBuffer);
  if (!isBinary) {
    try {
      const msg = JSON.parse(buf.toString('utf8')) as { type?: unknown; data?: unknown };
      if (typeof msg.type !== 'string') return null;
      return { type: msg.type, data: (msg.data ?? {}) as Record<string, unknown> };
    } catch {
      return null;
    }
  }
  if (buf.length < 8) return null;
  const event = buf.readUInt32BE(0);
  if (event === PREVIEW_IMAGE) {
    const mimeType = buf.readUInt32BE(4) === 2 ? 'image/png' : 'image/jpeg';
    return { type: 'preview', mimeType, image: buf.subarray(8) };
  }
  if (event === PREVIEW_IMAGE_WITH_METADATA) {
    const metaLength = buf.readUInt32BE(4);
    let mimeType: 'image/png' | 'image/jpeg' = 'image/jpeg';
    try {
      const meta = JSON.parse(buf.subarray(8, 8 + metaLength).toString('utf8')) as { image_type?: string };
      if (meta.image_type === 'image/png') mimeType = 'image/png';
    } catch {
      // Metadata unreadable: keep the default type.
    }
    return { type: 'preview', mimeType, image: buf.subarray(8 + metaLength) };
  }
  return null;
}

/** All image files among a history entry's outputs. */
const imagesOf = (outputs: ComfyHistoryEntry['outputs']): ComfyFileRef[] =>
  Object.values(outputs).flatMap((o) => [...(o.images ?? []), ...(o.gifs ?? [])]);

/**
 * One progress WebSocket of ComfyUI (`/ws?clientId=`). Prompts queued with this session's client id
 * report their progress, previews and end here; `run` queues a workflow and waits for its outputs.
 */
export class ComfySession {
  private readonly listeners = new Set<(event: ComfyEvent) => void>();
  private readonly closeListeners = new Set<() => void>();
  private closed = false;

  private constructor(
    private readonly client: ComfyUiClient,
    private readonly socket: WebSocket,
    /** The client id prompts are queued with. */
    readonly clientId: string,
  ) {
    socket.on('message', (raw, isBinary) => {
      const event = parseComfyFrame(raw, isBinary);
      if (event) for (const l of [...this.listeners]) l(event);
    });
    socket.on('close', () => {
      this.closed = true;
      for (const l of [...this.closeListeners]) l();
    });
    socket.on('error', () => {
      // 'close' follows; waiting runs learn of it there.
    });
  }

  /** Opens the socket; fails with a network or timeout EngineError. */
  static connect(
    client: ComfyUiClient,
    url: string,
    clientId: string,
    options: CallOptions,
  ): Promise<ComfySession> {
    const scope = client.http.scope({ timeoutMs: 10_000, ...options });
    return new Promise<ComfySession>((resolve, reject) => {
      const socket = new WebSocket(url);
      const fail = (error: unknown) => {
        scope.dispose();
        socket.removeAllListeners();
        socket.on('error', () => {});
        socket.terminate();
        reject(scope.toError(error));
      };
      const onAbort = () => fail(scope.signal.reason);
      if (scope.signal.aborted) return onAbort();
      scope.signal.addEventListener('abort', onAbort, { once: true });
      socket.once('error', fail);
      socket.once('unexpected-response', (_req, res) =>
        fail(new EngineError(ENGINE, 'http', `WebSocket upgrade refused: HTTP ${res.statusCode}`)),
      );
      socket.once('open', () => {
        scope.signal.removeEventListener('abort', onAbort);
        scope.dispose();
        socket.removeAllListeners('error');
        socket.removeAllListeners('unexpected-response');
        resolve(new ComfySession(client, socket, clientId));
      });
    });
  }

  /** Listens to every event of the socket; returns the unsubscribe function. */
  on(listener: (event: ComfyEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called once when the socket closes. */
  onClose(listener: () => void): void {
    this.closeListeners.add(listener);
  }

  /**
   * Queues a workflow and resolves with its outputs once ComfyUI reports it finished. Cancelling
   * (signal or deadline, default 30 min) removes it from the queue and interrupts only this prompt.
   */
  async run(workflow: ComfyWorkflow, options: ComfyRunOptions = {}): Promise<ComfyRunResult> {
    const scope = this.client.http.scope({ timeoutMs: 30 * 60_000, ...options });
    let promptId: string | null = null;
    const early: ComfyEvent[] = [];
    let settle: { resolve: () => void; reject: (e: unknown) => void } | null = null;
    const finished = new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
    // Keeps an unhandled rejection away while the queue call is still in flight.
    finished.catch(() => {});

    const handle = (event: ComfyEvent) => {
      if (event.type === 'preview') {
        if ('image' in event) options.onPreview?.({ mimeType: event.mimeType, image: event.image });
        return;
      }
      const data = (event as { data: Record<string, unknown> }).data;
      const id = promptId;
      if (!id || data.prompt_id !== id) return;
      if (event.type === 'progress') {
        options.onProgress?.({
          promptId: id,
          node: typeof data.node === 'string' ? data.node : null,
          value: Number(data.value ?? 0),
          max: Number(data.max ?? 0),
        });
      } else if (event.type === 'executing') {
        if (data.node === null || data.node === undefined) settle?.resolve();
        else options.onProgress?.({ promptId: id, node: String(data.node), value: 0, max: 0 });
      } else if (event.type === 'execution_success') {
        settle?.resolve();
      } else if (event.type === 'execution_error') {
        const message = `node ${String(data.node_id ?? '?')} (${String(data.node_type ?? '?')}) failed: ${String(
          data.exception_message ?? 'unknown error',
        )}`;
        settle?.reject(new EngineError(ENGINE, 'http', message, { body: data }));
      } else if (event.type === 'execution_interrupted') {
        settle?.reject(new EngineError(ENGINE, 'aborted', 'interrupted on the engine', { body: data }));
      }
    };
    const off = this.on((event) => (promptId ? handle(event) : early.push(event)));
    const onClose = () =>
      settle?.reject(new EngineError(ENGINE, 'network', 'progress socket closed before the prompt finished'));
    this.closeListeners.add(onClose);
    const onAbort = () => settle?.reject(scope.toError(scope.signal.reason));
    scope.signal.addEventListener('abort', onAbort, { once: true });

    try {
      const queued = await this.client.queuePrompt(workflow, this.clientId, {
        signal: scope.signal,
        timeoutMs: 0,
      });
      promptId = queued.prompt_id;
      for (const event of early.splice(0)) handle(event);
      if (this.closed) onClose();
      try {
        await finished;
      } catch (error) {
        // The socket may drop after the work is done: the history has the last word.
        if (!(error instanceof EngineError && error.kind === 'network')) throw error;
        const entry = await this.client.history(promptId).catch(() => null);
        if (!entry?.status?.completed) throw error;
      }
      const entry = await this.client.history(promptId, { signal: scope.signal });
      if (!entry) throw new EngineError(ENGINE, 'protocol', `no history for prompt ${promptId}`);
      if (entry.status?.status_str === 'error') {
        throw new EngineError(ENGINE, 'http', `prompt ${promptId} ended with an error`, {
          body: entry.status,
        });
      }
      return { promptId, outputs: entry.outputs ?? {}, images: imagesOf(entry.outputs ?? {}) };
    } catch (error) {
      if (promptId && scope.signal.aborted) await this.cancel(promptId);
      throw scope.toError(error);
    } finally {
      off();
      this.closeListeners.delete(onClose);
      scope.signal.removeEventListener('abort', onAbort);
      scope.dispose();
    }
  }

  /** Best effort: drop the prompt from the queue and interrupt it if it is running. */
  private async cancel(promptId: string): Promise<void> {
    await this.client.deleteFromQueue([promptId], { timeoutMs: 5_000 }).catch(() => {});
    await this.client.interrupt(promptId, { timeoutMs: 5_000 }).catch(() => {});
  }

  /** Closes the socket. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.close();
    // The 'close' event fires later; listeners learn of it then.
  }
}
