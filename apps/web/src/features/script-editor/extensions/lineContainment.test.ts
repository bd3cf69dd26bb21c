import { Schema } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { containmentRule, lineContainment, lineIndices } from './lineContainment';
import { wholeLines, windowOfLines } from './speakerWindow';

const schema = new Schema({
  nodes: {
    doc: { content: 'paragraph+' },
    paragraph: { content: 'text*' },
    text: {},
  },
});
const doc = schema.node(
  'doc',
  null,
  ['第1集', '', '林秋：掌柜，来壶茶。', '掌柜：又是他。', '', '小二：来了！'].map((t) =>
    schema.node('paragraph', null, t ? schema.text(t) : undefined),
  ),
);

describe('line containment', () => {
  it('finds the indices of the lines of a window', () => {
    for (let first = 0; first < doc.childCount; first += 1)
      for (let last = first; last < doc.childCount; last += 1)
        expect(lineIndices(doc, windowOfLines(doc, first, last))).toEqual({ first, last });
    expect(lineIndices(doc, { from: 0, to: 0 })).toBeNull();
    expect(lineIndices(doc, wholeLines(doc, doc.content.size, doc.content.size))).toBeNull();
    expect(lineIndices(doc, { from: 0, to: doc.content.size })).toEqual({ first: 0, last: 5 });
  });

  it('writes a rule for one editor and rewrites it only when the lines change', () => {
    expect(containmentRule('3', 0, 9)).toBe(
      '.script-editor[data-line-scope="3"] > p:nth-child(n+1):nth-child(-n+10) { contain: layout style; }',
    );
    const writes: string[] = [];
    let removed = false;
    const style = {
      setAttribute() {},
      remove() {
        removed = true;
      },
      set textContent(text: string) {
        writes.push(text);
      },
    };
    const fakeDocument = {
      createElement: () => style,
      head: { appendChild() {} },
    } as unknown as Document;
    const containment = lineContainment('3', fakeDocument);
    containment.show(doc, windowOfLines(doc, 2, 4));
    containment.show(doc, windowOfLines(doc, 2, 4));
    containment.show(doc, windowOfLines(doc, 1, 4));
    containment.show(doc, undefined);
    expect(writes).toEqual([containmentRule('3', 2, 4), containmentRule('3', 1, 4), '']);
    containment.destroy();
    expect(removed).toBe(true);
  });
});
