import { describe, expect, it } from 'vitest';
import { apiKey } from './keys';

const signedIn = { token: 't', expire: 1, userId: 'u1', teamId: 'team1' };

describe('SWR keys', () => {
  it('are null without a token or user (no fetch)', () => {
    expect(apiKey({ token: null, expire: null, userId: null, teamId: null }, 'main', '/p')).toBeNull();
    expect(apiKey({ ...signedIn, token: null }, 'main', '/p')).toBeNull();
    expect(apiKey({ ...signedIn, userId: null }, 'main', '/p')).toBeNull();
  });

  it('carry the user id, and the team id only for team-scoped reads', () => {
    expect(apiKey(signedIn, 'main', '/p', { a: 1 })).toEqual(['main', '/p', { a: 1 }, 'u1', 'team1']);
    expect(apiKey(signedIn, 'main', '/p', null, 'user')).toEqual(['main', '/p', null, 'u1', null]);
    expect(apiKey({ ...signedIn, userId: 'u2' }, 'main', '/p', null, 'user')).not.toEqual(
      apiKey(signedIn, 'main', '/p', null, 'user'),
    );
  });
});
