import type { TGameBoardContent } from '../game-board';
import type { TGameProblem } from '../game-check';
import { checkContext } from './context';
import { checkBranchesAndLinks, checkContent, checkEdges, checkFlow } from './structure';
import { checkVariables } from './variables';

/**
 * The preview check of a board (check_preview_json, and the board editor's live problem list): pure,
 * no database, so the API and the browser run this one implementation. Answers every problem found,
 * each naming the node to jump to when there is one; an empty list means the board can be played.
 * `resourceIds` are the game resources that exist; null (the browser, which does not hold the work's
 * whole resource list) skips the check for deleted resources.
 */
export function checkBoard(
  board: TGameBoardContent,
  resourceIds: ReadonlySet<string> | null = new Set(),
): TGameProblem[] {
  const { ctx, problems } = checkContext(board, resourceIds);
  checkFlow(ctx);
  checkEdges(ctx);
  checkBranchesAndLinks(ctx);
  checkVariables(ctx);
  checkContent(ctx);
  return problems;
}
