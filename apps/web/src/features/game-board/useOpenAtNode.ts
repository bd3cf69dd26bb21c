import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BoardNode } from './boardModel';

/**
 * Opens the board at the node ?node= names (the 变量 and 道具 pages link there): once the node is on
 * the board it is selected and centred, once per link, after the opening fit (two frames later).
 */
export function useOpenAtNode(byId: ReadonlyMap<string, BoardNode>, jump: (id: string) => void): void {
  const [params] = useSearchParams();
  const wanted = params.get('node');
  const done = useRef<string | null>(null);
  const jumpRef = useRef(jump);
  jumpRef.current = jump;
  const present = wanted !== null && byId.has(wanted);
  useEffect(() => {
    if (!wanted || !present || done.current === wanted) return;
    done.current = wanted;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => jumpRef.current(wanted));
    });
    return () => cancelAnimationFrame(frame);
  }, [wanted, present]);
}
