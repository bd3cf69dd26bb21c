import { describe, expect, it } from 'vitest';
import { useToastStore } from '../stores/toast';
import { toastSaveFailure } from './saveFailure';

const messages = () => useToastStore.getState().toasts.map((t) => [t.level, t.message]);

describe('failed document saves', () => {
  it('toast only while the browser is online, with the server message or a plain one', () => {
    useToastStore.setState({ toasts: [] });
    expect(toastSaveFailure(new Error('网络连接失败'), false)).toBe(false);
    expect(messages()).toEqual([]);
    expect(toastSaveFailure(new Error('审读意见不存在'), true)).toBe(true);
    expect(toastSaveFailure('?', true)).toBe(true);
    expect(messages()).toEqual([
      ['error', '审读意见不存在'],
      ['error', '保存失败，请重试'],
    ]);
  });
});
