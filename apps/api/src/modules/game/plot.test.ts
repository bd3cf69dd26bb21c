import {
  gameBoardAdd,
  gameDigraph,
  gamePlotActionAdd,
  gamePlotActionDelete,
  gamePlotActionList,
  gamePlotActionUpdate,
  gamePlotRoleList,
  gameScreenplay,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { addEdge, addNode, type GameFixture, gameFixture } from './testing';

describe('game v3 plot_action, plot_role_list and screenplay through the real routes', () => {
  let app: FastifyInstance;
  let f: GameFixture;
  beforeAll(async () => {
    app = await createTestApp();
    f = await gameFixture(app, '41300600');
  });
  afterAll(async () => app.close());

  it('lines are added, edited, moved and deleted; each keeps its line id and its dubbing fields', async () => {
    const board_id = f.boardId;
    const node_id = await addNode(app, f.member.token, { board_id, node_type: 'PLOT', x: 0, y: 0 });
    const add = (input: Record<string, unknown>) =>
      okDef(app, gamePlotActionAdd, {
        token: f.member.token,
        input: { board_id, node_id, ...input } as never,
      });
    const a = (await add({ action_type: 'DIALOG', role_name: '林秋', msg: '别出声。' })).line_id;
    const b = (await add({ action_type: 'DESC', msg: '门外传来马蹄声。' })).line_id;
    const c = (await add({ action_type: 'CHORUS', msg: '那一夜，雨没有停。', index: 0 })).line_id;
    const list = async () =>
      (await okDef(app, gamePlotActionList, { token: f.admin.token, input: { board_id, node_id } })).list;
    expect((await list()).map((l) => l.line_id)).toEqual([c, a, b]);

    // Editing a line changes only the fields sent.
    await okDef(app, gamePlotActionUpdate, {
      token: f.member.token,
      input: { board_id, node_id, line_id: a, v_speed: 1.2, dubbing_state: 'IN_PROGRESS' },
    });
    // Moving it keeps its id, text and dubbing fields.
    await okDef(app, gamePlotActionUpdate, {
      token: f.member.token,
      input: { board_id, node_id, line_id: a, index: 2, msg: '嘘，别出声。' },
    });
    const moved = await list();
    expect(moved.map((l) => l.line_id)).toEqual([c, b, a]);
    expect(moved[2]).toMatchObject({
      line_id: a,
      action_type: 'DIALOG',
      role_name: '林秋',
      msg: '嘘，别出声。',
      v_speed: 1.2,
      dubbing_state: 'IN_PROGRESS',
    });

    await okDef(app, gamePlotActionDelete, {
      token: f.member.token,
      input: { board_id, node_id, line_id: b },
    });
    expect((await list()).map((l) => l.line_id)).toEqual([c, a]);
    const gone = await callDef(app, gamePlotActionDelete, {
      token: f.member.token,
      input: { board_id, node_id, line_id: b },
    });
    expect([gone.status, gone.msg]).toEqual([Status.NOT_FOUND, '台词不存在或已删除']);

    // The node itself shows the same lines (digraph reads the same live board).
    const graph = await okDef(app, gameDigraph, { token: f.owner.token, input: { board_id } });
    expect(graph.nodes.find((n) => n.node_id === node_id)?.actions?.map((l) => l.line_id)).toEqual([c, a]);

    // Only PLOT nodes have lines.
    const end = await addNode(app, f.member.token, { board_id, node_type: 'END', x: 9, y: 9 });
    const wrong = await callDef(app, gamePlotActionAdd, {
      token: f.member.token,
      input: { board_id, node_id: end, action_type: 'DESC', msg: 'x' },
    });
    expect([wrong.status, wrong.msg]).toEqual([Status.BAD_REQUEST, '只有剧情节点有台词']);
  });

  it('plot_role_list counts who speaks where; screenplay reads the board along its paths', async () => {
    const board_id = (
      await okDef(app, gameBoardAdd, {
        token: f.owner.token,
        input: { project_id: f.workId, board_name: '剧本' },
      })
    ).board_id;
    const t = f.member.token;
    const start = await addNode(app, t, { board_id, node_type: 'START', x: 0, y: 0 });
    const inn = await addNode(app, t, {
      board_id,
      node_type: 'PLOT',
      x: 100,
      y: 0,
      name: '客栈',
      actions: [
        { action_type: 'DIALOG', role_name: '林秋', msg: '掌柜的，来壶酒。' },
        { action_type: 'DIALOG', role_name: '掌柜', msg: '客官稍等。' },
        { action_type: 'DESC', msg: '门外传来马蹄声。' },
        { action_type: 'DIALOG', role_name: '林秋', msg: '有人来了。' },
      ],
    });
    const branch = await addNode(app, t, { board_id, node_type: 'BRANCH', x: 200, y: 0, name: '抉择' });
    const fight = await addNode(app, t, {
      board_id,
      node_type: 'END',
      x: 300,
      y: 0,
      name: '迎战',
      text: '刀光一闪。',
    });
    const flee = await addNode(app, t, { board_id, node_type: 'END', x: 300, y: 100, name: '逃走' });
    await addNode(app, t, { board_id, node_type: 'ROLE_DESIGN', x: 0, y: 300, name: '说书人' });
    const lost = await addNode(app, t, { board_id, node_type: 'MESSAGE', x: 0, y: 400, text: '无人知晓' });
    await addEdge(app, t, { board_id, source: start, target: inn });
    await addEdge(app, t, { board_id, source: inn, target: branch });
    await addEdge(app, t, { board_id, source: branch, target: flee, label: '翻窗', is_default: true });
    await addEdge(app, t, { board_id, source: branch, target: fight, label: '拔剑' });

    const roles = await okDef(app, gamePlotRoleList, { token: f.admin.token, input: { board_id } });
    expect(roles.list.map((r) => [r.role_name, r.line_count, r.node_ids.length])).toEqual([
      ['林秋', 2, 1],
      ['掌柜', 1, 1],
      ['说书人', 0, 1],
    ]);

    const play = await okDef(app, gameScreenplay, { token: f.admin.token, input: { board_id } });
    expect(play.scenes.map((s) => [s.name, s.reachable])).toEqual([
      ['开始', true],
      ['客栈', true],
      ['抉择', true],
      ['迎战', true],
      ['逃走', true],
      ['说书人', false],
      ['消息', false],
    ]);
    expect(play.scenes.find((s) => s.node_id === inn)?.lines).toEqual([
      '林秋：掌柜的，来壶酒。',
      '掌柜：客官稍等。',
      '△门外传来马蹄声。',
      '林秋：有人来了。',
    ]);
    expect(play.scenes.find((s) => s.node_id === branch)?.lines).toEqual(['→ 拔剑：迎战', '→ 翻窗：逃走']);
    expect(play.text).toContain('【迎战】\n刀光一闪。');
    expect(play.text).toContain('【消息】（从开始无法到达）\n无人知晓');
    expect(play.text).not.toContain('说书人');
    expect(play.scenes.find((s) => s.node_id === lost)?.reachable).toBe(false);
  });
});
