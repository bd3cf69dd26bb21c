import { useCallback, useEffect, useRef, useState } from 'react';

/** A seconds countdown for the SMS resend button; `start(n)` begins at n and ticks to 0. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  const endAt = useRef(0);
  useEffect(() => {
    if (left <= 0) return;
    // Derive from the end time instead of decrementing, so a throttled background tab stays correct.
    const timer = setTimeout(() => setLeft(Math.max(0, Math.ceil((endAt.current - Date.now()) / 1000))), 250);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => {
    endAt.current = Date.now() + seconds * 1000;
    setLeft(seconds);
  }, []);
  return { left, start, running: left > 0 };
}
