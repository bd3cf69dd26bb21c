import crypto from 'node:crypto';
import {
  gamePlotActionAdd,
  gamePlotActionDelete,
  gamePlotActionList,
  gamePlotActionUpdate,
  gamePlotRoleList,
  gameScreenplay,
  ok,
  Status,
  ZGamePlotActionItem,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { requireBoard } from './access';
import { entryOf, setFields, toYValue } from './board-doc';
import { plotRoles } from './plot-roles';
import { boardContent } from './present';
import { screenplayOf } from './screenplay';
import { writeBoard } from './write';

const NODE_GONE = '节点不存在或已删除';
const LINE_GONE = '台词不存在或已删除';
const NOT_PLOT = '只有剧情节点有台词';

/** The lines of a PLOT node on the live board, made a Y.Array of Y.Maps when a client left something else. */
function linesOf(doc: Y.Doc, nodeId: string): Y.Array<unknown> {
  const node = entryOf(doc, 'nodes', nodeId);
  if (!node) throw new AppError(Status.NOT_FOUND, NODE_GONE);
  if (node.get('node_type') !== 'PLOT') throw new AppError(Status.BAD_REQUEST, NOT_PLOT);
  const lines = node.get('actions');
  if (lines instanceof Y.Array) return lines;
  const fresh = toYValue(Array.isArray(lines) ? lines : []) as Y.Array<unknown>;
  node.set('actions', fresh);
  return fresh;
}

/** Where the line `lineId` is in `lines`, or 4040. */
function indexOf(lines: Y.Array<unknown>, lineId: string): number {
  const at = lines.toArray().findIndex((l) => l instanceof Y.Map && l.get('line_id') === lineId);
  if (at < 0) throw new AppError(Status.NOT_FOUND, LINE_GONE);
  return at;
}

/** game/v3 plot_action (a PLOT node's lines, each keeping its line id), plot_role_list, screenplay. */
export function registerPlotRoutes(app: FastifyInstance): void {
  route(app, gamePlotActionList, {}, async (request) => {
    const { board_id, node_id } = request.input;
    const { board } = await requireBoard(app, request.auth.userId, board_id);
    const node = boardContent(board).nodes.find((n) => n.node_id === node_id);
    if (!node) throw new AppError(Status.NOT_FOUND, NODE_GONE);
    if (node.node_type !== 'PLOT') throw new AppError(Status.BAD_REQUEST, NOT_PLOT);
    // Lines written without an id by an older client are left out rather than given one that changes.
    const list = (node.actions ?? []).flatMap((a) => {
      const item = ZGamePlotActionItem.safeParse(a);
      return item.success ? [item.data] : [];
    });
    return ok({ list, total: list.length });
  });

  route(app, gamePlotActionAdd, {}, async (request) => {
    const { board_id, node_id, index, ...fields } = request.input;
    const lineId = crypto.randomUUID();
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      const lines = linesOf(doc, node_id);
      const at = Math.min(index ?? lines.length, lines.length);
      lines.insert(at, [toYValue({ ...fields, line_id: lineId })]);
    });
    return ok({ line_id: lineId });
  });

  route(app, gamePlotActionUpdate, {}, async (request) => {
    const { board_id, node_id, line_id, index, ...fields } = request.input;
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      const lines = linesOf(doc, node_id);
      const at = indexOf(lines, line_id);
      const line = lines.get(at) as Y.Map<unknown>;
      if (index === undefined || index === at) {
        setFields(line, fields);
        return;
      }
      // A move is a delete and an insert of the same line (same id, its fields and the new ones).
      const moved = { ...(line.toJSON() as Record<string, unknown>), ...fields, line_id };
      lines.delete(at, 1);
      lines.insert(Math.min(index, lines.length), [toYValue(moved)]);
    });
    return ok({ line_id });
  });

  route(app, gamePlotActionDelete, {}, async (request) => {
    const { board_id, node_id, line_id } = request.input;
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      const lines = linesOf(doc, node_id);
      lines.delete(indexOf(lines, line_id), 1);
    });
    return ok({ line_id });
  });

  route(app, gamePlotRoleList, {}, async (request) => {
    const { board } = await requireBoard(app, request.auth.userId, request.input.board_id);
    const list = plotRoles(boardContent(board));
    return ok({ list, total: list.length });
  });

  route(app, gameScreenplay, {}, async (request) => {
    const { board } = await requireBoard(app, request.auth.userId, request.input.board_id);
    return ok({ board_id: board.id, version: board.version, ...screenplayOf(boardContent(board)) });
  });
}
