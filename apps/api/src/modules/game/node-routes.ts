import crypto from 'node:crypto';
import {
  gameDigraph,
  gameEdgeAdd,
  gameEdgeDelete,
  gameNodeAdd,
  gameNodeDelete,
  gameNodeList,
  gameNodeUpdate,
  ok,
  Status,
  type TGamePlotAction,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { requireBoard } from './access';
import { addEntry, collection, entryOf, setFields } from './board-doc';
import { boardContent } from './present';
import { writeBoard } from './write';

/** Message of a node or edge the board no longer has. */
const NODE_GONE = '节点不存在或已删除';
const EDGE_GONE = '连线不存在或已删除';

/** Every plot action gets a stable line id when it has none, so its dubbing can follow it. */
const withLineIds = (actions: TGamePlotAction[] | undefined) =>
  actions?.map((a) => ({ ...a, line_id: a.line_id ?? crypto.randomUUID() }));

/** The edges touching a node. */
const edgesOf = (doc: Y.Doc, nodeId: string): string[] =>
  [...collection(doc, 'edges').entries()]
    .filter(([, e]) => e.get?.('source') === nodeId || e.get?.('target') === nodeId)
    .map(([id]) => id);

/** game/v3 node, edge, node_list and digraph. Writes go through the live board (write.ts). */
export function registerNodeRoutes(app: FastifyInstance): void {
  route(app, gameNodeList, {}, async (request) => {
    const { board } = await requireBoard(app, request.auth.userId, request.input.board_id);
    const list = boardContent(board).nodes.map((n) => ({
      node_id: n.node_id,
      node_type: n.node_type,
      name: n.name ?? '',
      x: n.x,
      y: n.y,
    }));
    return ok({ list, total: list.length });
  });

  route(app, gameDigraph, {}, async (request) => {
    const { board } = await requireBoard(app, request.auth.userId, request.input.board_id);
    return ok({ ...boardContent(board), board_id: board.id, version: board.version });
  });

  route(app, gameNodeAdd, {}, async (request) => {
    const { board_id, actions, ...fields } = request.input;
    const nodeId = crypto.randomUUID();
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      addEntry(doc, 'nodes', nodeId, { ...fields, actions: withLineIds(actions) });
    });
    return ok({ node_id: nodeId });
  });

  route(app, gameNodeUpdate, {}, async (request) => {
    const { board_id, node_id, actions, ...fields } = request.input;
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      const node = entryOf(doc, 'nodes', node_id);
      if (!node) throw new AppError(Status.NOT_FOUND, NODE_GONE);
      setFields(node, { ...fields, actions: withLineIds(actions) });
    });
    return ok({ node_id });
  });

  route(app, gameNodeDelete, {}, async (request) => {
    const { board_id, node_id } = request.input;
    const removed = await writeBoard(app, request.auth.userId, board_id, (doc) => {
      if (!entryOf(doc, 'nodes', node_id)) throw new AppError(Status.NOT_FOUND, NODE_GONE);
      const edges = edgesOf(doc, node_id);
      collection(doc, 'nodes').delete(node_id);
      for (const id of edges) collection(doc, 'edges').delete(id);
      return edges;
    });
    return ok({ node_id, removed_edges: removed });
  });

  route(app, gameEdgeAdd, {}, async (request) => {
    const { board_id, ...fields } = request.input;
    const edgeId = crypto.randomUUID();
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      for (const end of [fields.source, fields.target])
        if (!entryOf(doc, 'nodes', end)) throw new AppError(Status.NOT_FOUND, NODE_GONE);
      addEntry(doc, 'edges', edgeId, fields);
    });
    return ok({ edge_id: edgeId });
  });

  route(app, gameEdgeDelete, {}, async (request) => {
    const { board_id, edge_id } = request.input;
    await writeBoard(app, request.auth.userId, board_id, (doc) => {
      if (!entryOf(doc, 'edges', edge_id)) throw new AppError(Status.NOT_FOUND, EDGE_GONE);
      collection(doc, 'edges').delete(edge_id);
    });
    return ok({ edge_id });
  });
}
