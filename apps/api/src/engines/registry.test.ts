import { ENGINE_CAPABILITIES, Status } from '@juzuo/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import type { EnginesConfig } from './config';
import { createEngineRegistry } from './create';
import { detectLocalEngines, NO_LOCAL_ENGINES } from './local/detect';
import { EspeakSpeech } from './local/espeak';
import { FfmpegEngine } from './local/ffmpeg';
import { JiebaKeywords } from './local/jieba';
import { parseModelMap } from './openai/models';
import { probeEngine } from './probe';
import { type HttpDouble, sendJson, startHttpDouble } from './testing/http-double';

const NONE: EnginesConfig = {
  llm: null,
  tts: null,
  asr: null,
  sdWebUiUrl: null,
  comfyUiUrl: null,
  trainerUrl: null,
  local: { detect: false },
};

let double: HttpDouble | null = null;
afterEach(async () => {
  await double?.close();
  double = null;
});

describe('EngineRegistry', () => {
  it('with nothing configured lists every capability as unavailable and require answers 9001', async () => {
    const registry = await createEngineRegistry(NONE, { local: NO_LOCAL_ENGINES });
    expect(registry.capabilities()).toEqual(
      ENGINE_CAPABILITIES.map((capability) => ({ capability, available: false, engine: null })),
    );
    let error: unknown;
    try {
      registry.require('chat');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: Status.AI_ENGINE_MISSING,
      message: 'AI引擎未配置',
      data: { capability: 'chat' },
    });
    await expect(probeEngine(registry, 'draw')).rejects.toMatchObject({ status: 9001 });
  });

  it('maps each configured engine to its capabilities, outside engines first, local ones where none is set', async () => {
    const jieba = await JiebaKeywords.detect();
    const local = { espeak: new EspeakSpeech(), ffmpeg: new FfmpegEngine(), jieba };
    const all: EnginesConfig = {
      llm: { baseUrl: 'http://llm/v1', apiKey: '', models: parseModelMap('qwen2.5:7b') },
      tts: null,
      asr: { baseUrl: 'http://asr/v1', apiKey: '', model: 'whisper-1' },
      sdWebUiUrl: 'http://sd:7860',
      comfyUiUrl: 'http://comfy:8188',
      trainerUrl: 'http://trainer:28000',
      local: { detect: false },
    };
    const registry = await createEngineRegistry(all, { local });
    expect(Object.fromEntries(registry.capabilities().map((c) => [c.capability, c.engine]))).toEqual({
      chat: 'openai-compatible',
      evaluate: 'openai-compatible',
      novel_to_script: 'openai-compatible',
      speech: 'espeak-ng',
      transcription: 'openai-compatible',
      draw: 'sd-webui',
      comfy: 'comfyui',
      train_lora: 'lora-scripts',
      keywords: 'jieba',
      video_compose: 'ffmpeg',
    });
    expect(registry.require('evaluate')).toBe(registry.require('chat'));

    const withTts = await createEngineRegistry(
      { ...all, tts: { baseUrl: 'http://tts/v1', apiKey: '', model: 'kokoro', voice: 'zf_xiaobei' } },
      { local },
    );
    expect(withTts.engineOf('speech')).toBe('openai-compatible');
  });

  it('probes a configured engine, and reports an unreachable one without throwing', async () => {
    double = await startHttpDouble((_req, res) =>
      sendJson(res, 200, { object: 'list', data: [{ id: 'qwen2.5:7b' }] }),
    );
    const registry = await createEngineRegistry(
      {
        ...NONE,
        llm: { baseUrl: `${double.url}/v1`, apiKey: '', models: parseModelMap('qwen2.5:7b') },
        sdWebUiUrl: 'http://127.0.0.1:9',
      },
      { local: NO_LOCAL_ENGINES },
    );
    expect(await probeEngine(registry, 'chat')).toMatchObject({
      capability: 'chat',
      engine: 'openai-compatible',
      reachable: true,
      detail: '1 models; default qwen2.5:7b',
    });
    expect(await probeEngine(registry, 'draw')).toMatchObject({
      engine: 'sd-webui',
      reachable: false,
      detail: expect.stringContaining('cannot reach'),
    });
  });

  it('closing aborts engine calls in flight', async () => {
    double = await startHttpDouble(() => {});
    const registry = await createEngineRegistry(
      { ...NONE, llm: { baseUrl: double.url, apiKey: '', models: parseModelMap('m') } },
      { local: NO_LOCAL_ENGINES },
    );
    const pending = registry.require('chat').complete({ messages: [{ role: 'user', content: 'x' }] });
    setTimeout(() => void registry.close(), 50);
    await expect(pending).rejects.toMatchObject({
      kind: 'aborted',
      message: expect.stringContaining('shutting down'),
    });
  });

  it('detects the local engines this machine has, once per process', async () => {
    const first = await detectLocalEngines({ detect: true });
    const second = await detectLocalEngines({ detect: true });
    expect(first.jieba).not.toBeNull();
    expect(second.jieba).toBe(first.jieba);
    expect(Boolean(first.espeak)).toBe(Boolean(second.espeak));
    expect(await detectLocalEngines({ detect: false })).toBe(NO_LOCAL_ENGINES);
  });
});
