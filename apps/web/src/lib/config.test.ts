import { describe, expect, it } from 'vitest';
import { composeTitle } from '../stores/title';
import { isAltBrandHost, normalizeBasePath, resolveConfig } from './config';

describe('runtime config', () => {
  it('normalises the base path', () => {
    expect(normalizeBasePath(undefined)).toBe('/');
    expect(normalizeBasePath('')).toBe('/');
    expect(normalizeBasePath('/app')).toBe('/app/');
    expect(normalizeBasePath('app/')).toBe('/app/');
    expect(normalizeBasePath('/a/b/')).toBe('/a/b/');
  });

  it('falls back to defaults without injection (vite dev)', () => {
    expect(resolveConfig(undefined)).toEqual({
      basePath: '/',
      hosts: {},
      altBrandHosts: [],
      productName: '剧作台',
      limits: { maxImageMb: 10, maxFileMb: 50 },
      labTools: { fastImage: '', fastModel: '' },
    });
    expect(resolveConfig({ limits: { maxImageMb: 4, maxFileMb: 20 } }).limits.maxImageMb).toBe(4);
    expect(resolveConfig({ basePath: '/x', altBrandHosts: ['alt.example'], productName: 'P' }).basePath).toBe(
      '/x/',
    );
  });

  it('recognises alternate brand hosts case-insensitively', () => {
    expect(isAltBrandHost('ALT.example', ['alt.example'])).toBe(true);
    expect(isAltBrandHost('main.example', ['alt.example'])).toBe(false);
    expect(isAltBrandHost('alt.example', [])).toBe(false);
  });
});

describe('page title', () => {
  it('is route, work, product', () => {
    expect(composeTitle('剧本', '归途', '剧作台')).toBe('剧本 - 归途 - 剧作台');
    expect(composeTitle('个人设置', null, '剧作台')).toBe('个人设置 - 剧作台');
    expect(composeTitle(undefined, null, '剧作台')).toBe('剧作台');
  });
});
