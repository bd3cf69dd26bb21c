import { describe, expect, it } from 'vitest';
import { materialContent } from './insertMaterial';

describe('materialContent', () => {
  it('makes one linked line per non-empty line of the material', () => {
    const nodes = materialContent({ id: '42', content: '第一行\n\n  第二行  \n' });
    expect(nodes).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: '第一行', marks: [{ type: 'materialSource', attrs: { materialId: '42' } }] },
        ],
      },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: '第二行', marks: [{ type: 'materialSource', attrs: { materialId: '42' } }] },
        ],
      },
    ]);
  });

  it('gives nothing for an empty material', () => {
    expect(materialContent({ id: '1', content: ' \n ' })).toEqual([]);
  });
});
