import { checkBoard, gameCheckPreviewJson, gameParsePlotAction, ok, Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { requireBoard } from './access';
import { parsePlotActions } from './parse-plot-action';
import { boardContent } from './present';
import { liveResourceIds } from './resources-repo';

/** Message of a check that found problems (the list says which). */
const PROBLEMS_FOUND = '画布存在问题，请修改后再预览';

/** game/v3 check_preview_json and parse_plot_action. */
export function registerCheckRoutes(app: FastifyInstance): void {
  route(app, gameCheckPreviewJson, {}, async (request) => {
    const { board } = await requireBoard(app, request.auth.userId, request.input.board_id);
    const problems = checkBoard(boardContent(board), await liveResourceIds(app.database.db, board.workId));
    return problems.length === 0
      ? ok({ problems })
      : { status: Status.GAME_PREVIEW_PROBLEMS, data: { problems }, msg: PROBLEMS_FOUND };
  });

  route(app, gameParsePlotAction, {}, async (request) => {
    await requireBoard(app, request.auth.userId, request.input.board_id);
    return ok(parsePlotActions(request.input.text));
  });
}
