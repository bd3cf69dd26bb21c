import { describe, expect, it } from 'vitest';
import { applyDocOrder, applyVolumeOrder, dropInto, moveBy } from './treeOps';

describe('moveBy', () => {
  it('moves up and down and refuses moves past the ends', () => {
    expect(moveBy(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveBy(['a', 'b', 'c'], 'a', -1)).toBeNull();
    expect(moveBy(['a', 'b', 'c'], 'c', 1)).toBeNull();
    expect(moveBy(['a'], 'x', 1)).toBeNull();
  });
});

describe('dropInto', () => {
  it('reorders within one container', () => {
    expect(dropInto(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(dropInto(['a', 'b', 'c'], 'a', null)).toEqual(['b', 'c', 'a']);
    expect(dropInto(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'a', 'c']);
  });

  it('takes a document from another container', () => {
    expect(dropInto(['a', 'b'], 'x', 'b')).toEqual(['a', 'x', 'b']);
    expect(dropInto([], 'x', null)).toEqual(['x']);
  });

  it('reports no change', () => {
    expect(dropInto(['a', 'b'], 'a', 'a')).toBeNull();
    expect(dropInto(['a', 'b'], 'a', 'b')).toBeNull();
    expect(dropInto(['a', 'b'], 'b', null)).toBeNull();
  });
});

describe('applyDocOrder / applyVolumeOrder', () => {
  const d = (id: string) => ({ doc_id: id });
  const tree = () => ({
    docs: [d('a'), d('b')],
    volumes: [
      { volume_id: 'v1', docs: [d('c')] },
      { volume_id: 'v2', docs: [d('e'), d('f')] },
    ],
    list: ['a', 'b', 'c', 'e', 'f'].map(d),
  });
  const ids = (docs: { doc_id: string }[]) => docs.map((x) => x.doc_id);

  it('reorders the top level', () => {
    const t = applyDocOrder(tree(), null, ['b', 'a']);
    expect(ids(t.docs)).toEqual(['b', 'a']);
    expect(ids(t.list)).toEqual(['b', 'a', 'c', 'e', 'f']);
  });

  it('moves a document into a volume, out of where it was', () => {
    const t = applyDocOrder(tree(), 'v1', ['a', 'c']);
    expect(ids(t.docs)).toEqual(['b']);
    expect(ids(t.volumes[0]?.docs ?? [])).toEqual(['a', 'c']);
    expect(ids(t.list)).toEqual(['b', 'a', 'c', 'e', 'f']);
  });

  it('reorders volumes and the reading order with them', () => {
    const t = applyVolumeOrder(tree(), ['v2', 'v1']);
    expect(t.volumes.map((v) => v.volume_id)).toEqual(['v2', 'v1']);
    expect(ids(t.list)).toEqual(['a', 'b', 'e', 'f', 'c']);
  });
});
