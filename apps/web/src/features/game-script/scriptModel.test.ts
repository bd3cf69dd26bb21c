import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addNode, readEdges, readNodes } from '../game-board/boardModel';
import { appendEntries } from '../game-board/listModel';
import { addScriptNode, scriptFileName, scriptScenes } from './scriptModel';

const nameOf = (n: { fields: Record<string, unknown> }) => String(n.fields.name ?? '');

describe('the script page (剧本) over the live board', () => {
  it('follows the served story order with live lines, drops roles and empty structure, appends new nodes', () => {
    const doc = new Y.Doc();
    const start = addNode(doc, 'START', 0, 0, '开始');
    const a = addNode(doc, 'PLOT', 300, 0, '客栈');
    const b = addNode(doc, 'PLOT', 600, 0, '后院');
    const role = addNode(doc, 'ROLE_DESIGN', -300, 0, '林秋');
    const set = addNode(doc, 'SET', 900, 0, '记分');
    appendEntries(doc, a, 'actions', [
      { action_type: 'DIALOG', role_name: '林秋', msg: '（现在的台词）', line_id: 'l1' },
    ]);
    const served = [
      { node_id: start, name: '开始', lines: [], reachable: true },
      { node_id: b, name: '后院', lines: [], reachable: true },
      {
        node_id: a,
        name: '客栈',
        lines: ['林秋：旧的台词', '→ 留下：后院', '→ 离开：结局'],
        reachable: true,
      },
      { node_id: set, name: '记分', lines: [], reachable: false },
      { node_id: role, name: '林秋', lines: [], reachable: false },
      { node_id: 'gone', name: '删掉的', lines: ['△…'], reachable: true },
    ];
    const late = addNode(doc, 'PLOT', 0, 500, '新场景');
    const scenes = scriptScenes(served, readNodes(doc), nameOf);
    expect(scenes.map((s) => [s.name, s.fresh])).toEqual([
      ['后院', false],
      ['客栈', false],
      ['新场景', true],
    ]);
    // Lines are the live ones; the choices come from the reading.
    expect(scenes[1]?.actions.map((x) => x.msg)).toEqual(['（现在的台词）']);
    expect(scenes[1]?.notes).toEqual(['→ 留下：后院', '→ 离开：结局']);
    expect(scenes[2]?.node.id).toBe(late);
  });

  it('a pasted script becomes a PLOT node after the chosen one, its speakers choosing their roles', () => {
    const doc = new Y.Doc();
    const start = addNode(doc, 'START', 0, 0, '开始');
    const role = addNode(doc, 'ROLE_DESIGN', -300, 0, '林秋');
    const roles = [{ id: role, name: '林秋' }];
    const id = addScriptNode(
      doc,
      readNodes(doc),
      [
        { action_type: 'DIALOG', role_name: '林秋', msg: '别出声。' },
        { action_type: 'DIALOG', role_name: '掌柜', msg: '客官？' },
        { action_type: 'DESC', msg: '门外传来马蹄声。' },
      ],
      roles,
      '夜半',
      start,
    );
    const node = readNodes(doc).find((n) => n.id === id);
    expect(node).toMatchObject({ kind: 'PLOT', fields: { name: '夜半' } });
    expect(node?.x).toBeGreaterThan(0);
    const lines = node?.fields.actions as Record<string, unknown>[];
    expect(lines.map((l) => [l.action_type, l.role_id ?? null, l.role_name ?? null, l.msg])).toEqual([
      ['DIALOG', role, '林秋', '别出声。'],
      ['DIALOG', null, '掌柜', '客官？'],
      ['DESC', null, null, '门外传来马蹄声。'],
    ]);
    expect(lines.every((l) => typeof l.line_id === 'string')).toBe(true);
    expect(readEdges(doc).map((e) => [e.source, e.target])).toEqual([[start, id]]);
    expect(scriptFileName('主线: 第1章')).toBe('主线_ 第1章-剧本.txt');
  });
});
