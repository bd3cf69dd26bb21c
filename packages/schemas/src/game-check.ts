import { z } from 'zod';
import type { ValueOf } from './enum-utils';

// The preview check of a game board (check_preview_json): status 0 with no problems, or 14008 with
// the problem list, a normal result the client shows on the board without a toast.

/** Kinds of problem the checker reports (apps/api/src/modules/game/check). */
export const GameProblemCode = {
  NO_START: 'NO_START',
  MULTIPLE_START: 'MULTIPLE_START',
  NO_END: 'NO_END',
  UNREACHABLE: 'UNREACHABLE',
  DEAD_END: 'DEAD_END',
  DANGLING_EDGE: 'DANGLING_EDGE',
  BRANCH_NO_DEFAULT: 'BRANCH_NO_DEFAULT',
  UNDEFINED_VARIABLE: 'UNDEFINED_VARIABLE',
  TYPE_MISMATCH: 'TYPE_MISMATCH',
  NEVER_TRUE: 'NEVER_TRUE',
  SET_NEVER_READ: 'SET_NEVER_READ',
  LINK_MISSING: 'LINK_MISSING',
  EMPTY_PLOT: 'EMPTY_PLOT',
  MISSING_RESOURCE: 'MISSING_RESOURCE',
} as const;
/** One problem kind. */
export type TGameProblemCode = ValueOf<typeof GameProblemCode>;

/** One problem: its kind, a Chinese sentence, and the node to jump to (edges name their source). */
export const ZGameProblem = z.object({
  code: z.enum(GameProblemCode),
  message: z.string(),
  node_id: z.string().optional(),
  edge_id: z.string().optional(),
});
/** One problem. */
export type TGameProblem = z.infer<typeof ZGameProblem>;

/** `POST game/v3/check_preview_json` answer data (status 0: empty list; 14008: the problems). */
export const ZGameCheckResult = z.object({ problems: z.array(ZGameProblem) });
