import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addNode, readNodes } from './boardModel';
import { appendEntries, moveEntry, removeEntry, setEntryField } from './listModel';

describe('lists inside a node', () => {
  it('two people editing different lines of one PLOT node keep both edits', () => {
    const a = new Y.Doc();
    const id = addNode(a, 'PLOT', 0, 0);
    appendEntries(a, id, 'actions', [
      { action_type: 'DIALOG', msg: '', line_id: 'l1' },
      { action_type: 'DESC', msg: '', line_id: 'l2' },
    ]);
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    setEntryField(a, id, 'actions', 0, 'msg', '你好');
    setEntryField(b, id, 'actions', 1, 'msg', '雨夜');
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    for (const doc of [a, b])
      expect(readNodes(doc)[0]?.fields.actions).toEqual([
        { action_type: 'DIALOG', msg: '你好', line_id: 'l1' },
        { action_type: 'DESC', msg: '雨夜', line_id: 'l2' },
      ]);
  });

  it('moves a line with its id, removes one, and adopts a list written as plain JSON', () => {
    const doc = new Y.Doc();
    const id = addNode(doc, 'SET', 0, 0);
    appendEntries(doc, id, 'assignments', [
      { var_id: 'a', op: '=', value: 1 },
      { var_id: 'b', op: '=', value: 2 },
    ]);
    moveEntry(doc, id, 'assignments', 1, -1);
    expect(
      ((readNodes(doc)[0]?.fields.assignments ?? []) as { var_id: string }[]).map((x) => x.var_id),
    ).toEqual(['b', 'a']);
    setEntryField(doc, id, 'assignments', 0, 'value', undefined);
    removeEntry(doc, id, 'assignments', 1);
    expect(readNodes(doc)[0]?.fields.assignments).toEqual([{ var_id: 'b', op: '=' }]);
  });
});
