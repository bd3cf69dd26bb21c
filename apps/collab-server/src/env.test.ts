import { describe, expect, it } from 'vitest';
import { loadRelayEnv } from './env';

describe('standalone relay env', () => {
  it('applies defaults and requires the API URL and a real secret', () => {
    const env = loadRelayEnv({ API_URL: 'http://127.0.0.1:8080', INTERNAL_SECRET: 'x'.repeat(32) });
    expect(env).toMatchObject({ RELAY_PORT: 1234, REDIS_URL: '' });
    expect(() => loadRelayEnv({ INTERNAL_SECRET: 'short' })).toThrow(/API_URL[\s\S]*INTERNAL_SECRET/);
  });
});
