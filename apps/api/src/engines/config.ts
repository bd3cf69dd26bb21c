import type { TConfig } from '../config';
import { type ModelMap, parseModelMap } from './openai/models';

/** An OpenAI-compatible audio endpoint. */
export interface AudioEndpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** Everything the engine registry needs, taken from validated config (libraries never read env). */
export interface EnginesConfig {
  /** OpenAI-compatible LLM (chat, evaluate, novel_to_script), or null. */
  llm: { baseUrl: string; apiKey: string; models: ModelMap; streamTimeoutMs?: number } | null;
  /** OpenAI-compatible speech, or null (then espeak-ng when installed). */
  tts: (AudioEndpoint & { voice: string }) | null;
  /** OpenAI-compatible transcription, or null. */
  asr: AudioEndpoint | null;
  /** AUTOMATIC1111 / Forge base URL, or null. */
  sdWebUiUrl: string | null;
  /** ComfyUI base URL, or null. */
  comfyUiUrl: string | null;
  /** lora-scripts base URL, or null. */
  trainerUrl: string | null;
  /** Local programs and modules, detected at start; `detect: false` skips them (tests). */
  local: { detect: boolean; espeakCommand?: string; ffmpegCommand?: string };
}

/** The engines part of the product's config. */
export function enginesConfigFrom(config: TConfig): EnginesConfig {
  return {
    llm: config.LLM_BASE_URL
      ? {
          baseUrl: config.LLM_BASE_URL,
          apiKey: config.LLM_API_KEY,
          models: parseModelMap(config.LLM_MODELS),
          streamTimeoutMs: config.LLM_STREAM_TIMEOUT_MS,
        }
      : null,
    tts: config.TTS_BASE_URL
      ? {
          baseUrl: config.TTS_BASE_URL,
          apiKey: config.TTS_API_KEY,
          model: config.TTS_MODEL,
          voice: config.TTS_VOICE,
        }
      : null,
    asr: config.ASR_BASE_URL
      ? { baseUrl: config.ASR_BASE_URL, apiKey: config.ASR_API_KEY, model: config.ASR_MODEL }
      : null,
    sdWebUiUrl: config.SD_WEBUI_URL || null,
    comfyUiUrl: config.COMFYUI_URL || null,
    trainerUrl: config.TRAINER_URL || null,
    local: { detect: true },
  };
}
