import { describe, expect, it } from 'vitest';
import { formatClock, formatCount, formatDate, formatDuration, formatRelativeTime } from './format';

// Local-time constructors keep these tests independent of the machine's time zone.
const now = new Date(2026, 10, 25, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelativeTime', () => {
  it('shows 刚刚 under a minute', () => {
    expect(formatRelativeTime(now, now)).toBe('刚刚');
    expect(formatRelativeTime(ago(59 * S), now)).toBe('刚刚');
  });
  it('switches units exactly at each boundary', () => {
    expect(formatRelativeTime(ago(60 * S), now)).toBe('1分钟前');
    expect(formatRelativeTime(ago(59 * M + 59 * S), now)).toBe('59分钟前');
    expect(formatRelativeTime(ago(60 * M), now)).toBe('1小时前');
    expect(formatRelativeTime(ago(23 * H + 59 * M), now)).toBe('23小时前');
    expect(formatRelativeTime(ago(24 * H), now)).toBe('1天前');
    expect(formatRelativeTime(ago(7 * D - 1), now)).toBe('6天前');
  });
  it('shows the date from a week on', () => {
    expect(formatRelativeTime(new Date(2026, 10, 18, 12, 0, 0), now)).toBe('2026-11-18');
    expect(formatRelativeTime(new Date(2025, 0, 5, 8, 0, 0), now)).toBe('2025-01-05');
  });
  it('handles future times and bad input', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 30 * S), now)).toBe('刚刚');
    expect(formatRelativeTime(new Date(2026, 10, 26, 9, 0, 0), now)).toBe('2026-11-26');
    expect(formatRelativeTime('not a date', now)).toBe('');
    expect(formatRelativeTime(ago(5 * M).getTime(), now.getTime())).toBe('5分钟前');
  });
  it('formats dates with zero padding', () => {
    expect(formatDate(new Date(2026, 0, 2))).toBe('2026-01-02');
  });
});

describe('formatCount', () => {
  it('leaves counts under 10,000 alone', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(9999)).toBe('9999');
  });
  it('uses 万 with one decimal rounded down and no trailing zero', () => {
    expect(formatCount(10000)).toBe('1万');
    expect(formatCount(12345)).toBe('1.2万');
    expect(formatCount(19999)).toBe('1.9万');
    expect(formatCount(20500)).toBe('2万');
    expect(formatCount(99_999_999)).toBe('9999.9万');
  });
  it('uses 亿 from 100,000,000', () => {
    expect(formatCount(100_000_000)).toBe('1亿');
    expect(formatCount(123_456_789)).toBe('1.2亿');
    expect(formatCount(1_234_567_890_123)).toBe('12345.6亿');
  });
  it('keeps the sign and survives non-finite input', () => {
    expect(formatCount(-12345)).toBe('-1.2万');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('formatDuration', () => {
  it('uses hours, minutes and seconds from the largest non-zero unit', () => {
    expect(formatDuration(0)).toBe('0秒');
    expect(formatDuration(5)).toBe('5秒');
    expect(formatDuration(65)).toBe('1分5秒');
    expect(formatDuration(3605)).toBe('1小时0分5秒');
    expect(formatDuration(7322.9)).toBe('2小时2分2秒');
    expect(formatDuration(-3)).toBe('0秒');
  });
  it('formats a player clock', () => {
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3605)).toBe('1:00:05');
  });
});
