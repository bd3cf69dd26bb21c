import { describe, expect, it } from 'vitest';
import { colorFor, localStoreName, relayUrl } from './identity';

describe('collaboration identity', () => {
  it('gives each user one stable caret colour', () => {
    expect(colorFor('u1')).toBe(colorFor('u1'));
    expect(colorFor('u1')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('keeps local copies per user and document name (the names the script editor always used: existing offline copies stay)', () => {
    expect(localStoreName('u1', 'doc:d1')).toBe('juzuo:u1:doc:d1');
    expect(localStoreName('u1', 'game:b1')).toBe('juzuo:u1:game:b1');
  });

  it('reaches the relay at /collab on the page origin', () => {
    expect(relayUrl({ protocol: 'https:', host: 'juzuo.example' })).toBe('wss://juzuo.example/collab');
    expect(relayUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/collab');
  });
});
