import { GameNodeKindLabel } from '../game';
import type { TGameBoardContent, TGameNode, TGameVariable } from '../game-board';
import type { TGameProblem, TGameProblemCode } from '../game-check';

/** What every check reads: the board, its nodes and variables by id, and where problems go. */
export interface CheckContext {
  board: TGameBoardContent;
  nodes: ReadonlyMap<string, TGameNode>;
  variables: ReadonlyMap<string, TGameVariable>;
  /** Ids of the game resources that exist (VIDEO and picture nodes point at them); null: not known. */
  resourceIds: ReadonlySet<string> | null;
  report(code: TGameProblemCode, message: string, at?: { node_id?: string; edge_id?: string }): void;
}

/** How a message names a node: its title, else its kind's Chinese label. */
export const nodeLabel = (node: TGameNode | undefined): string =>
  node ? `「${node.name?.trim() || GameNodeKindLabel[node.node_type]}」` : '';

/** How a message names a variable. */
export const variableLabel = (v: TGameVariable): string =>
  `「${v.kind === 'numeric' ? v.var_name : v.name}」`;

/** A fresh context over a board; `problems` collects what the checks report, in order. */
export function checkContext(
  board: TGameBoardContent,
  resourceIds: ReadonlySet<string> | null,
): { ctx: CheckContext; problems: TGameProblem[] } {
  const problems: TGameProblem[] = [];
  const ctx: CheckContext = {
    board,
    nodes: new Map(board.nodes.map((n) => [n.node_id, n])),
    variables: new Map(board.variables.map((v) => [v.var_id, v])),
    resourceIds,
    report: (code, message, at = {}) => problems.push({ code, message, ...at }),
  };
  return { ctx, problems };
}
