import crypto from 'node:crypto';
import {
  gameEventAdd,
  gameEventDelete,
  gameEventList,
  gameEventUpdate,
  gamePanelAdd,
  gamePanelDelete,
  gamePanelList,
  gamePanelUpdate,
  ok,
  Status,
  ZGameEventItem,
  ZGamePanelItemRow,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { requireBoard } from './access';
import { addEntry, collection, entryOf, setFields } from './board-doc';
import { boardContent } from './present';
import { writeBoard } from './write';

/** Entries of a collection that parse (a half-written one from a live client is left out). */
const parsed = <T>(rows: Record<string, unknown>[], schema: z.ZodType<T>): T[] =>
  rows.flatMap((row) => {
    const item = schema.safeParse(row);
    return item.success ? [item.data] : [];
  });

/** game/v2 event and game/v3 panel: the board's events and control panels, in its live document. */
export function registerEventPanelRoutes(app: FastifyInstance): void {
  const EVENT_GONE = '事件不存在或已删除';
  const PANEL_GONE = '控制面板不存在或已删除';
  const NODE_GONE = '事件指向的节点不存在';

  route(app, gameEventList, {}, async (request) => {
    const { board } = await requireBoard(app, request.auth.userId, request.input.board_id);
    const list = parsed(boardContent(board).events, ZGameEventItem);
    return ok({ list, total: list.length });
  });

  route(app, gameEventAdd, {}, async (request) => {
    const { board_id, ...fields } = request.input;
    const eventId = crypto.randomUUID();
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      for (const id of [fields.node_id, fields.target_node_id])
        if (id && !entryOf(doc, 'nodes', id)) throw new AppError(Status.NOT_FOUND, NODE_GONE);
      addEntry(doc, 'events', eventId, fields);
    });
    return ok({ event_id: eventId });
  });

  route(app, gameEventUpdate, {}, async (request) => {
    const { board_id, event_id, ...fields } = request.input;
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      const event = entryOf(doc, 'events', event_id);
      if (!event) throw new AppError(Status.NOT_FOUND, EVENT_GONE);
      for (const id of [fields.node_id, fields.target_node_id])
        if (id && !entryOf(doc, 'nodes', id)) throw new AppError(Status.NOT_FOUND, NODE_GONE);
      setFields(event, fields);
    });
    return ok({ event_id });
  });

  route(app, gameEventDelete, {}, async (request) => {
    const { board_id, event_id } = request.input;
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      if (!entryOf(doc, 'events', event_id)) throw new AppError(Status.NOT_FOUND, EVENT_GONE);
      collection(doc, 'events').delete(event_id);
    });
    return ok({ event_id });
  });

  route(app, gamePanelList, {}, async (request) => {
    const { board } = await requireBoard(app, request.auth.userId, request.input.board_id);
    const list = parsed(boardContent(board).panels, ZGamePanelItemRow);
    return ok({ list, total: list.length });
  });

  route(app, gamePanelAdd, {}, async (request) => {
    const { board_id, ...fields } = request.input;
    const panelId = crypto.randomUUID();
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      addEntry(doc, 'panels', panelId, fields);
    });
    return ok({ panel_id: panelId });
  });

  route(app, gamePanelUpdate, {}, async (request) => {
    const { board_id, panel_id, ...fields } = request.input;
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      const panel = entryOf(doc, 'panels', panel_id);
      if (!panel) throw new AppError(Status.NOT_FOUND, PANEL_GONE);
      setFields(panel, fields);
    });
    return ok({ panel_id });
  });

  route(app, gamePanelDelete, {}, async (request) => {
    const { board_id, panel_id } = request.input;
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      if (!entryOf(doc, 'panels', panel_id)) throw new AppError(Status.NOT_FOUND, PANEL_GONE);
      collection(doc, 'panels').delete(panel_id);
    });
    return ok({ panel_id });
  });
}
