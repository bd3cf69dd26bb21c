import { EngineName } from '@juzuo/schemas';
import { EngineError } from '../errors';
import { type CallOptions, EngineHttp } from '../http';
import type {
  SpeechEngine,
  SpeechRequest,
  SpeechResult,
  TranscriptionEngine,
  TranscriptionRequest,
  TranscriptionResult,
} from '../speech-types';

const ENGINE = EngineName.OPENAI_COMPATIBLE;

/** Where an OpenAI-compatible audio engine is (OpenAI, speaches, a vLLM or LocalAI server). */
export interface OpenAiAudioConfig {
  /** The engine's `/v1` base URL. */
  baseUrl: string;
  apiKey?: string;
  /** Model name sent with every call. */
  model: string;
  /** Default voice (speech only). */
  voice?: string;
  /** Deadline of a call (default 120 s). */
  timeoutMs?: number;
  closeSignal?: AbortSignal;
}

/** Reachability of an OpenAI-compatible audio engine: `GET /models`. */
async function pingModels(http: EngineHttp, options?: CallOptions): Promise<string> {
  const body = await http.json<{ data?: unknown[] }>(
    { method: 'GET', path: '/models' },
    { timeoutMs: 10_000, ...options },
  );
  return `${body?.data?.length ?? 0} models`;
}

const httpOf = (config: OpenAiAudioConfig): EngineHttp =>
  new EngineHttp({
    engine: ENGINE,
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    timeoutMs: config.timeoutMs ?? 120_000,
    closeSignal: config.closeSignal,
  });

/** Text to speech over `POST /audio/speech`: answers the audio bytes. */
export class OpenAiSpeech implements SpeechEngine {
  private readonly http: EngineHttp;

  constructor(private readonly config: OpenAiAudioConfig) {
    this.http = httpOf(config);
  }

  /** Reachability: the engine's model count. */
  ping(options?: CallOptions): Promise<string> {
    return pingModels(this.http, options);
  }

  /** Speaks a text; the answer's bytes and content type come back as they are. */
  async synthesize(request: SpeechRequest, options: CallOptions = {}): Promise<SpeechResult> {
    const { data, contentType } = await this.http.bytes(
      {
        method: 'POST',
        path: '/audio/speech',
        json: {
          model: this.config.model,
          input: request.text,
          voice: request.voice ?? this.config.voice ?? 'alloy',
          response_format: request.format ?? 'mp3',
          ...(request.speed !== undefined ? { speed: request.speed } : {}),
        },
      },
      options,
    );
    if (!data.length) throw new EngineError(ENGINE, 'protocol', 'speech answer is empty');
    if (contentType.includes('application/json')) {
      throw new EngineError(
        ENGINE,
        'protocol',
        `speech answer is JSON, not audio: ${data.toString().slice(0, 200)}`,
      );
    }
    return { audio: data, mimeType: contentType.split(';')[0]!.trim() };
  }
}

interface VerboseTranscription {
  text?: string;
  language?: string;
  duration?: number;
  segments?: Array<{ start?: number; end?: number; text?: string }>;
}

/** Speech to text over `POST /audio/transcriptions` (multipart upload, verbose_json answer). */
export class OpenAiTranscription implements TranscriptionEngine {
  private readonly http: EngineHttp;

  constructor(private readonly config: OpenAiAudioConfig) {
    this.http = httpOf({ timeoutMs: 600_000, ...config });
  }

  /** Reachability: the engine's model count. */
  ping(options?: CallOptions): Promise<string> {
    return pingModels(this.http, options);
  }

  /** Uploads the audio and returns its text with segment timings. */
  async transcribe(request: TranscriptionRequest, options: CallOptions = {}): Promise<TranscriptionResult> {
    const form = new FormData();
    const type = request.mimeType ?? 'application/octet-stream';
    form.append('file', new Blob([new Uint8Array(request.audio)], { type }), request.filename);
    form.append('model', this.config.model);
    form.append('response_format', 'verbose_json');
    if (request.language) form.append('language', request.language);
    if (request.prompt) form.append('prompt', request.prompt);
    const body = await this.http.json<VerboseTranscription>(
      { method: 'POST', path: '/audio/transcriptions', body: form },
      options,
    );
    if (typeof body?.text !== 'string')
      throw new EngineError(ENGINE, 'protocol', 'transcription has no text');
    return {
      text: body.text,
      language: body.language ?? null,
      duration: typeof body.duration === 'number' ? body.duration : null,
      segments: (body.segments ?? []).map((s) => ({
        start: s.start ?? 0,
        end: s.end ?? 0,
        text: s.text ?? '',
      })),
    };
  }
}
