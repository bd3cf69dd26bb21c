import { describe, expect, it } from 'vitest';
import { type ApiEvent, createEventBus } from './events';

describe('event bus', () => {
  it('throttles identical toasts for 2 s and passes other events through', () => {
    let t = 1_000;
    const seen: ApiEvent[] = [];
    const bus = createEventBus(
      () => t,
      (e) => seen.push(e),
    );
    const toast = (message: string, level: 'error' | 'info' = 'error') =>
      bus.emit({ type: 'toast', level, message });
    toast('A');
    toast('A');
    toast('A', 'info');
    toast('B');
    t += 1_999;
    toast('A');
    bus.emit({ type: 'session-expired', message: 'x' });
    bus.emit({ type: 'session-expired', message: 'x' });
    t += 1;
    toast('A');
    expect(seen.map((e) => (e.type === 'toast' ? `${e.level}:${e.message}` : e.type))).toEqual([
      'error:A',
      'info:A',
      'error:B',
      'session-expired',
      'session-expired',
      'error:A',
    ]);
  });

  it('late subscribers receive events, unsubscribe stops them, a throwing listener does not break others', () => {
    const bus = createEventBus(
      () => 0,
      () => {
        throw new Error('broken UI');
      },
    );
    const seen: string[] = [];
    const off = bus.subscribe((e) => seen.push(e.type));
    bus.emit({ type: 'info-box', message: 'm' });
    off();
    bus.emit({ type: 'info-box', message: 'n' });
    expect(seen).toEqual(['info-box']);
  });
});
