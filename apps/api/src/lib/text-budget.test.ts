import { describe, expect, it } from 'vitest';
import { chunkText, estimateTokens, fitText } from './text-budget';

describe('text budget', () => {
  it('counts a CJK character as one token and other text four characters a token', () => {
    expect(estimateTokens('张小敬')).toBe(3);
    expect(estimateTokens('abcdefgh')).toBe(2);
    expect(estimateTokens('夜 night')).toBe(1 + 2);
  });

  it('chunks at line ends within the budget, keeping every character in order', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `第${i + 1}行：张小敬走进客栈。`);
    const text = lines.join('\n');
    const chunks = chunkText(text, 40);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('\n')).toBe(text);
    for (const c of chunks) expect(estimateTokens(c)).toBeLessThanOrEqual(40);
    // A line is never cut unless it alone is too long.
    for (const c of chunks) for (const l of c.split('\n')) expect(lines).toContain(l);
  });

  it('cuts a line longer than the budget by characters', () => {
    const long = '雨'.repeat(25);
    expect(chunkText(long, 10)).toEqual(['雨'.repeat(10), '雨'.repeat(10), '雨'.repeat(5)]);
  });

  it('fits the tail or the head of a long text and says it was cut', () => {
    const text = Array.from({ length: 50 }, (_, i) => `第${i + 1}场`).join('\n');
    const tail = fitText(text, 30, 'tail');
    expect(tail.truncated).toBe(true);
    expect(tail.text.endsWith('第50场')).toBe(true);
    expect(estimateTokens(tail.text)).toBeLessThanOrEqual(30);
    const head = fitText(text, 30, 'head');
    expect(head.text.startsWith('第1场')).toBe(true);
    expect(fitText('短', 30, 'tail')).toEqual({ text: '短', truncated: false });
  });
});
