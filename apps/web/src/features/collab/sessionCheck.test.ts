import { describe, expect, it } from 'vitest';
import { checkSessionAfterRefusal } from './sessionCheck';

describe('checkSessionAfterRefusal', () => {
  it('asks the API about the session only when the relay refused the token', () => {
    const asked: string[] = [];
    for (const reason of ['unauthorized', 'forbidden', 'invalid-document-name', ''])
      checkSessionAfterRefusal(reason, async () => asked.push(reason));
    expect(asked).toEqual(['unauthorized']);
  });

  it('swallows a failed check (the API client has shown or handled it)', async () => {
    let rejected = false;
    checkSessionAfterRefusal('unauthorized', () => {
      rejected = true;
      return Promise.reject(new Error('offline'));
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(rejected).toBe(true);
  });
});
