import {
  gameBoardAdd,
  gameDigraph,
  gameEventAdd,
  gameEventDelete,
  gameEventList,
  gameEventUpdate,
  gamePanelAdd,
  gamePanelDelete,
  gamePanelList,
  gamePanelUpdate,
  gameTemplateAdd,
  gameTemplateApply,
  gameTemplateDelete,
  gameTemplateList,
  gameTemplateUpdate,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { addEdge, addNode, type GameFixture, gameFixture } from './testing';

describe('game v3 events, panels and templates through the real routes', () => {
  let app: FastifyInstance;
  let f: GameFixture;
  beforeAll(async () => {
    app = await createTestApp();
    f = await gameFixture(app, '41300700');
  });
  afterAll(async () => app.close());

  it('v2 event: added on a node of the board, listed, changed, deleted', async () => {
    const board_id = f.boardId;
    const inn = await addNode(app, f.member.token, { board_id, node_type: 'PLOT', x: 0, y: 0 });
    const { event_id } = await okDef(app, gameEventAdd, {
      token: f.member.token,
      input: {
        board_id,
        event_name: '进客栈',
        trigger: 'ENTER_NODE',
        node_id: inn,
        message: '雨越下越大。',
        once: true,
      },
    });
    await okDef(app, gameEventUpdate, {
      token: f.member.token,
      input: { board_id, event_id, event_name: '初进客栈' },
    });
    const list = await okDef(app, gameEventList, { token: f.admin.token, input: { board_id } });
    expect(list.list).toEqual([
      {
        event_id,
        event_name: '初进客栈',
        trigger: 'ENTER_NODE',
        node_id: inn,
        message: '雨越下越大。',
        once: true,
      },
    ]);
    const missing = await callDef(app, gameEventAdd, {
      token: f.member.token,
      input: { board_id, event_name: '坏', trigger: 'ENTER_NODE', node_id: 'no-such-node' },
    });
    expect([missing.status, missing.msg]).toEqual([Status.NOT_FOUND, '事件指向的节点不存在']);
    await okDef(app, gameEventDelete, { token: f.member.token, input: { board_id, event_id } });
    expect((await okDef(app, gameEventList, { token: f.admin.token, input: { board_id } })).list).toEqual([]);
    const again = await callDef(app, gameEventDelete, {
      token: f.member.token,
      input: { board_id, event_id },
    });
    expect([again.status, again.msg]).toEqual([Status.NOT_FOUND, '事件不存在或已删除']);
  });

  it('panel: added visible with no rows, rows set, hidden, deleted', async () => {
    const board_id = f.boardId;
    const { panel_id } = await okDef(app, gamePanelAdd, {
      token: f.member.token,
      input: { board_id, panel_name: '状态' },
    });
    await okDef(app, gamePanelUpdate, {
      token: f.member.token,
      input: { board_id, panel_id, visible: false, items: [{ var_id: 'v1', label: '勇气', display: 'BAR' }] },
    });
    const list = await okDef(app, gamePanelList, { token: f.admin.token, input: { board_id } });
    expect(list.list).toEqual([
      {
        panel_id,
        panel_name: '状态',
        visible: false,
        items: [{ var_id: 'v1', label: '勇气', display: 'BAR' }],
      },
    ]);
    await okDef(app, gamePanelDelete, { token: f.member.token, input: { board_id, panel_id } });
    expect((await okDef(app, gamePanelList, { token: f.admin.token, input: { board_id } })).total).toBe(0);
  });

  it('template: saved from a board selection, stamped onto another board with new ids, renamed, deleted', async () => {
    const t = f.member.token;
    const board_id = f.boardId;
    const a = await addNode(app, t, {
      board_id,
      node_type: 'PLOT',
      x: 500,
      y: 300,
      name: '对峙',
      actions: [{ action_type: 'DIALOG', role_name: '林秋', msg: '站住。' }],
    });
    const b = await addNode(app, t, { board_id, node_type: 'END', x: 700, y: 350, name: '了结' });
    const outside = await addNode(app, t, { board_id, node_type: 'END', x: 900, y: 0 });
    await addEdge(app, t, { board_id, source: a, target: b, label: '出手' });
    await addEdge(app, t, { board_id, source: b, target: outside });

    const { template_id } = await okDef(app, gameTemplateAdd, {
      token: t,
      input: { project_id: f.workId, template_name: '对峙结局', board_id, node_ids: [a, b] },
    });
    const list = await okDef(app, gameTemplateList, {
      token: f.admin.token,
      input: { project_id: f.workId },
    });
    expect(list.abilities).toEqual({ can_write: false });
    const saved = list.list.find((x) => x.template_id === template_id);
    expect(saved?.node_count).toBe(2);
    // Only the edges among the selected nodes come along.
    expect(saved?.content.edges.map((e) => e.label)).toEqual(['出手']);

    const other = (
      await okDef(app, gameBoardAdd, {
        token: f.owner.token,
        input: { project_id: f.workId, board_name: '支线' },
      })
    ).board_id;
    const stamped = await okDef(app, gameTemplateApply, {
      token: t,
      input: { board_id: other, template_id, x: 10, y: 20 },
    });
    expect(stamped.node_ids).toHaveLength(2);
    expect(stamped.node_ids).not.toContain(a);
    const graph = await okDef(app, gameDigraph, { token: t, input: { board_id: other } });
    const byName = new Map(graph.nodes.map((n) => [n.name, n]));
    expect([byName.get('对峙')?.x, byName.get('对峙')?.y]).toEqual([10, 20]);
    expect([byName.get('了结')?.x, byName.get('了结')?.y]).toEqual([210, 70]);
    const line = byName.get('对峙')?.actions?.[0];
    expect(line?.msg).toBe('站住。');
    const source = saved?.content.nodes.find((n) => n.node_id === a)?.actions?.[0]?.line_id;
    expect(line?.line_id).not.toBe(source);
    expect(graph.edges).toEqual([
      {
        edge_id: stamped.edge_ids[0],
        source: byName.get('对峙')?.node_id,
        target: byName.get('了结')?.node_id,
        label: '出手',
      },
    ]);

    await okDef(app, gameTemplateUpdate, { token: t, input: { template_id, template_name: '对峙' } });
    const renamed = await okDef(app, gameTemplateList, { token: t, input: { project_id: f.workId } });
    expect(renamed.list.map((x) => x.template_name)).toContain('对峙');
    await okDef(app, gameTemplateDelete, { token: t, input: { template_id } });
    const gone = await callDef(app, gameTemplateApply, { token: t, input: { board_id: other, template_id } });
    expect([gone.status, gone.msg]).toEqual([Status.NOT_FOUND, '模板不存在或已删除']);
    const empty = await callDef(app, gameTemplateAdd, {
      token: t,
      input: { project_id: f.workId, template_name: '空', board_id, node_ids: [] },
    });
    expect([empty.status, empty.msg]).toEqual([Status.BAD_REQUEST, '请选择要保存为模板的节点']);
  });
});
