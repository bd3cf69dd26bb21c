import { describe, expect, it } from 'vitest';
import { parseModelMap, resolveModel } from './models';

describe('LLM_MODELS', () => {
  it('one model name serves every alias and passes other names through', () => {
    const map = parseModelMap('qwen2.5:7b');
    expect(resolveModel(map)).toBe('qwen2.5:7b');
    expect(resolveModel(map, 'qwen')).toBe('qwen2.5:7b');
    expect(resolveModel(map, 'gpt-4')).toBe('qwen2.5:7b');
    expect(resolveModel(map, 'llama3.1:8b')).toBe('llama3.1:8b');
  });

  it('alias pairs map each alias; an unmapped spec alias falls back to the qwen entry', () => {
    const map = parseModelMap(' gpt-4=qwen-max , qwen=qwen-plus ');
    expect(map.defaultModel).toBe('qwen-plus');
    expect(resolveModel(map, 'gpt-4')).toBe('qwen-max');
    expect(resolveModel(map, 'qwen')).toBe('qwen-plus');
    expect(resolveModel(map, 'gpt-3.5')).toBe('qwen-plus');
    expect(resolveModel(map, undefined)).toBe('qwen-plus');
  });

  it('without a qwen entry the first pair is the default', () => {
    expect(parseModelMap('gpt-3.5=a,gpt-4=b').defaultModel).toBe('a');
  });

  it('rejects an empty value and a broken pair', () => {
    expect(() => parseModelMap('')).toThrow(/empty/);
    expect(() => parseModelMap('qwen=,gpt-4=b')).toThrow(/alias=model/);
  });
});
