import { afterEach, describe, expect, it } from 'vitest';
import { resolveHosts } from './hosts';

const g = globalThis as { window?: unknown };
afterEach(() => {
  delete g.window;
});

describe('resolveHosts', () => {
  it('defaults every service to same origin', () => {
    const hosts = resolveHosts();
    expect(Object.values(hosts).every((h) => h === '')).toBe(true);
    expect(Object.keys(hosts)).toHaveLength(10);
  });

  it('reads window.__JUZUO_CONFIG__.hosts when no hosts are passed', () => {
    g.window = { __JUZUO_CONFIG__: { basePath: '/', hosts: { ai: 'https://ai.example.com/', main: '' } } };
    expect(resolveHosts()).toMatchObject({ ai: 'https://ai.example.com', main: '', login: '' });
  });

  it('passed hosts win over the runtime config', () => {
    g.window = { __JUZUO_CONFIG__: { hosts: { ai: 'https://ai.example.com' } } };
    expect(resolveHosts({ main: 'http://127.0.0.1:9' })).toMatchObject({
      main: 'http://127.0.0.1:9',
      ai: '',
    });
  });
});
