import * as schemas from '@juzuo/schemas';
import {
  type CallDef,
  callId,
  gameBoardAdd,
  gameResourceAdd,
  gameResourceCategoryAdd,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { makeImage } from '../files/testing';
import { addWork, setMember } from '../works/testing';
import { type GameFixture, gameFixture, uploadFile } from './testing';

/** Every game v3 call, read from the shared definitions so a new call cannot miss this matrix. */
const GAME_CALLS = (Object.values(schemas) as unknown[]).filter(
  (v): v is CallDef => schemas.isCallDef(v) && v.area === 'game',
);

/** Calls that only read: membership of the work is enough. */
const READS = new Set([
  'GET /ixj_web/game/v3/board',
  'GET /ixj_web/game/v3/node_list',
  'GET /ixj_web/game/v3/digraph',
  'GET /ixj_web/game/v3/numeric',
  'GET /ixj_web/game/v3/array',
  'GET /ixj_web/game/v3/good',
  'GET /ixj_web/game/v3/store',
  'POST /ixj_web/game/v3/check_preview_json',
  'POST /ixj_web/game/v3/parse_plot_action',
  'GET /ixj_web/game/v3/resource',
  'GET /ixj_web/game/v3/resource_category',
]);

/** The things of one work the inputs name. */
interface Place {
  projectId: string;
  boardId: string;
  resourceId: string;
  categoryId: string;
  fileId: string;
}

/** A valid input of each call for a board of `projectId` (ids of entities need not exist: access comes first). */
function inputOf(def: CallDef, place: Place): Record<string, unknown> {
  const { projectId, boardId } = place;
  const b = { board_id: boardId };
  const inputs: Record<string, Record<string, unknown>> = {
    'GET /ixj_web/game/v3/board': { project_id: projectId },
    'POST /ixj_web/game/v3/board': { project_id: projectId, board_name: '新画布' },
    'PUT /ixj_web/game/v3/board': { ...b, board_name: '改名' },
    'DELETE /ixj_web/game/v3/board': b,
    'POST /ixj_web/game/v3/node': { ...b, node_type: 'START', x: 1, y: 2 },
    'PUT /ixj_web/game/v3/node': { ...b, node_id: 'n1', x: 3 },
    'DELETE /ixj_web/game/v3/node': { ...b, node_id: 'n1' },
    'POST /ixj_web/game/v3/edge': { ...b, source: 'n1', target: 'n2' },
    'DELETE /ixj_web/game/v3/edge': { ...b, edge_id: 'e1' },
    'GET /ixj_web/game/v3/node_list': b,
    'GET /ixj_web/game/v3/digraph': b,
    'GET /ixj_web/game/v3/numeric': b,
    'POST /ixj_web/game/v3/numeric': { ...b, var_name: '金币' },
    'PUT /ixj_web/game/v3/numeric': { ...b, var_id: 'v1', init_value: 3 },
    'DELETE /ixj_web/game/v3/numeric': { ...b, var_id: 'v1' },
    'GET /ixj_web/game/v3/array': b,
    'POST /ixj_web/game/v3/array': { ...b, name: '背包' },
    'PUT /ixj_web/game/v3/array': { ...b, var_id: 'v1', scope: 'role' },
    'DELETE /ixj_web/game/v3/array': { ...b, var_id: 'v1' },
    'GET /ixj_web/game/v3/good': b,
    'POST /ixj_web/game/v3/good': { ...b, good_name: '金疮药', good_type: { type_id: 'medicine' } },
    'PUT /ixj_web/game/v3/good': { ...b, good_id: 'g1', good_name: '药' },
    'DELETE /ixj_web/game/v3/good': { ...b, good_id: 'g1' },
    'GET /ixj_web/game/v3/store': b,
    'POST /ixj_web/game/v3/store': { ...b, store_name: '药铺' },
    'PUT /ixj_web/game/v3/store': { ...b, store_id: 's1', store_name: '铺子' },
    'DELETE /ixj_web/game/v3/store': { ...b, store_id: 's1' },
    'POST /ixj_web/game/v3/check_preview_json': b,
    'POST /ixj_web/game/v3/parse_plot_action': { ...b, text: '林秋：走。' },
    'GET /ixj_web/game/v3/resource': { project_id: projectId },
    'POST /ixj_web/game/v3/resource': {
      project_id: projectId,
      name: '新资源',
      resource_type: 'IMAGE',
      file_id: place.fileId,
    },
    'DELETE /ixj_web/game/v3/resource': { resource_id: place.resourceId },
    'GET /ixj_web/game/v3/resource_category': { project_id: projectId },
    'POST /ixj_web/game/v3/resource_category': {
      project_id: projectId,
      resource_type: 'IMAGE',
      name: '场景',
    },
    'DELETE /ixj_web/game/v3/resource_category': { category_id: place.categoryId },
  };
  const input = inputs[callId(def)];
  if (!input) throw new Error(`no input for ${callId(def)}`);
  return input;
}

describe('game v3 permissions on every call', () => {
  let app: FastifyInstance;
  let f: GameFixture;
  /** The fixture's work, where admin is Producer only. */
  let here: Place;
  /** A work of the same team the member does not belong to. */
  let elsewhere: Place;

  /** A board, an uploaded file, a resource and a category in a work, made by its owner. */
  const placeIn = async (projectId: string, boardId?: string): Promise<Place> => {
    const board =
      boardId ??
      (
        await okDef(app, gameBoardAdd, {
          token: f.owner.token,
          input: { project_id: projectId, board_name: '画布' },
        })
      ).board_id;
    const fileId = await uploadFile(app, f.owner.token, await makeImage('png', 6, 6), 'x.png');
    const { resource_id } = await okDef(app, gameResourceAdd, {
      token: f.owner.token,
      input: { project_id: projectId, name: `资源${board}`, resource_type: 'IMAGE', file_id: fileId },
    });
    const { category_id } = await okDef(app, gameResourceCategoryAdd, {
      token: f.owner.token,
      input: { project_id: projectId, resource_type: 'IMAGE', name: '场景' },
    });
    return { projectId, boardId: board, resourceId: resource_id, categoryId: category_id, fileId };
  };

  beforeAll(async () => {
    app = await createTestApp();
    f = await gameFixture(app, '41300200');
    // admin: Producer only (reads, never writes).
    await setMember(app, f.owner.token, f.workId, f.admin.user_id, ['Producer']);
    here = await placeIn(f.workId, f.boardId);
    elsewhere = await placeIn(await addWork(app, f.owner.token, { project_name: '别的作品' }));
  });
  afterAll(async () => app.close());

  it('the matrix covers every game call', () => {
    expect(GAME_CALLS.length).toBe(35);
    for (const def of GAME_CALLS) expect(() => inputOf(def, here)).not.toThrow();
  });

  it.each(GAME_CALLS.map((def) => [callId(def), def] as const))('%s', async (_id, def) => {
    const expectStatus = async (token: string, place: Place, status: number) => {
      const res = await callDef(app, def, { token, input: inputOf(def, place) as never });
      expect([res.status, res.httpStatus], `${callId(def)}`).toEqual([status, 200]);
      if (status !== 0) expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    };
    // Another team's user, and a team member who is not in the work: the work is not theirs (8003).
    await expectStatus(f.outsider.token, here, Status.WORK_GONE);
    await expectStatus(f.member.token, elsewhere, Status.WORK_GONE);
    // Producer only: reads, but writes are refused (7013).
    if (READS.has(callId(def))) {
      const res = await callDef(app, def, { token: f.admin.token, input: inputOf(def, here) as never });
      expect([0, ...(def.tolerate ?? [])]).toContain(res.status);
    } else {
      await expectStatus(f.admin.token, here, Status.NO_PERMISSION);
    }
  });
});
