import { buyStep, inputStep, setStep } from './actions';
import { firedIn, moveStep, stayStep } from './events';
import type { PlayAction, PlayBoard, PlayRefusal, PlaySession, PlayStep, PlayValues } from './types';

/**
 * The story runner of the play-test console: pure functions over a board and a session (no engine,
 * no clock, no randomness), so a step taken back and taken again gives the same session.
 */

/** Starts a play-through at any node with the tester's starting values. */
export function startPlay(board: PlayBoard, nodeId: string, values: PlayValues): PlaySession {
  return { steps: [moveStep(board, new Set(), values, nodeId)] };
}

/** The step the story is at. */
export const currentStep = (session: PlaySession): PlayStep =>
  session.steps[session.steps.length - 1] as PlayStep;

/** Takes one action; answers the longer session, or why the action is refused (the session is unchanged). */
export function act(board: PlayBoard, session: PlaySession, action: PlayAction): PlaySession | PlayRefusal {
  const at = currentStep(session);
  const next = nextStep(board, at, action, firedIn(session.steps));
  return 'error' in next ? next : { steps: [...session.steps, next] };
}

function nextStep(
  board: PlayBoard,
  at: PlayStep,
  action: PlayAction,
  earlier: ReadonlySet<string>,
): PlayStep | PlayRefusal {
  const stay = (step: PlayStep | PlayRefusal) => ('error' in step ? step : stayStep(board, earlier, step));
  switch (action.type) {
    case 'choose': {
      const choice =
        at.pending.kind === 'choices' ? at.pending.choices.find((c) => c.id === action.choice_id) : undefined;
      if (!choice) return { error: '这个选项现在不可选' };
      const edgeId = board.content.edges.some((e) => e.edge_id === choice.id) ? choice.id : undefined;
      return moveStep(board, earlier, at.after, choice.target, at.node_id, edgeId);
    }
    case 'input':
      if (at.pending.kind !== 'input') return { error: '现在不需要输入' };
      return stay(inputStep(board, at, action.text));
    case 'buy':
      return stay(buyStep(board, at, action.store_id, action.good_id));
    case 'set':
      return stay(setStep(board, at, action.var_id, action.value));
  }
}

/** Steps back once; the first step stays (restart to pick another start). */
export const stepBack = (session: PlaySession): PlaySession =>
  session.steps.length > 1 ? { steps: session.steps.slice(0, -1) } : session;

/** Whether the value is a refusal. */
export const isRefusal = (v: PlaySession | PlayRefusal): v is PlayRefusal => 'error' in v;
