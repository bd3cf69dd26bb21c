import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  insertOutlineNode,
  moveOutlineNode,
  type OutlineNode,
  patchOutlineNode,
  readOutline,
  removeOutlineNode,
} from './outline';

const node = (node_id: string, parent_id = '', title = node_id): OutlineNode => ({
  node_id,
  parent_id,
  title,
  kind: parent_id ? 'beat' : 'episode',
  doc_id: '',
  markers: [],
});
const sync = (a: Y.Doc, b: Y.Doc) => {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
};
const shape = (doc: Y.Doc) => readOutline(doc).map((n) => `${n.parent_id}/${n.node_id}:${n.title}`);

describe('outline document', () => {
  it('inserts children at a place among their siblings, patches, moves and removes subtrees', () => {
    const doc = new Y.Doc();
    doc.transact(() => {
      insertOutlineNode(doc, node('e1'));
      insertOutlineNode(doc, node('e2'));
      insertOutlineNode(doc, node('b2', 'e1'));
      insertOutlineNode(doc, node('b1', 'e1'), 0);
    });
    // Array order; children are ordered among themselves (b1 went before b2).
    expect(shape(doc)).toEqual(['/e1:e1', '/e2:e2', 'e1/b1:b1', 'e1/b2:b2']);
    expect(patchOutlineNode(doc, 'e2', { title: '第二集', markers: ['paywall'] })).toBe(true);
    expect(readOutline(doc).find((n) => n.node_id === 'e2')?.markers).toEqual(['paywall']);
    expect(moveOutlineNode(doc, 'b2', 'e2')).toBe(true);
    expect(readOutline(doc).find((n) => n.node_id === 'b2')?.parent_id).toBe('e2');
    expect(removeOutlineNode(doc, 'e1')).toBe(true);
    expect(shape(doc)).toEqual(['/e2:第二集', 'e2/b2:b2']);
    expect(removeOutlineNode(doc, 'e1')).toBe(false);
  });

  it('two clients editing at once converge to the same outline', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    a.transact(() => insertOutlineNode(a, node('e1')));
    sync(a, b);
    a.transact(() => insertOutlineNode(a, node('x', 'e1')));
    b.transact(() => insertOutlineNode(b, node('y', 'e1')));
    patchOutlineNode(b, 'e1', { title: '开场' });
    sync(a, b);
    expect(shape(a)).toEqual(shape(b));
    expect(
      readOutline(a)
        .map((n) => n.node_id)
        .sort(),
    ).toEqual(['e1', 'x', 'y']);
    expect(readOutline(a)[0]?.title).toBe('开场');
  });
});
