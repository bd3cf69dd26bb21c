import * as schemas from '@juzuo/schemas';
import {
  type CallDef,
  callId,
  gameBoardAdd,
  gameResourceAdd,
  gameResourceCategoryAdd,
  gameTemplateAdd,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { makeImage } from '../files/testing';
import { addWork, setMember } from '../works/testing';
import { addNode, type GameFixture, gameFixture, uploadFile } from './testing';

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
  'GET /ixj_web/game/v3/export',
  'GET /ixj_web/game/v3/plot_action',
  'GET /ixj_web/game/v3/plot_role_list',
  'GET /ixj_web/game/v3/screenplay',
  'GET /ixj_web/game/v3/template',
  'GET /ixj_web/game/v2/event',
  'GET /ixj_web/game/v3/panel',
]);

/** The things of one work the inputs name. */
interface Place {
  projectId: string;
  boardId: string;
  resourceId: string;
  categoryId: string;
  fileId: string;
  /** A PLOT node of the board (lines are read from a real one). */
  plotId: string;
  templateId: string;
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
    'PUT /ixj_web/game/v3/resource': { resource_id: place.resourceId, name: '改名资源' },
    'DELETE /ixj_web/game/v3/resource': { resource_id: place.resourceId },
    'GET /ixj_web/game/v3/resource_category': { project_id: projectId },
    'POST /ixj_web/game/v3/resource_category': {
      project_id: projectId,
      resource_type: 'IMAGE',
      name: '场景',
    },
    'PUT /ixj_web/game/v3/resource_category': { category_id: place.categoryId, name: '改名' },
    'DELETE /ixj_web/game/v3/resource_category': { category_id: place.categoryId },
    'GET /ixj_web/game/v3/export': { ...b, format: 'twee' },
    'POST /ixj_web/game/v3/import': { project_id: projectId, format: 'json', content: '{}' },
    'GET /ixj_web/game/v3/plot_action': { ...b, node_id: place.plotId },
    'POST /ixj_web/game/v3/plot_action': { ...b, node_id: place.plotId, action_type: 'DESC', msg: '雨' },
    'PUT /ixj_web/game/v3/plot_action': { ...b, node_id: place.plotId, line_id: 'l1', msg: '风' },
    'DELETE /ixj_web/game/v3/plot_action': { ...b, node_id: place.plotId, line_id: 'l1' },
    'GET /ixj_web/game/v3/plot_role_list': b,
    'GET /ixj_web/game/v3/screenplay': b,
    'GET /ixj_web/game/v3/template': { project_id: projectId },
    'POST /ixj_web/game/v3/template': {
      project_id: projectId,
      template_name: '模板',
      content: { nodes: [{ node_id: 'n1', node_type: 'END', x: 0, y: 0 }], edges: [] },
    },
    'PUT /ixj_web/game/v3/template': { template_id: place.templateId, template_name: '改名' },
    'DELETE /ixj_web/game/v3/template': { template_id: place.templateId },
    'POST /ixj_web/game/v3/template/apply': { ...b, template_id: place.templateId, x: 0, y: 0 },
    'GET /ixj_web/game/v2/event': b,
    'POST /ixj_web/game/v2/event': { ...b, event_name: '事件', trigger: 'ENTER_NODE' },
    'PUT /ixj_web/game/v2/event': { ...b, event_id: 'e1', event_name: '改名' },
    'DELETE /ixj_web/game/v2/event': { ...b, event_id: 'e1' },
    'GET /ixj_web/game/v3/panel': b,
    'POST /ixj_web/game/v3/panel': { ...b, panel_name: '状态' },
    'PUT /ixj_web/game/v3/panel': { ...b, panel_id: 'p1', panel_name: '改名' },
    'DELETE /ixj_web/game/v3/panel': { ...b, panel_id: 'p1' },
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
    const plotId = await addNode(app, f.owner.token, { board_id: board, node_type: 'PLOT', x: 0, y: 0 });
    const { template_id } = await okDef(app, gameTemplateAdd, {
      token: f.owner.token,
      input: {
        project_id: projectId,
        template_name: '模板',
        content: { nodes: [{ node_id: 'n1', node_type: 'END', x: 0, y: 0 }], edges: [] },
      },
    });
    return {
      projectId,
      boardId: board,
      resourceId: resource_id,
      categoryId: category_id,
      fileId,
      plotId,
      templateId: template_id,
    };
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
    expect(GAME_CALLS.length).toBe(58);
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
    if (def.answer === 'binary') {
      // A download: the file itself, not the envelope.
      const res = await app.inject({
        method: def.method,
        url: def.path,
        query: inputOf(def, here) as Record<string, string>,
        headers: { authorization: `Bearer ${f.admin.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.startsWith(':: StoryTitle')).toBe(true);
    } else if (READS.has(callId(def))) {
      const res = await callDef(app, def, { token: f.admin.token, input: inputOf(def, here) as never });
      expect([0, ...(def.tolerate ?? [])]).toContain(res.status);
    } else {
      await expectStatus(f.admin.token, here, Status.NO_PERMISSION);
    }
  });
});
