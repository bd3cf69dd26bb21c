import {
  gameBoardAdd,
  gameEdgeAdd,
  gameNodeAdd,
  type TCallInput,
  type TGameBoardContent,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { okDef } from '../../test/call';
import { type DocsFixture, docsFixture } from '../docs/testing';
import { multipartBody } from '../files/testing';

/** A docs fixture (owner, WriteWork member, read-only admin, outsider) with one board, built through the API. */
export interface GameFixture extends DocsFixture {
  boardId: string;
}

/** Creates the fixture; `prefix` is 8 digits (see teamFixture). */
export async function gameFixture(app: FastifyInstance, prefix: string): Promise<GameFixture> {
  const f = await docsFixture(app, prefix);
  const { board_id } = await okDef(app, gameBoardAdd, {
    token: f.owner.token,
    input: { project_id: f.workId, board_name: '主线' },
  });
  return { ...f, boardId: board_id };
}

/** POST game/v3/node, expecting success; answers the node id. */
export async function addNode(
  app: FastifyInstance,
  token: string,
  input: TCallInput<typeof gameNodeAdd>,
): Promise<string> {
  return (await okDef(app, gameNodeAdd, { token, input })).node_id;
}

/** POST game/v3/edge, expecting success; answers the edge id. */
export async function addEdge(
  app: FastifyInstance,
  token: string,
  input: TCallInput<typeof gameEdgeAdd>,
): Promise<string> {
  return (await okDef(app, gameEdgeAdd, { token, input })).edge_id;
}

/** Uploads bytes through POST /ixj_web/file as the token's user; answers the file id. */
export async function uploadFile(
  app: FastifyInstance,
  token: string,
  data: Buffer,
  filename: string,
): Promise<string> {
  const body = multipartBody([{ name: 'file', filename, data }]);
  const res = await app.inject({
    method: 'POST',
    url: '/ixj_web/file',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  const answer = res.json() as { status: number; data: { file_id: string } };
  if (answer.status !== 0) throw new Error(`upload failed: ${res.body}`);
  return answer.data.file_id;
}

/**
 * A board's collections, each sorted by id, without its id and version: boards compare equal when
 * they tell the same story (a live board's map order is not a file's).
 */
export const sortedBoard = (b: TGameBoardContent) => {
  const by = (field: string) => (x: object, y: object) =>
    String((x as Record<string, unknown>)[field]).localeCompare(
      String((y as Record<string, unknown>)[field]),
    );
  return {
    nodes: [...b.nodes].sort(by('node_id')),
    edges: [...b.edges].sort(by('edge_id')),
    variables: [...b.variables].sort(by('var_id')),
    goods: [...b.goods].sort(by('good_id')),
    stores: [...b.stores].sort(by('store_id')),
    events: [...b.events].sort(by('event_id')),
    panels: [...b.panels].sort(by('panel_id')),
    groups: [...b.groups].sort(by('group_id')),
  };
};
