import {
  gameBoardAdd,
  gameDigraph,
  gameNumericAdd,
  gameTemplateAdd,
  gameTemplateApply,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { okDef } from '../../test/call';
import { addEdge, addNode, type GameFixture, gameFixture } from './testing';

describe('a template applied to another board matches its variables by name', () => {
  let app: FastifyInstance;
  let f: GameFixture;
  beforeAll(async () => {
    app = await createTestApp();
    f = await gameFixture(app, '41309100');
  });
  afterAll(async () => app.close());

  it('saves the names, moves references to the same-named variables, reports the rest', async () => {
    const t = f.member.token;
    const board_id = f.boardId;
    const numeric = async (board: string, var_name: string) =>
      (await okDef(app, gameNumericAdd, { token: t, input: { board_id: board, var_name } })).var_id;
    const liking = await numeric(board_id, '好感度');
    const courage = await numeric(board_id, '勇气');
    const set = await addNode(app, t, {
      board_id,
      node_type: 'SET',
      x: 0,
      y: 0,
      assignments: [
        { var_id: liking, op: '+=', value: 5 },
        { var_id: courage, op: '+=', value: 1 },
      ],
    });
    const end = await addNode(app, t, { board_id, node_type: 'END', x: 300, y: 0 });
    await addEdge(app, t, {
      board_id,
      source: set,
      target: end,
      condition: { var_id: liking, op: '>=', value: 10 },
    });
    const { template_id } = await okDef(app, gameTemplateAdd, {
      token: t,
      input: { project_id: f.workId, template_name: '示好', board_id, node_ids: [set, end] },
    });

    const other = (
      await okDef(app, gameBoardAdd, {
        token: f.owner.token,
        input: { project_id: f.workId, board_name: '乙' },
      })
    ).board_id;
    const otherLiking = await numeric(other, '好感度');
    const applied = await okDef(app, gameTemplateApply, {
      token: t,
      input: { board_id: other, template_id },
    });
    expect(applied.unmatched_variables).toEqual(['勇气']);
    const graph = await okDef(app, gameDigraph, { token: t, input: { board_id: other } });
    const stampedSet = graph.nodes.find((n) => n.node_type === 'SET');
    // 好感度 follows the name; 勇气 keeps its id (the board's checker flags it).
    expect(stampedSet?.assignments?.map((a) => a.var_id)).toEqual([otherLiking, courage]);
    expect(graph.edges.map((e) => e.condition?.var_id)).toEqual([otherLiking]);

    // On its own board every id is there: nothing to match, nothing to report.
    const again = await okDef(app, gameTemplateApply, {
      token: t,
      input: { board_id, template_id, x: 0, y: 400 },
    });
    expect(again.unmatched_variables).toEqual([]);
  });
});
