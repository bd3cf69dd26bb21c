import { describe, expect, it } from 'vitest';
import { inviteLink, parseInviteCode } from './inviteCode';

describe('invitation codes typed or pasted on registerWelcome', () => {
  it('takes a bare code, trimmed', () => {
    expect(parseInviteCode('  AbC123xyz789 ')).toBe('AbC123xyz789');
  });

  it('takes the code out of a pasted invitation link', () => {
    expect(parseInviteCode('http://x.test/app/team/inviteLink?code=Q1w2E3r4T5y6')).toBe('Q1w2E3r4T5y6');
    expect(parseInviteCode('/team/inviteLink?from=a&code=a%2Bb')).toBe('a+b');
  });

  it('answers nothing for blank input or a link without a code', () => {
    expect(parseInviteCode('   ')).toBe('');
    expect(parseInviteCode('http://x.test/team/inviteLink')).toBe('');
  });

  it('builds a link that parses back to the same code', () => {
    const link = inviteLink('Zz9-_code', 'http://host.test');
    expect(link).toBe('http://host.test/team/inviteLink?code=Zz9-_code');
    expect(parseInviteCode(link)).toBe('Zz9-_code');
  });
});
