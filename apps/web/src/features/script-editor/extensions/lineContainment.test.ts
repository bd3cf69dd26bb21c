import { Schema } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { describe, expect, it } from 'vitest';
import { CONTAINED_ATTRIBUTE, lineContainment, lineIndices } from './lineContainment';
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

  it('marks the lines of the window, touching only those that change, with the DOM observer stopped', () => {
    const log: string[] = [];
    let observing = true;
    const lines = Array.from({ length: doc.childCount }, (_, index) => {
      const attributes = new Set<string>();
      return {
        hasAttribute: (name: string) => attributes.has(name),
        setAttribute(name: string) {
          expect(observing).toBe(false);
          log.push(`+${index}`);
          attributes.add(name);
        },
        removeAttribute(name: string) {
          expect(observing).toBe(false);
          log.push(`-${index}`);
          attributes.delete(name);
        },
      };
    });
    const view = {
      state: { doc },
      dom: { children: lines },
      domObserver: {
        stop: () => {
          observing = false;
        },
        start: () => {
          observing = true;
        },
      },
    } as unknown as EditorView;
    const marked = () => lines.flatMap((line, i) => (line.hasAttribute(CONTAINED_ATTRIBUTE) ? [i] : []));
    const containment = lineContainment();
    containment.show(view, windowOfLines(doc, 1, 3));
    expect(marked()).toEqual([1, 2, 3]);
    containment.show(view, windowOfLines(doc, 1, 3));
    containment.show(view, windowOfLines(doc, 2, 5));
    expect(marked()).toEqual([2, 3, 4, 5]);
    containment.show(view, undefined);
    expect(marked()).toEqual([]);
    expect(log).toEqual(['+1', '+2', '+3', '-1', '+4', '+5', '-2', '-3', '-4', '-5']);
    expect(observing).toBe(true);
  });
});
