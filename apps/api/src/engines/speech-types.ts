import type { CallOptions, Pingable } from './http';

/** Text to speak. */
export interface SpeechRequest {
  /** The text (Chinese or pinyin with tone digits for espeak-ng). */
  text: string;
  /** Engine voice; the configured default when absent. */
  voice?: string;
  /** Speed factor, 1 = normal (0.25-4 on OpenAI-compatible engines). */
  speed?: number;
  /** Wanted audio format (mp3, wav, opus...); engines that make one format only ignore it. */
  format?: string;
}

/** Spoken audio. */
export interface SpeechResult {
  audio: Buffer;
  /** MIME type of `audio`, e.g. audio/wav. */
  mimeType: string;
}

/** What the speech capability needs from an engine (outside or espeak-ng). */
export interface SpeechEngine extends Pingable {
  synthesize(request: SpeechRequest, options?: CallOptions): Promise<SpeechResult>;
}

/** Audio to transcribe. */
export interface TranscriptionRequest {
  audio: Uint8Array;
  /** File name sent in the upload; its extension tells the engine the format. */
  filename: string;
  mimeType?: string;
  /** ISO-639-1 language hint, e.g. zh. */
  language?: string;
  /** Text that guides spelling (names, terms). */
  prompt?: string;
}

/** One timed piece of a transcription. */
export interface TranscriptionSegment {
  /** Start in seconds. */
  start: number;
  /** End in seconds. */
  end: number;
  text: string;
}

/** A transcription with timings when the engine gives them. */
export interface TranscriptionResult {
  text: string;
  language: string | null;
  /** Duration of the audio in seconds, when reported. */
  duration: number | null;
  segments: TranscriptionSegment[];
}

/** What the transcription capability needs from an engine. */
export interface TranscriptionEngine extends Pingable {
  transcribe(request: TranscriptionRequest, options?: CallOptions): Promise<TranscriptionResult>;
}
