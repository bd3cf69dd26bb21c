import { useCallback, useState } from 'react';
import {
  act,
  addCoverage,
  emptyCoverage,
  isRefusal,
  type PlayAction,
  type PlayBoard,
  type PlayCoverage,
  type PlaySession,
  type PlayValues,
  startPlay,
  stepBack,
} from './model';

/** The console's state: the play-through, the coverage of all play-throughs, the last refusal. */
export interface PlayConsole {
  session: PlaySession | null;
  coverage: PlayCoverage;
  /** Why the last action was refused (shown beside the controls), or null. */
  refusal: string | null;
  start(nodeId: string, values: PlayValues): void;
  take(action: PlayAction): void;
  back(): void;
  /** Ends this play-through and returns to the start settings (coverage is kept). */
  restart(): void;
}

/** Runs the board in the browser; the runner is pure, so this only keeps its results. */
export function usePlayConsole(board: PlayBoard | null): PlayConsole {
  const [session, setSession] = useState<PlaySession | null>(null);
  const [coverage, setCoverage] = useState<PlayCoverage>(emptyCoverage);
  const [refusal, setRefusal] = useState<string | null>(null);

  const start = useCallback(
    (nodeId: string, values: PlayValues) => {
      if (!board) return;
      const first = startPlay(board, nodeId, values);
      setSession(first);
      setCoverage((c) => addCoverage(c, first.steps));
      setRefusal(null);
    },
    [board],
  );

  const take = useCallback(
    (action: PlayAction) => {
      if (!board || !session) return;
      const next = act(board, session, action);
      if (isRefusal(next)) {
        setRefusal(next.error);
        return;
      }
      setSession(next);
      setCoverage((c) => addCoverage(c, next.steps.slice(-1)));
      setRefusal(null);
    },
    [board, session],
  );

  const back = useCallback(() => {
    setSession((s) => (s ? stepBack(s) : s));
    setRefusal(null);
  }, []);

  const restart = useCallback(() => {
    setSession(null);
    setRefusal(null);
  }, []);

  return { session, coverage, refusal, start, take, back, restart };
}
