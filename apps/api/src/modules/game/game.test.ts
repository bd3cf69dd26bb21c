import {
  GameVariableMessage,
  gameArrayAdd,
  gameBoardAdd,
  gameBoardDelete,
  gameBoardList,
  gameBoardRename,
  gameCheckPreviewJson,
  gameDigraph,
  gameEdgeAdd,
  gameEdgeDelete,
  gameGoodAdd,
  gameGoodList,
  gameNodeDelete,
  gameNodeList,
  gameNodeUpdate,
  gameNumericAdd,
  gameNumericList,
  gameNumericUpdate,
  gameParsePlotAction,
  gameStoreAdd,
  gameStoreList,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { addEdge, addNode, type GameFixture, gameFixture } from './testing';

describe('game v3 through the real routes', () => {
  let app: FastifyInstance;
  let f: GameFixture;
  beforeAll(async () => {
    app = await createTestApp();
    f = await gameFixture(app, '41300100');
  });
  afterAll(async () => app.close());

  it('board: create answers board_id, list shows it with abilities, rename and delete', async () => {
    const { board_id } = await okDef(app, gameBoardAdd, {
      token: f.member.token,
      input: { project_id: f.workId, board_name: '支线' },
    });
    let boards = await okDef(app, gameBoardList, { token: f.admin.token, input: { project_id: f.workId } });
    expect(boards.list.map((b) => b.board_name)).toEqual(['主线', '支线']);
    expect(boards.list[1]?.document).toBe(`game:${board_id}`);
    expect(boards.abilities).toEqual({ can_write: false });
    expect(
      (await okDef(app, gameBoardList, { token: f.member.token, input: { project_id: f.workId } })).abilities,
    ).toEqual({ can_write: true });

    await okDef(app, gameBoardRename, { token: f.member.token, input: { board_id, board_name: '番外' } });
    boards = await okDef(app, gameBoardList, { token: f.owner.token, input: { project_id: f.workId } });
    expect(boards.list.map((b) => b.board_name)).toEqual(['主线', '番外']);

    await okDef(app, gameBoardDelete, { token: f.member.token, input: { board_id } });
    boards = await okDef(app, gameBoardList, { token: f.owner.token, input: { project_id: f.workId } });
    expect(boards.list.map((b) => b.board_name)).toEqual(['主线']);
    const gone = await callDef(app, gameNodeList, { token: f.owner.token, input: { board_id } });
    expect([gone.status, gone.msg]).toEqual([Status.NOT_FOUND, '游戏画布不存在或已删除']);
  });

  it('node and edge: added, listed, moved, connected, deleted with their edges', async () => {
    const { board_id } = await okDef(app, gameBoardAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, board_name: '节点' },
    });
    const start = await addNode(app, f.member.token, { board_id, node_type: 'START', x: 0, y: 0 });
    const plot = await addNode(app, f.member.token, {
      board_id,
      node_type: 'PLOT',
      x: 200,
      y: 0,
      name: '客栈',
      actions: [{ action_type: 'DIALOG', role_name: '林秋', msg: '别出声。' }],
    });
    const edge = await addEdge(app, f.member.token, { board_id, source: start, target: plot });

    const list = await okDef(app, gameNodeList, { token: f.admin.token, input: { board_id } });
    expect(list.total).toBe(2);
    expect(list.list.map((n) => [n.node_id, n.node_type, n.name]).sort()).toEqual(
      [
        [start, 'START', ''],
        [plot, 'PLOT', '客栈'],
      ].sort(),
    );

    await okDef(app, gameNodeUpdate, { token: f.member.token, input: { board_id, node_id: plot, x: 320 } });
    const graph = await okDef(app, gameDigraph, { token: f.admin.token, input: { board_id } });
    const stored = graph.nodes.find((n) => n.node_id === plot);
    expect([stored?.x, stored?.y, stored?.name]).toEqual([320, 0, '客栈']);
    // Every line gets a stable id that later edits keep.
    const lineId = stored?.actions?.[0]?.line_id;
    expect(lineId).toMatch(/^[0-9a-f-]{36}$/);
    expect(graph.edges).toEqual([{ edge_id: edge, source: start, target: plot }]);

    // An edge to a node that is not on the board is refused.
    const dangling = await callDef(app, gameEdgeAdd, {
      token: f.member.token,
      input: { board_id, source: start, target: 'no-such-node' },
    });
    expect([dangling.status, dangling.msg]).toEqual([Status.NOT_FOUND, '节点不存在或已删除']);

    // Deleting a node takes its edges with it.
    const end = await addNode(app, f.member.token, { board_id, node_type: 'END', x: 400, y: 0 });
    const second = await addEdge(app, f.member.token, { board_id, source: plot, target: end });
    const removed = await okDef(app, gameNodeDelete, {
      token: f.member.token,
      input: { board_id, node_id: plot },
    });
    expect(removed.removed_edges.sort()).toEqual([edge, second].sort());
    const after = await okDef(app, gameDigraph, { token: f.owner.token, input: { board_id } });
    expect(after.nodes.map((n) => n.node_id).sort()).toEqual([start, end].sort());
    expect(after.edges).toEqual([]);

    const third = await addEdge(app, f.member.token, { board_id, source: start, target: end, label: '直达' });
    await okDef(app, gameEdgeDelete, { token: f.member.token, input: { board_id, edge_id: third } });
    expect((await okDef(app, gameDigraph, { token: f.owner.token, input: { board_id } })).edges).toEqual([]);
    const again = await callDef(app, gameEdgeDelete, {
      token: f.member.token,
      input: { board_id, edge_id: third },
    });
    expect(again.status).toBe(Status.NOT_FOUND);
  });

  it('numeric names are unique per board (numeric and array share them): 变量名称不允许重复', async () => {
    const { board_id } = await okDef(app, gameBoardAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, board_name: '变量' },
    });
    const { var_id } = await okDef(app, gameNumericAdd, {
      token: f.member.token,
      input: { board_id, var_name: '金币', var_type: 'INT', scope: 'public', init_value: 10 },
    });
    for (const name of ['金币', ' 金币 ']) {
      const dup = await callDef(app, gameNumericAdd, {
        token: f.member.token,
        input: { board_id, var_name: name },
      });
      expect([dup.status, dup.msg]).toEqual([Status.CONFLICT, GameVariableMessage.duplicateName]);
    }
    const arrayDup = await callDef(app, gameArrayAdd, {
      token: f.member.token,
      input: { board_id, name: '金币' },
    });
    expect(arrayDup.msg).toBe(GameVariableMessage.duplicateName);
    const other = await okDef(app, gameNumericAdd, {
      token: f.member.token,
      input: { board_id, var_name: '好感度', scope: 'role' },
    });
    const renameDup = await callDef(app, gameNumericUpdate, {
      token: f.member.token,
      input: { board_id, var_id: other.var_id, var_name: '金币' },
    });
    expect(renameDup.msg).toBe(GameVariableMessage.duplicateName);
    // Keeping its own name is not a duplicate.
    await okDef(app, gameNumericUpdate, {
      token: f.member.token,
      input: { board_id, var_id, var_name: '金币', max_value: 99 },
    });
    // The same name on another board is fine.
    await okDef(app, gameNumericAdd, {
      token: f.member.token,
      input: { board_id: f.boardId, var_name: '金币' },
    });

    const list = await okDef(app, gameNumericList, { token: f.admin.token, input: { board_id } });
    expect(list.list.map((v) => [v.kind, v.kind === 'numeric' ? v.var_name : '', v.scope]).sort()).toEqual([
      ['numeric', '好感度', 'role'],
      ['numeric', '金币', 'public'],
    ]);
    const gold = list.list.find((v) => v.var_id === var_id);
    expect(gold).toMatchObject({ var_type: 'INT', init_value: 10, max_value: 99 });
  });

  it('goods and stores: a store sells a good for a numeric variable', async () => {
    const { board_id } = await okDef(app, gameBoardAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, board_name: '商店' },
    });
    const { var_id } = await okDef(app, gameNumericAdd, {
      token: f.member.token,
      input: { board_id, var_name: '铜钱' },
    });
    const { good_id } = await okDef(app, gameGoodAdd, {
      token: f.member.token,
      input: { board_id, good_name: '金疮药', good_type: { type_id: 'medicine', type_name: '药品' } },
    });
    const { store_id } = await okDef(app, gameStoreAdd, {
      token: f.member.token,
      input: { board_id, store_name: '药铺', items: [{ good_id, currency_var_id: var_id, price: 30 }] },
    });
    expect((await okDef(app, gameGoodList, { token: f.admin.token, input: { board_id } })).list).toEqual([
      { good_id, good_name: '金疮药', good_type: { type_id: 'medicine', type_name: '药品' } },
    ]);
    expect((await okDef(app, gameStoreList, { token: f.admin.token, input: { board_id } })).list).toEqual([
      { store_id, store_name: '药铺', items: [{ good_id, currency_var_id: var_id, price: 30 }] },
    ]);
  });

  it('check_preview_json: 14008 with the problems (tolerated), 0 once the board is playable', async () => {
    const { board_id } = await okDef(app, gameBoardAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, board_name: '检查' },
    });
    const start = await addNode(app, f.member.token, { board_id, node_type: 'START', x: 0, y: 0 });
    const plot = await addNode(app, f.member.token, {
      board_id,
      node_type: 'PLOT',
      x: 100,
      y: 0,
      name: '开场',
    });
    await addEdge(app, f.member.token, { board_id, source: start, target: plot });

    const broken = await callDef(app, gameCheckPreviewJson, { token: f.admin.token, input: { board_id } });
    expect(broken.status).toBe(Status.GAME_PREVIEW_PROBLEMS);
    expect(broken.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(broken.data.problems.map((p) => [p.code, p.node_id ?? null]).sort()).toEqual(
      [
        ['NO_END', null],
        ['DEAD_END', plot],
        ['EMPTY_PLOT', plot],
      ].sort(),
    );
    expect(broken.data.problems.find((p) => p.code === 'EMPTY_PLOT')?.message).toBe(
      '剧情节点「开场」还没有任何台词或描述',
    );
    // The call definition tolerates 14008, so the client treats it as a result (no toast).
    expect(gameCheckPreviewJson.tolerate).toContain(Status.GAME_PREVIEW_PROBLEMS);
    await okDef(app, gameCheckPreviewJson, { token: f.admin.token, input: { board_id } });

    await okDef(app, gameNodeUpdate, {
      token: f.member.token,
      input: { board_id, node_id: plot, actions: [{ action_type: 'DESC', msg: '客栈里灯火昏暗。' }] },
    });
    const end = await addNode(app, f.member.token, { board_id, node_type: 'END', x: 200, y: 0 });
    await addEdge(app, f.member.token, { board_id, source: plot, target: end });
    const clean = await callDef(app, gameCheckPreviewJson, { token: f.admin.token, input: { board_id } });
    expect([clean.status, clean.data.problems]).toEqual([0, []]);
  });

  it('parse_plot_action: pasted script text becomes dialogue, description and narration with roles', async () => {
    const parsed = await okDef(app, gameParsePlotAction, {
      token: f.admin.token,
      input: {
        board_id: f.boardId,
        text: '人物：林秋、掌柜\n△林秋推门而入。\n林秋：（压低声音）别出声。\n旁白：那一夜，风很大。\n掌柜：客官里边请。',
      },
    });
    expect(parsed).toEqual({
      list: [
        { action_type: 'DESC', msg: '林秋推门而入。' },
        { action_type: 'DIALOG', role_name: '林秋', msg: '（压低声音）别出声。' },
        { action_type: 'CHORUS', msg: '那一夜，风很大。' },
        { action_type: 'DIALOG', role_name: '掌柜', msg: '客官里边请。' },
      ],
      roles: ['林秋', '掌柜'],
    });
  });
});
