import { gameBoardExport, gameBoardImport, gameDigraph, gameNodeList, gameNodeUpdate } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { okDef } from '../../test/call';
import { addNode, type GameFixture, gameFixture } from './testing';

const VOICE = {
  v_type: '女声',
  v_model: 'warm-01',
  v_emotion: '平静',
  v_pitch: 1,
  v_speed: 1.1,
  v_volume: 80,
};

describe('a ROLE_DESIGN node keeps its role voice (角色设定) through REST, reads and export', () => {
  let app: FastifyInstance;
  let f: GameFixture;
  beforeAll(async () => {
    app = await createTestApp();
    f = await gameFixture(app, '41300700');
  });
  afterAll(async () => app.close());

  it('the voice written on a role is read back by digraph and survives a JSON export and import', async () => {
    const board_id = f.boardId;
    const node_id = await addNode(app, f.member.token, {
      board_id,
      node_type: 'ROLE_DESIGN',
      x: 0,
      y: 0,
      name: '林秋',
    });
    await okDef(app, gameNodeUpdate, { token: f.member.token, input: { board_id, node_id, ...VOICE } });
    const graph = await okDef(app, gameDigraph, { token: f.owner.token, input: { board_id } });
    expect(graph.nodes.find((n) => n.node_id === node_id)).toMatchObject({ name: '林秋', ...VOICE });

    // A number field takes numbers only, with a message naming it.
    const bad = await app.inject({
      method: 'PUT',
      url: gameNodeUpdate.path,
      headers: { authorization: `Bearer ${f.member.token}`, device_id: 't' },
      payload: { board_id, node_id, v_speed: '快' },
    });
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json().status).not.toBe(0);
    expect(bad.json().msg).toMatch(/v_speed/);

    const exported = await app.inject({
      method: 'GET',
      url: `${gameBoardExport.path}?board_id=${board_id}&format=json`,
      headers: { authorization: `Bearer ${f.member.token}`, device_id: 't' },
    });
    const imported = await okDef(app, gameBoardImport, {
      token: f.member.token,
      input: { project_id: f.workId, format: 'json', content: exported.body, board_name: '副本' },
    });
    const list = await okDef(app, gameNodeList, {
      token: f.member.token,
      input: { board_id: imported.board_id },
    });
    const copy = await okDef(app, gameDigraph, {
      token: f.member.token,
      input: { board_id: imported.board_id },
    });
    expect(list.list.some((n) => n.node_type === 'ROLE_DESIGN')).toBe(true);
    expect(copy.nodes.find((n) => n.node_type === 'ROLE_DESIGN')).toMatchObject(VOICE);
  });
});
