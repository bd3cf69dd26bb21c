import { checkBoard, GameProblemCode } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addNode, connect, removeElements, setNodeFields } from './boardModel';
import { addGroup } from './groups';
import { readLiveBoard } from './liveContent';

describe('live board reading and the shared checker', () => {
  it('reads the document as the service does, and the checker follows each edit', () => {
    const doc = new Y.Doc();
    const start = addNode(doc, 'START', 0, 0, '开场');
    const plot = addNode(doc, 'PLOT', 250, 0, '客栈');
    setNodeFields(doc, plot, { actions: [{ action_type: 'DESC', msg: '雨夜。', line_id: 'l1' }] });
    const end = addNode(doc, 'END', 500, 0, '结局');
    const edge = connect(doc, start, plot) as string;
    connect(doc, plot, end);
    const group = addGroup(doc, '第一幕', { x: -30, y: -50, width: 800, height: 200 });
    const board = readLiveBoard(doc);
    expect(board.nodes.map((n) => n.node_id).sort()).toEqual([start, plot, end].sort());
    expect(board.nodes.find((n) => n.node_id === plot)?.actions?.[0]?.msg).toBe('雨夜。');
    expect(board.groups).toEqual([
      { group_id: group, title: '第一幕', x: -30, y: -50, width: 800, height: 200 },
    ]);
    expect(checkBoard(board, null)).toEqual([]);

    removeElements(doc, [], [edge]);
    const problems = checkBoard(readLiveBoard(doc), null);
    expect(problems.some((p) => p.code === GameProblemCode.UNREACHABLE && p.node_id === plot)).toBe(true);
  });

  it('without the resource list the browser does not call used resources missing', () => {
    const doc = new Y.Doc();
    const start = addNode(doc, 'START', 0, 0);
    const video = addNode(doc, 'VIDEO', 250, 0);
    setNodeFields(doc, video, { resource_id: 'res1' });
    const end = addNode(doc, 'END', 500, 0);
    connect(doc, start, video);
    connect(doc, video, end);
    const board = readLiveBoard(doc);
    expect(checkBoard(board, null)).toEqual([]);
    expect(checkBoard(board, new Set()).map((p) => p.code)).toEqual([GameProblemCode.MISSING_RESOURCE]);
  });
});
