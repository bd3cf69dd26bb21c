import { Schema } from '@tiptap/pm/model';
import { EditorState } from '@tiptap/pm/state';
import { describe, expect, it } from 'vitest';
import { applyLineChanges } from './applyChanges';

// The editor's document shape: top-level paragraphs with an optional `block` attribute.
const schema = new Schema({
  nodes: {
    doc: { content: 'paragraph+' },
    paragraph: { content: 'text*', attrs: { block: { default: null } } },
    text: {},
  },
});
const p = (text: string, block: string | null = null) =>
  schema.node('paragraph', { block }, text ? [schema.text(text)] : []);

describe('applyLineChanges', () => {
  it('sets each line’s element and stored text in one transaction, leaving other lines alone', () => {
    const doc = schema.node('doc', null, [
      p('1-1 夜 外 长安城'),
      p('△众人退后。', 'action'),
      p(''),
      p('张小敬：你来了。'),
      p('切至：', 'transition'),
    ]);
    const state = EditorState.create({ schema, doc });
    const tr = applyLineChanges(state.tr, state.doc, [
      { index: 0, change: { proposed: 'scene', proposed_text: '1-1 夜 外 长安城' } },
      { index: 1, change: { proposed: 'action', proposed_text: '众人退后。' } },
      { index: 3, change: { proposed: 'dialogue', proposed_text: '张小敬：你来了。' } },
      { index: 4, change: { proposed: 'plain', proposed_text: '切至：' } },
    ]);
    const lines: Array<[unknown, string]> = [];
    state.apply(tr).doc.forEach((n) => {
      lines.push([n.attrs.block, n.textContent]);
    });
    expect(lines).toEqual([
      ['scene', '1-1 夜 外 长安城'],
      ['action', '众人退后。'],
      [null, ''],
      ['dialogue', '张小敬：你来了。'],
      [null, '切至：'],
    ]);
  });

  it('ignores a line index past the end of the document', () => {
    const state = EditorState.create({ schema, doc: schema.node('doc', null, [p('一行')]) });
    const tr = applyLineChanges(state.tr, state.doc, [
      { index: 3, change: { proposed: 'scene', proposed_text: '一行' } },
    ]);
    expect(tr.docChanged).toBe(false);
  });
});
