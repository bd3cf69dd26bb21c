import { ApiError } from '@juzuo/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_WHEN_UNANSWERED, unanswered } from './retryWhenUnanswered';

// Issue 10 defect 2: a work page opened offline must load by itself once the network is back.
describe('retry when unanswered', () => {
  afterEach(() => vi.useRealTimers());

  it('retries calls that got no answer, with growing gaps, and never business errors', () => {
    vi.useFakeTimers();
    const retry = RETRY_WHEN_UNANSWERED.onErrorRetry as unknown as (
      e: unknown,
      k: string,
      c: unknown,
      r: (o: { retryCount: number }) => Promise<boolean>,
      o: { retryCount: number },
    ) => void;
    const revalidate = vi.fn(async () => true);
    retry(new ApiError(55005, '网络异常', null), 'k', {}, revalidate, { retryCount: 1 });
    retry(new ApiError(8003, '作品不存在', null), 'k', {}, revalidate, { retryCount: 1 });
    vi.advanceTimersByTime(3_999);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(unanswered(new ApiError(55002, '超时', null))).toBe(true);
    expect(unanswered(new ApiError(7013, '无权限', null))).toBe(false);
  });
});
