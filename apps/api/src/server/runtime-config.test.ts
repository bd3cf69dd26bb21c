import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { buildRuntimeConfig, serviceOrigins } from './runtime-config';

describe('buildRuntimeConfig', () => {
  it('defaults every host to this origin', () => {
    const runtime = buildRuntimeConfig(testConfig());
    expect(Object.values(runtime.hosts).every((h) => h === '')).toBe(true);
    expect(runtime).toMatchObject({ basePath: '/', altBrandHosts: [], productName: '剧作台' });
  });

  it('takes separate hosts from SERVICE_HOSTS and lists their origins for the CSP', () => {
    const runtime = buildRuntimeConfig(
      testConfig({
        SERVICE_HOSTS: 'ai=https://ai.example.com/, chat = https://chat.example.com/v1 ,bogus=x',
      }),
    );
    expect(runtime.hosts.ai).toBe('https://ai.example.com');
    expect(runtime.hosts.chat).toBe('https://chat.example.com/v1');
    expect(runtime.hosts).not.toHaveProperty('bogus');
    expect(serviceOrigins(runtime)).toEqual(['https://ai.example.com', 'https://chat.example.com']);
  });

  // Issue 10 defect 6: the laboratory's tools open what the operator configured, or say 未配置.
  it('passes the laboratory tool URLs, empty when none is set', () => {
    expect(buildRuntimeConfig(testConfig()).labTools).toEqual({ fastImage: '', fastModel: '' });
    const runtime = buildRuntimeConfig(testConfig({ LAB_FAST_IMAGE_URL: 'https://img.example.com/lab' }));
    expect(runtime.labTools).toEqual({ fastImage: 'https://img.example.com/lab', fastModel: '' });
  });

  it('refuses a laboratory URL that is not http(s)', () => {
    expect(() => testConfig({ LAB_FAST_MODEL_URL: 'javascript:alert(1)' })).toThrow();
  });
});
