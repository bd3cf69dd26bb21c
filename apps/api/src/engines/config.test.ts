import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../config';
import { enginesConfigFrom } from './config';

describe('engine configuration', () => {
  it('stops with a message naming the variable when an engine URL is bad', () => {
    expect(() => loadConfig({ SD_WEBUI_URL: 'localhost:7860' })).toThrow(/SD_WEBUI_URL: must be an http/);
    expect(() => loadConfig({ COMFYUI_URL: 'ftp://x' })).toThrow(/COMFYUI_URL/);
    expect(() => loadConfig({ LLM_BASE_URL: 'http://' })).toThrow(/LLM_BASE_URL/);
  });

  it('needs LLM_MODELS with LLM_BASE_URL and refuses a broken model list', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODELS: required/);
    expect(() => loadConfig({ LLM_MODELS: 'qwen=a,gpt-4' })).toThrow(/LLM_MODELS: use one model name/);
  });

  it('maps validated config to the engines config, trimming trailing slashes', () => {
    const config = testConfig({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
      LLM_MODELS: 'qwen2.5:7b',
      TTS_BASE_URL: 'http://127.0.0.1:8000/v1',
      SD_WEBUI_URL: 'http://gpu:7860/',
    });
    const engines = enginesConfigFrom(config);
    expect(engines.llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: '',
      models: { defaultModel: 'qwen2.5:7b', aliases: {} },
      streamTimeoutMs: 180_000,
    });
    expect(engines.tts).toEqual({
      baseUrl: 'http://127.0.0.1:8000/v1',
      apiKey: '',
      model: 'tts-1',
      voice: 'alloy',
    });
    expect(engines.asr).toBeNull();
    expect(engines.sdWebUiUrl).toBe('http://gpu:7860');
    expect(engines.comfyUiUrl).toBeNull();
  });

  it('has no outside engine by default', () => {
    const engines = enginesConfigFrom(testConfig());
    expect([
      engines.llm,
      engines.tts,
      engines.asr,
      engines.sdWebUiUrl,
      engines.comfyUiUrl,
      engines.trainerUrl,
    ]).toEqual([null, null, null, null, null, null]);
  });
});
