import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Countdown } from './countdown';

/** A seconds countdown for the SMS resend button; `start(n)` begins at n and ticks to 0. */
export function useCountdown() {
  const [countdown] = useState(() => new Countdown());
  const left = useSyncExternalStore(countdown.subscribe, countdown.left, countdown.left);
  useEffect(() => () => countdown.stop(), [countdown]);
  const start = useCallback((seconds: number) => countdown.start(seconds), [countdown]);
  return { left, start, running: left > 0 };
}
