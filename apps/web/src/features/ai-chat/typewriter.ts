import { ChatLimits } from '@juzuo/schemas';
import { useEffect, useState } from 'react';

/**
 * The first characters of `target` revealed one per 60 ms (spec 03 section 9), catching up by
 * several characters a tick when the stream runs ahead so a long answer never lags far behind.
 * Once `done`, a reveal that is far behind shows the rest at once.
 */
export function useTypewriter(target: string, done: boolean): string {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= target.length) return;
    const behind = target.length - shown;
    if (done && behind > 200) {
      setShown(target.length);
      return;
    }
    const timer = setTimeout(
      () => setShown((n) => Math.min(target.length, n + Math.max(1, Math.floor(behind / 20)))),
      ChatLimits.typewriterMsPerChar,
    );
    return () => clearTimeout(timer);
  }, [shown, target, done]);
  useEffect(() => {
    if (target === '') setShown(0);
  }, [target]);
  return target.slice(0, shown);
}
