import type { TGameBoardContent, TGameProblem } from '@juzuo/schemas';
import { checkContext } from './context';
import { checkBranchesAndLinks, checkContent, checkEdges, checkFlow } from './structure';
import { checkVariables } from './variables';

/**
 * The preview check of a board (check_preview_json): pure, no database. Answers every problem found,
 * each naming the node to jump to when there is one; an empty list means the board can be played.
 * `resourceIds` are the game resources that exist.
 */
export function checkBoard(
  board: TGameBoardContent,
  resourceIds: ReadonlySet<string> = new Set(),
): TGameProblem[] {
  const { ctx, problems } = checkContext(board, resourceIds);
  checkFlow(ctx);
  checkEdges(ctx);
  checkBranchesAndLinks(ctx);
  checkVariables(ctx);
  checkContent(ctx);
  return problems;
}
