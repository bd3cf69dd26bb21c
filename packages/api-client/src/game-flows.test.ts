import { gameBoardAdd, gameNodeAdd } from '@juzuo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, signInBySms, startApi, testClient } from './test/api-server';

// Calls: /ixj_web/game/v3/node_list through the client's `game` group against the real API
// (buildApp on PGlite); concurrent duplicate requests are merged into one.
let server: RunningApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

describe('game node_list through the client', () => {
  it('concurrent requests for one board share one request; a later one asks again', async () => {
    const owner = testClient(server);
    await signInBySms(owner.api, '13730000091');
    await owner.api.team.add({ team_name: '游戏客户端团队' });
    await owner.api.team.getCurrent();
    const { project_id } = await owner.api.works.add({ project_name: '雨夜', project_type: 'GAME' });
    const { board_id } = await owner.api.call(gameBoardAdd, {
      project_id: String(project_id),
      board_name: '主线',
    });
    const { node_id } = await owner.api.call(gameNodeAdd, { board_id, node_type: 'START', x: 0, y: 0 });
    const asked = () => owner.fetched.filter((f) => f.url.pathname === '/ixj_web/game/v3/node_list').length;

    const [a, b, c] = await Promise.all([
      owner.api.game.nodeList({ board_id }),
      owner.api.game.nodeList({ board_id }),
      owner.api.game.nodeList({ board_id }),
    ]);
    expect(asked()).toBe(1);
    expect(a.list.map((n) => [n.node_id, n.node_type])).toEqual([[node_id, 'START']]);
    expect(b).toBe(a);
    expect(c).toBe(a);
    await owner.api.game.nodeList({ board_id });
    expect(asked()).toBe(2);
  });
});
