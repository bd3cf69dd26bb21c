import { describe, expect, it } from 'vitest';
import { dropInto, moveBy } from './treeOps';

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
