import { Schema } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { showsPlaceholder } from './EmptyPlaceholder';

const schema = new Schema({
  nodes: {
    doc: { content: 'paragraph+' },
    paragraph: { content: 'text*' },
    text: {},
  },
});
const docOf = (lines: string[]) =>
  schema.node(
    'doc',
    null,
    lines.map((t) => schema.node('paragraph', null, t ? schema.text(t) : undefined)),
  );

// Tiptap's Placeholder (showOnlyCurrent) as script-editor.css sees it: the line at the anchor gets
// `is-editor-empty` when every line is empty, and the style draws the hint on the first line only.
function tiptapShows(lines: string[], anchor: number): boolean {
  const doc = docOf(lines);
  const $anchor = doc.resolve(anchor);
  const index = $anchor.index(0);
  const line = doc.maybeChild(index);
  return !!line && index === 0 && line.content.size === 0 && lines.every((t) => t === '');
}

describe('empty document placeholder', () => {
  it('shows exactly where Tiptap would mark the first line of an empty document', () => {
    const texts = ['', '第1集'];
    const docs: string[][] = [];
    for (let count = 1; count <= 4; count += 1)
      for (let mask = 0; mask < 2 ** count; mask += 1)
        docs.push(Array.from({ length: count }, (_, i) => texts[(mask >> i) & 1] as string));
    for (const lines of docs) {
      const doc = docOf(lines);
      for (let anchor = 0; anchor <= doc.content.size; anchor += 1)
        expect(showsPlaceholder(doc, anchor), `${JSON.stringify(lines)} @${anchor}`).toBe(
          tiptapShows(lines, anchor),
        );
    }
  });

  it('shows no hint once any line has text', () => {
    const doc = docOf(['第1集', ...Array.from({ length: 5000 }, () => '')]);
    expect(showsPlaceholder(doc, 1)).toBe(false);
    expect(showsPlaceholder(docOf(['', '', '']), 1)).toBe(true);
    expect(showsPlaceholder(docOf(['', '', '']), 3)).toBe(false);
  });
});
