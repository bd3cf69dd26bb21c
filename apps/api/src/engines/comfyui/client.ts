import crypto from 'node:crypto';
import { EngineName } from '@juzuo/schemas';
import { EngineError } from '../errors';
import { type CallOptions, EngineHttp } from '../http';
import { ComfySession } from './session';
import type { ComfyFileRef, ComfyHistoryEntry, ComfyQueued, ComfyWorkflow } from './types';

const ENGINE = EngineName.COMFYUI;

/** Where ComfyUI runs. */
export interface ComfyUiConfig {
  baseUrl: string;
  /** Deadline of a short HTTP call (default 60 s); a whole run takes its own deadline. */
  timeoutMs?: number;
  closeSignal?: AbortSignal;
}

/** A typed client of ComfyUI's HTTP API; `openSession` adds the progress WebSocket. */
export class ComfyUiClient {
  readonly http: EngineHttp;
  private readonly sessions = new Set<ComfySession>();

  constructor(private readonly config: ComfyUiConfig) {
    this.http = new EngineHttp({
      engine: ENGINE,
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs ?? 60_000,
      closeSignal: config.closeSignal,
    });
  }

  /** Queues a workflow; `clientId` routes its progress to that WebSocket session. */
  async queuePrompt(workflow: ComfyWorkflow, clientId?: string, options?: CallOptions): Promise<ComfyQueued> {
    const answer = await this.http.json<ComfyQueued>(
      {
        method: 'POST',
        path: '/prompt',
        json: { prompt: workflow, ...(clientId ? { client_id: clientId } : {}) },
      },
      options,
    );
    if (!answer?.prompt_id) throw new EngineError(ENGINE, 'protocol', 'POST /prompt answered no prompt_id');
    return answer;
  }

  /** A prompt's history entry, or null while it has none (queued or unknown). */
  async history(promptId: string, options?: CallOptions): Promise<ComfyHistoryEntry | null> {
    const all = await this.http.json<Record<string, ComfyHistoryEntry>>(
      { method: 'GET', path: `/history/${encodeURIComponent(promptId)}` },
      options,
    );
    return all?.[promptId] ?? null;
  }

  /** Downloads an output, input or temp file. */
  view(file: ComfyFileRef, options?: CallOptions): Promise<{ data: Buffer; contentType: string }> {
    return this.http.bytes(
      {
        method: 'GET',
        path: '/view',
        query: { filename: file.filename, subfolder: file.subfolder, type: file.type },
      },
      options,
    );
  }

  /** Uploads an image into ComfyUI's input folder; LoadImage nodes then name it. */
  async uploadImage(
    image: { data: Uint8Array; filename: string; mimeType?: string; subfolder?: string; overwrite?: boolean },
    options?: CallOptions,
  ): Promise<ComfyFileRef> {
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(image.data)], { type: image.mimeType ?? 'image/png' }),
      image.filename,
    );
    form.append('type', 'input');
    if (image.subfolder) form.append('subfolder', image.subfolder);
    if (image.overwrite) form.append('overwrite', 'true');
    const answer = await this.http.json<{ name?: string; subfolder?: string; type?: string }>(
      { method: 'POST', path: '/upload/image', body: form },
      options,
    );
    if (!answer?.name) throw new EngineError(ENGINE, 'protocol', 'upload answered no name');
    return { filename: answer.name, subfolder: answer.subfolder ?? '', type: answer.type ?? 'input' };
  }

  /** Node definitions (inputs, outputs, categories), all or of one class. */
  objectInfo(nodeClass?: string, options?: CallOptions): Promise<Record<string, unknown>> {
    const path = nodeClass ? `/object_info/${encodeURIComponent(nodeClass)}` : '/object_info';
    return this.http.json<Record<string, unknown>>({ method: 'GET', path }, options);
  }

  /** Reachability: ComfyUI's version from its system stats. */
  async ping(options?: CallOptions): Promise<string> {
    const stats = (await this.systemStats(options)) as { system?: { comfyui_version?: string } };
    return `ComfyUI ${stats?.system?.comfyui_version ?? 'answered'}`;
  }

  /** Machine and device facts (`GET /system_stats`): a cheap reachability check. */
  systemStats(options?: CallOptions): Promise<Record<string, unknown>> {
    return this.http.json<Record<string, unknown>>({ method: 'GET', path: '/system_stats' }, options);
  }

  /** Interrupts execution: only that prompt when `promptId` is given (newer ComfyUI), else the running one. */
  async interrupt(promptId?: string, options?: CallOptions): Promise<void> {
    await this.http.json(
      { method: 'POST', path: '/interrupt', json: promptId ? { prompt_id: promptId } : {} },
      options,
    );
  }

  /** Removes queued prompts that have not started. */
  async deleteFromQueue(promptIds: string[], options?: CallOptions): Promise<void> {
    await this.http.json({ method: 'POST', path: '/queue', json: { delete: promptIds } }, options);
  }

  /**
   * Opens the progress WebSocket (`/ws?clientId=`) before anything is queued, so no event is missed.
   * Close the session when done; the registry closes any left open.
   */
  async openSession(options: CallOptions = {}): Promise<ComfySession> {
    const clientId = crypto.randomUUID();
    const wsUrl = `${this.config.baseUrl.replace(/^http/, 'ws')}/ws?clientId=${clientId}`;
    const session = await ComfySession.connect(this, wsUrl, clientId, options);
    this.sessions.add(session);
    session.onClose(() => this.sessions.delete(session));
    return session;
  }

  /** Closes every open session. */
  close(): void {
    for (const s of this.sessions) s.close();
  }
}
