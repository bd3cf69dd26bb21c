import { z } from 'zod';
import { type ValueOf, zStringEnum } from './enum-utils';

/**
 * What the product can ask an AI engine to do. `GET /ai_web/ai/engines` answers one row per value, so
 * the web app can show a clear 未配置 state for each feature.
 */
export const EngineCapability = {
  /** AI chat and every short text tool (rewrite, continue, element tools). */
  CHAT: 'chat',
  /** AI evaluation of a work (long structured LLM output). */
  EVALUATE: 'evaluate',
  /** Novel-to-script conversion. */
  NOVEL_TO_SCRIPT: 'novel_to_script',
  /** Text to speech (voice, dubbing). */
  SPEECH: 'speech',
  /** Speech to text (subtitles from audio). */
  TRANSCRIPTION: 'transcription',
  /** Image generation (txt2img, img2img, inpaint...). */
  DRAW: 'draw',
  /** Workflow-graph image generation. */
  COMFY: 'comfy',
  /** Custom LoRA model training. */
  TRAIN_LORA: 'train_lora',
  /** Chinese word segmentation and keyword extraction. */
  KEYWORDS: 'keywords',
  /** Video compose and burned-in subtitles. */
  VIDEO_COMPOSE: 'video_compose',
} as const;
/** One engine capability. */
export type TEngineCapability = ValueOf<typeof EngineCapability>;
/** Zod schema of an engine capability (Chinese message naming the field). */
export const ZEngineCapability = zStringEnum(EngineCapability, 'capability');
/** Every capability, in the order the engines call lists them. */
export const ENGINE_CAPABILITIES = Object.values(EngineCapability) as TEngineCapability[];

/** Engines (protocols and local programs) a capability can be served by. */
export const EngineName = {
  OPENAI_COMPATIBLE: 'openai-compatible',
  SD_WEBUI: 'sd-webui',
  COMFYUI: 'comfyui',
  LORA_SCRIPTS: 'lora-scripts',
  ESPEAK_NG: 'espeak-ng',
  JIEBA: 'jieba',
  FFMPEG: 'ffmpeg',
} as const;
/** One engine name. */
export type TEngineName = ValueOf<typeof EngineName>;

/** One row of the engines call: which engine serves a capability, or null when none is available. */
export const ZEngineStatus = z.object({
  capability: ZEngineCapability,
  available: z.boolean(),
  engine: z.enum(EngineName).nullable(),
});
/** One row of the engines call. */
export type TEngineStatus = z.infer<typeof ZEngineStatus>;

/** Answer of `GET /ai_web/ai/engines`. */
export const ZEngineList = z.object({ list: z.array(ZEngineStatus) });
/** Answer of `GET /ai_web/ai/engines`. */
export type TEngineList = z.infer<typeof ZEngineList>;

/** Input of `GET /ai_web/ai/engine_check`: which capability's engine to ask. */
export const ZEngineCheckQuery = z.object({ capability: ZEngineCapability });
/** Input of `GET /ai_web/ai/engine_check`. */
export type TEngineCheckQuery = z.infer<typeof ZEngineCheckQuery>;

/** Answer of `GET /ai_web/ai/engine_check`: whether the engine answered, and how fast. */
export const ZEngineCheck = z.object({
  capability: ZEngineCapability,
  engine: z.enum(EngineName),
  reachable: z.boolean(),
  /** What answered (e.g. "3 models"), or a Chinese reason when it did not. */
  detail: z.string(),
  latency_ms: z.number().int().nonnegative(),
});
/** Answer of `GET /ai_web/ai/engine_check`. */
export type TEngineCheck = z.infer<typeof ZEngineCheck>;
