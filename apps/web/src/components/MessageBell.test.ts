import { describe, expect, it } from 'vitest';
import { badgeText } from './MessageBell';

describe('message bell badge', () => {
  it('shows the count up to 99, then 99+', () => {
    expect([1, 9, 99, 100, 12345].map(badgeText)).toEqual(['1', '9', '99', '99+', '99+']);
  });
});
