import {
  gameBoardImport,
  gameBoardList,
  gameDigraph,
  gameEventAdd,
  gameGoodAdd,
  gameNumericAdd,
  gamePanelAdd,
  Status,
  type TGameBoardContent,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { addEdge, addNode, type GameFixture, gameFixture, sortedBoard } from './testing';

describe('game v3 export and import through the real routes', () => {
  let app: FastifyInstance;
  let f: GameFixture;
  let digraph: TGameBoardContent;

  /** GET export as `token`, answering the HTTP answer. */
  const exportAs = (token: string, boardId: string, format?: string) =>
    app.inject({
      method: 'GET',
      url: '/ixj_web/game/v3/export',
      query: { board_id: boardId, ...(format ? { format } : {}) },
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    app = await createTestApp();
    f = await gameFixture(app, '41300300');
    const board_id = f.boardId;
    const token = f.member.token;
    const { var_id } = await okDef(app, gameNumericAdd, {
      token,
      input: { board_id, var_name: '勇气', init_value: 1, min_value: 0, max_value: 10 },
    });
    const start = await addNode(app, token, { board_id, node_type: 'START', x: 0, y: 0, name: '开始' });
    const inn = await addNode(app, token, {
      board_id,
      node_type: 'PLOT',
      x: 200,
      y: -40.5,
      name: '客栈 [雨夜]',
      actions: [
        {
          action_type: 'DIALOG',
          role_name: '林秋',
          msg: '掌柜的，来壶酒。',
          v_speed: 1.2,
          dubbing_state: 'DONE',
        },
        { action_type: 'DESC', msg: ':: 门外传来马蹄声。' },
      ],
    });
    const branch = await addNode(app, token, { board_id, node_type: 'BRANCH', x: 400, y: 0 });
    const fight = await addNode(app, token, { board_id, node_type: 'END', x: 600, y: -100, name: '迎战' });
    const flee = await addNode(app, token, { board_id, node_type: 'END', x: 600, y: 100, name: '逃走' });
    await addEdge(app, token, { board_id, source: start, target: inn });
    await addEdge(app, token, { board_id, source: inn, target: branch });
    await addEdge(app, token, {
      board_id,
      source: branch,
      target: fight,
      label: '拔剑',
      condition: { var_id, op: '>=', value: 5 },
    });
    await addEdge(app, token, { board_id, source: branch, target: flee, label: '翻窗', is_default: true });
    await okDef(app, gameGoodAdd, {
      token,
      input: { board_id, good_name: '金疮药', good_type: { type_id: 'medicine' } },
    });
    await okDef(app, gameEventAdd, {
      token,
      input: { board_id, event_name: '进客栈', trigger: 'ENTER_NODE', node_id: inn },
    });
    await okDef(app, gamePanelAdd, {
      token,
      input: { board_id, panel_name: '状态', items: [{ var_id, label: '勇气' }] },
    });
    digraph = await okDef(app, gameDigraph, { token, input: { board_id } });
  });
  afterAll(async () => app.close());

  it('Twee export: StoryTitle, StoryData with a stable ifid and start, passages with positions and links', async () => {
    const res = await exportAs(f.admin.token, f.boardId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('主线.twee')}`,
    );
    const text = res.body;
    expect(text.startsWith(':: StoryTitle\n主线\n\n:: StoryData\n')).toBe(true);
    const ifid = /"ifid": "([0-9A-F-]{36})"/.exec(text)?.[1];
    expect(ifid).toBeDefined();
    expect((await exportAs(f.owner.token, f.boardId, 'twee')).body).toContain(ifid as string);
    expect(text).toContain('"start": "开始"');
    expect(text).toMatch(/^:: 客栈 【雨夜】 \[PLOT\] \{"position":"200,-40.5",/m);
    expect(text).toContain('林秋：掌柜的，来壶酒。');
    expect(text).toContain('[[拔剑->迎战]]');
    expect(text).toContain('[[翻窗->逃走]]');
    // A line that would read as a passage header is escaped.
    expect(text).toContain('\n△:: 门外传来马蹄声。');
  });

  it('a Twee file exported and imported again gives the same story on a new board', async () => {
    const twee = (await exportAs(f.member.token, f.boardId, 'twee')).body;
    const imported = await okDef(app, gameBoardImport, {
      token: f.member.token,
      input: { project_id: f.workId, format: 'twee', content: twee },
    });
    // Imported back into its own work, the board is told apart from the original by its name.
    expect(imported).toMatchObject({
      board_name: '主线（导入）',
      node_count: 5,
      edge_count: 4,
      warnings: [],
    });
    expect(imported.board_id).not.toBe(f.boardId);
    const copy = await okDef(app, gameDigraph, {
      token: f.member.token,
      input: { board_id: imported.board_id },
    });
    expect(sortedBoard(copy)).toEqual(sortedBoard(digraph));
    const boards = await okDef(app, gameBoardList, { token: f.owner.token, input: { project_id: f.workId } });
    expect(boards.list.map((b) => b.board_id)).toContain(imported.board_id);
    const again = await okDef(app, gameBoardImport, {
      token: f.member.token,
      input: { project_id: f.workId, format: 'twee', content: twee },
    });
    expect(again.board_name).toBe('主线（导入 2）');
  });

  it('a JSON file exported and imported again gives the same story; the JSON is the game v3 shape', async () => {
    const res = await exportAs(f.member.token, f.boardId, 'json');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const file = res.json() as TGameBoardContent & { board_name: string; format: string };
    expect([file.format, file.board_name]).toEqual(['juzuo-game-v3', '主线']);
    expect(sortedBoard(file)).toEqual(sortedBoard(digraph));
    const imported = await okDef(app, gameBoardImport, {
      token: f.member.token,
      input: { project_id: f.workId, format: 'json', content: res.body, board_name: '副本' },
    });
    expect(imported.board_name).toBe('副本');
    const copy = await okDef(app, gameDigraph, {
      token: f.member.token,
      input: { board_id: imported.board_id },
    });
    expect(sortedBoard(copy)).toEqual(sortedBoard(digraph));
  });

  it('group frames survive a JSON import and a Twee export and import', async () => {
    const groups = [
      { group_id: 'frame1', title: '客栈一幕', x: 180, y: -80, width: 460, height: 300 },
      { group_id: 'frame2', title: '', x: 580, y: -140, width: 260, height: 400 },
    ];
    const res = await exportAs(f.member.token, f.boardId, 'json');
    const file = { ...(res.json() as TGameBoardContent), groups };
    const token = f.member.token;
    const first = await okDef(app, gameBoardImport, {
      token,
      input: { project_id: f.workId, format: 'json', content: JSON.stringify(file) },
    });
    const withGroups = await okDef(app, gameDigraph, { token, input: { board_id: first.board_id } });
    expect(sortedBoard(withGroups).groups).toEqual(groups);
    const twee = (await exportAs(token, first.board_id, 'twee')).body;
    const second = await okDef(app, gameBoardImport, {
      token,
      input: { project_id: f.workId, format: 'twee', content: twee },
    });
    const back = await okDef(app, gameDigraph, { token, input: { board_id: second.board_id } });
    expect(sortedBoard(back)).toEqual(sortedBoard(withGroups));
    // A frame with a bad size is refused with the field named.
    const bad = { ...file, groups: [{ ...groups[0], width: 0 }] };
    const refused = await callDef(app, gameBoardImport, {
      token,
      input: { project_id: f.workId, format: 'json', content: JSON.stringify(bad) },
    });
    expect(refused.status).toBe(Status.VALIDATION);
    expect(refused.msg).toBe('导入失败，groups.0.width：width 应大于0');
  });

  it('a broken file is refused with a Chinese message naming the problem line, and no board is made', async () => {
    const before = (
      await okDef(app, gameBoardList, { token: f.owner.token, input: { project_id: f.workId } })
    ).total;
    const cases: Array<[string, string, RegExp]> = [
      ['twee', ':: A\ntext\n\n:: A\n', /^导入失败，第4行：段落名称「A」重复$/],
      ['twee', ':: A [PLOT\n', /^导入失败，第1行：标签缺少右方括号 \]$/],
      ['twee', 'no passages', /^导入失败，第1行：文件中没有任何段落/],
      ['json', '{\n"nodes": [\n  {"node_id": "a",}\n]}', /^导入失败，第3行：不是合法的 JSON$/],
      [
        'json',
        '{"nodes":[{"node_id":"a","node_type":"PLOT","x":1,"y":2},{"node_id":"a","node_type":"END","x":1,"y":2}]}',
        /^导入失败，nodes\.1\.node_id：node_id 重复$/,
      ],
    ];
    for (const [format, content, message] of cases) {
      const res = await callDef(app, gameBoardImport, {
        token: f.member.token,
        input: { project_id: f.workId, format: format as 'twee' | 'json', content },
      });
      expect([res.status, res.httpStatus]).toEqual([Status.VALIDATION, 200]);
      expect(res.msg).toMatch(message);
    }
    const after = (await okDef(app, gameBoardList, { token: f.owner.token, input: { project_id: f.workId } }))
      .total;
    expect(after).toBe(before);
  });

  it('a story from Twine imports with warnings for what it could not keep', async () => {
    const twee =
      ':: StoryData\n{"ifid":"X","start":"A"}\n\n:: A {"position":"oops"}\n[[B]] [[C]]\n\n:: B [END]\n';
    const res = await okDef(app, gameBoardImport, {
      token: f.member.token,
      input: { project_id: f.workId, format: 'twee', content: twee },
    });
    expect(res.board_name).toBe('导入的画布');
    expect(res.warnings).toEqual(['第4行：位置不合法，已自动排列', '第4行：链接目标「C」不存在，已忽略']);
    const copy = await okDef(app, gameDigraph, { token: f.member.token, input: { board_id: res.board_id } });
    expect(copy.nodes.map((n) => n.node_type).sort()).toEqual(['END', 'PLOT', 'START']);
    expect(copy.edges).toHaveLength(2);
  });
});
