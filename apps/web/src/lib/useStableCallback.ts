import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes but which always calls the latest `fn`. For handlers
 * passed to memoised children that re-render on any new prop: xyflow hands `onNodeClick` to every
 * node wrapper, so an inline arrow re-rendered all drawn nodes on each drag step.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
