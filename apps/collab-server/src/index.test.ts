import { describe, expect, it } from 'vitest';
import * as relay from './index';

describe('public API', () => {
  it('exports only what the API server and the standalone relay share (extensions stay internal)', () => {
    expect(Object.keys(relay).sort()).toEqual([
      'EnvelopeRelayBackend',
      'HttpRelayBackend',
      'RelayBackendError',
      'closeRelay',
      'createRelay',
      'createRelayEndpoint',
      'flushStore',
      'isRelayReady',
      'notifyRelayAccessChange',
      'openAccessChannel',
      // The one Redis connection helper, shared so the API's rate limits use the relay's settings.
      'openRedis',
    ]);
  });
});
