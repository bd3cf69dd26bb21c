import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  countWords,
  docFromLines,
  docFromState,
  docToHtml,
  docToText,
  extractScenes,
  fragmentOf,
  htmlToLines,
  linesOf,
  replaceFragmentContent,
  summarize,
} from './index';

describe('doc-model', () => {
  it('renders paragraphs as <p data-block>, escapes text and keeps bold/italic', () => {
    const doc = docFromLines([{ block: 'scene', text: '1-1 日 内 客栈<大堂>' }, '林秋：别出声 & 走']);
    const p = fragmentOf(doc).get(1) as Y.XmlElement;
    const text = p.get(0) as Y.XmlText;
    text.format(0, 2, { bold: {} });
    text.format(3, 3, { italic: {}, bold: {} });
    expect(docToHtml(doc)).toBe(
      '<p data-block="scene">1-1 日 内 客栈&lt;大堂&gt;</p>' +
        '<p><strong>林秋</strong>：<strong><em>别出声</em></strong> &amp; 走</p>',
    );
    expect(docToText(doc)).toBe('1-1 日 内 客栈<大堂>\n林秋：别出声 & 走');
  });

  it('maps unknown elements generically and walks into containers for lines', () => {
    const doc = new Y.Doc();
    const quote = new Y.XmlElement('blockquote');
    const inner = new Y.XmlElement('paragraph');
    inner.insert(0, [new Y.XmlText('引文')]);
    quote.insert(0, [inner]);
    const odd = new Y.XmlElement('mention');
    odd.insert(0, [new Y.XmlText('@小王')]);
    fragmentOf(doc).insert(0, [quote, odd]);
    expect(docToHtml(doc)).toBe('<blockquote><p>引文</p></blockquote><div data-node="mention">@小王</div>');
    expect(linesOf(doc)).toEqual([{ text: '引文' }, { text: '@小王' }]);
    // The one-pass summary agrees with the separate readers.
    expect(summarize(doc)).toEqual({ html: docToHtml(doc), text: docToText(doc), charCount: 4 });
  });

  it('counts CJK characters and Latin words one each', () => {
    expect(countWords('你好，世界')).toBe(5);
    expect(countWords('Hello world')).toBe(2);
    expect(countWords('林秋说：OK, let’s go 3 次')).toBe(9);
    expect(countWords('  \n ')).toBe(0);
    expect(summarize(docFromLines(['第一行', 'two words'])).charCount).toBe(5);
  });

  it('extracts scenes with their numbers and codes', () => {
    const doc = docFromLines([
      { block: 'scene', text: '1-1 日 内 客栈大堂' },
      { block: 'action', text: '△林秋推门而入。' },
      { block: 'scene', text: '夜 外 街道' },
    ]);
    expect(extractScenes(doc)).toEqual([
      { number: 1, line: 0, heading: '1-1 日 内 客栈大堂', code: '1-1' },
      { number: 2, line: 2, heading: '夜 外 街道', code: null },
    ]);
  });

  it('replaces content as a mergeable update: a concurrent edit elsewhere survives', () => {
    const a = docFromLines(['旧的一行']);
    const b = docFromState(Y.encodeStateAsUpdate(a));
    // b types a new line while a is replaced with a version.
    fragmentOf(b).insert(1, [
      docFromLines(['并发新增']).getXmlFragment('default').get(0).clone() as Y.XmlElement,
    ]);
    replaceFragmentContent(a, docFromLines([{ block: 'scene', text: '恢复的内容' }]));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(docToText(a)).toBe(docToText(b));
    expect(docToText(a)).toContain('恢复的内容');
    expect(docToText(a)).toContain('并发新增');
    expect(docToText(a)).not.toContain('旧的一行');
  });

  it('parses HTML back into lines (data-block, entities, plain text)', () => {
    const doc = docFromLines([{ block: 'dialogue', text: '林秋：a < b & "c"' }, '']);
    expect(htmlToLines(docToHtml(doc))).toEqual([
      { block: 'dialogue', text: '林秋：a < b & "c"' },
      { text: '' },
    ]);
    expect(htmlToLines('第一行\n第二行')).toEqual([{ text: '第一行' }, { text: '第二行' }]);
    expect(htmlToLines('<p>a<br>b&#x4e2d;</p>')).toEqual([{ text: 'a b中' }]);
    expect(htmlToLines('')).toEqual([]);
  });
});
