import {
  ENGINE_CAPABILITIES,
  Status,
  StatusMessage,
  type TEngineCapability,
  type TEngineName,
  type TEngineStatus,
} from '@juzuo/schemas';
import { AppError } from '../lib/errors';
import type { ComfyUiClient } from './comfyui/client';
import type { FfmpegEngine } from './local/ffmpeg';
import type { KeywordEngine } from './local/jieba';
import type { LoraTrainerClient } from './lora-trainer';
import type { ChatEngine } from './openai/types';
import type { SdWebUiClient } from './sd-webui';
import type { SpeechEngine, TranscriptionEngine } from './speech-types';

/** The adapter each capability hands out. */
export interface CapabilityEngines {
  chat: ChatEngine;
  evaluate: ChatEngine;
  novel_to_script: ChatEngine;
  speech: SpeechEngine;
  transcription: TranscriptionEngine;
  draw: SdWebUiClient;
  comfy: ComfyUiClient;
  train_lora: LoraTrainerClient;
  keywords: KeywordEngine;
  video_compose: FfmpegEngine;
}

/** Which engine serves a capability, with its adapter. */
export interface EngineBinding<C extends TEngineCapability> {
  engine: TEngineName;
  instance: CapabilityEngines[C];
}

/** Capability -> binding, for the capabilities that have an engine. */
export type EngineBindings = { [C in TEngineCapability]?: EngineBinding<C> };

/**
 * The engines this process can use, one per capability, chosen at start (see createEngineRegistry).
 * Feature code asks `require(capability)` and gets the adapter, or the API's 9001 `AI引擎未配置`:
 * never a fake result.
 */
export class EngineRegistry {
  constructor(
    private readonly bindings: EngineBindings,
    private readonly onClose: () => void | Promise<void> = () => {},
  ) {}

  /** One row per capability, in a fixed order: available or not, and which engine serves it. */
  capabilities(): TEngineStatus[] {
    return ENGINE_CAPABILITIES.map((capability) => {
      const engine = this.bindings[capability]?.engine ?? null;
      return { capability, available: engine !== null, engine };
    });
  }

  /** True when a capability has an engine. */
  has(capability: TEngineCapability): boolean {
    return this.bindings[capability] !== undefined;
  }

  /** The engine serving a capability, or null. */
  engineOf(capability: TEngineCapability): TEngineName | null {
    return this.bindings[capability]?.engine ?? null;
  }

  /** The adapter of a capability; throws AppError 9001 `AI引擎未配置` when none is available. */
  require<C extends TEngineCapability>(capability: C): CapabilityEngines[C] {
    const binding = this.bindings[capability] as EngineBinding<C> | undefined;
    if (!binding) {
      throw new AppError(Status.AI_ENGINE_MISSING, StatusMessage[Status.AI_ENGINE_MISSING]!, { capability });
    }
    return binding.instance;
  }

  /** Aborts engine calls in flight and closes open sockets (the app closes it). */
  async close(): Promise<void> {
    await this.onClose();
  }
}
