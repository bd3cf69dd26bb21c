import { EngineName } from '@juzuo/schemas';
import { ComfyUiClient } from './comfyui/client';
import type { EnginesConfig } from './config';
import { detectLocalEngines, type LocalEngines } from './local/detect';
import { LoraTrainerClient } from './lora-trainer';
import { OpenAiSpeech, OpenAiTranscription } from './openai/audio';
import { OpenAiChat } from './openai/chat';
import { type EngineBindings, EngineRegistry } from './registry';
import { SdWebUiClient } from './sd-webui';

const OPENAI = EngineName.OPENAI_COMPATIBLE;

/**
 * Builds the registry from config: a configured outside engine serves its capabilities; where none
 * is configured, a local engine this machine has serves instead (speech: espeak-ng). Keywords
 * (jieba) and video compose (ffmpeg) are local only. Everything else stays unavailable (9001).
 */
export async function createEngineRegistry(
  config: EnginesConfig,
  deps: { local?: LocalEngines } = {},
): Promise<EngineRegistry> {
  const lifetime = new AbortController();
  const closeSignal = lifetime.signal;
  const local = deps.local ?? (await detectLocalEngines(config.local, closeSignal));
  const b: EngineBindings = {};

  if (config.llm) {
    const chat = new OpenAiChat({ ...config.llm, closeSignal });
    b.chat = { engine: OPENAI, instance: chat };
    b.evaluate = { engine: OPENAI, instance: chat };
    b.novel_to_script = { engine: OPENAI, instance: chat };
  }
  if (config.tts) b.speech = { engine: OPENAI, instance: new OpenAiSpeech({ ...config.tts, closeSignal }) };
  else if (local.espeak) b.speech = { engine: EngineName.ESPEAK_NG, instance: local.espeak };
  if (config.asr) {
    b.transcription = { engine: OPENAI, instance: new OpenAiTranscription({ ...config.asr, closeSignal }) };
  }
  if (config.sdWebUiUrl) {
    b.draw = {
      engine: EngineName.SD_WEBUI,
      instance: new SdWebUiClient({ baseUrl: config.sdWebUiUrl, closeSignal }),
    };
  }
  const comfy = config.comfyUiUrl ? new ComfyUiClient({ baseUrl: config.comfyUiUrl, closeSignal }) : null;
  if (comfy) b.comfy = { engine: EngineName.COMFYUI, instance: comfy };
  if (config.trainerUrl) {
    b.train_lora = {
      engine: EngineName.LORA_SCRIPTS,
      instance: new LoraTrainerClient({ baseUrl: config.trainerUrl, closeSignal }),
    };
  }
  if (local.jieba) b.keywords = { engine: EngineName.JIEBA, instance: local.jieba };
  if (local.ffmpeg) b.video_compose = { engine: EngineName.FFMPEG, instance: local.ffmpeg };

  return new EngineRegistry(b, () => {
    lifetime.abort();
    comfy?.close();
  });
}
