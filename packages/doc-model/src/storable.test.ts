import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { docToHtml, docToText, fragmentOf, linesOf, storableText, summarize } from './index';

// Characters PostgreSQL's UTF8 text (and jsonb) refuses: NUL, and UTF-16 halves without their pair.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this finds.
const REFUSED = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;

/** A document as a relay or an in-process replacement can hold it: raw strings, never encoded. */
function docWith(text: string, block: string): Y.Doc {
  const doc = new Y.Doc();
  const p = new Y.XmlElement('paragraph');
  p.setAttribute('block', block);
  p.insert(0, [new Y.XmlText(text)]);
  const odd = new Y.XmlElement('x\u0000node');
  odd.insert(0, [new Y.XmlText('尾\udc00巴')]);
  fragmentOf(doc).insert(0, [p, odd]);
  return doc;
}

describe('derived text and HTML hold only what the database can store', () => {
  it('drops NUL and maps lone surrogates to U+FFFD, keeping real pairs', () => {
    expect(storableText('a\u0000b')).toBe('ab');
    expect(storableText('c\ud800d')).toBe('c\ufffdd');
    expect(storableText('\udc00尾\ud83d')).toBe('\ufffd尾\ufffd');
    expect(storableText('表情😀保持')).toBe('表情😀保持');
    const plain = '普通的一行，没有问题';
    expect(storableText(plain)).toBe(plain);
  });

  it('summarize, docToHtml, docToText and linesOf never carry refused characters', () => {
    const doc = docWith('林秋a\u0000b，c\ud800d', 'sc\u0000ene');
    const summary = summarize(doc);
    for (const derived of [summary.html, summary.text, docToHtml(doc), docToText(doc)])
      expect(derived).not.toMatch(REFUSED);
    expect(summary.text).toBe('林秋ab，c\ufffdd\n尾\ufffd巴');
    expect(summary.html).toBe(
      '<p data-block="scene">林秋ab，c\ufffdd</p><div data-node="xnode">尾\ufffd巴</div>',
    );
    expect(linesOf(doc)).toEqual([{ block: 'scene', text: '林秋ab，c\ufffdd' }, { text: '尾\ufffd巴' }]);
  });
});
