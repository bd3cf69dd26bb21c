import { readFileSync } from 'node:fs';
import { Document, Packer, PageBreak, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { chineseDocx } from './fixtures/chinese-docx';
import { readScriptFile } from './read-file';
import { structureLines } from './structure';
import type { ImportFileError } from './types';

const script = { script: true, unit: '集' } as const;
const utf8 = (s: string) => new TextEncoder().encode(s);

async function problemOf(bytes: Uint8Array, name = 'x'): Promise<string> {
  try {
    await readScriptFile(bytes, name);
  } catch (error) {
    return `${(error as ImportFileError).problem}: ${(error as Error).message}`;
  }
  return 'read';
}

describe('readScriptFile', () => {
  it('reads a Chinese Word script into episodes and elements', async () => {
    const read = await readScriptFile(await chineseDocx(), '剧本.docx');
    expect(read.format).toBe('docx');
    const parts = structureLines(read.lines, script);
    expect(parts.map((x) => x.heading)).toEqual([null, '第1集  重逢', '第二集']);
    expect(parts[1]?.lines).toEqual([
      { kind: 'scene', text: '1-1  日  内  客栈大堂' },
      { kind: 'characters', text: '人物：林秋、掌柜' },
      { kind: 'action', text: '林秋推门而入，抖落一身雨水。' },
      { kind: 'dialogue', text: '林秋：（压低声音）掌柜，还有房吗？' },
      { kind: 'dialogue', text: '掌柜 ：  有，有。' },
      { kind: 'dialogue', text: '小二：来了！' },
      { kind: 'dialogue', text: '林秋：多谢。' },
      { kind: 'transition', text: '切至：' },
    ]);
    expect(parts[2]?.lines.map((l) => l.kind)).toEqual(['scene', 'dialogue']);
  });

  it('the committed Word fixture (used by API and browser tests) reads the same', async () => {
    const committed = new Uint8Array(
      readFileSync(new URL('./fixtures/chinese-script.docx', import.meta.url)),
    );
    const fresh = await readScriptFile(await chineseDocx());
    expect((await readScriptFile(committed)).lines).toEqual(fresh.lines);
  });

  it('splits a Word file without headings at its page breaks', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph('1-1 日 内 客栈'),
            new Paragraph('林秋：甲'),
            new Paragraph({ children: [new PageBreak()] }),
            new Paragraph('1-2 夜 外 街'),
          ],
        },
      ],
    });
    const read = await readScriptFile(new Uint8Array(await Packer.toBuffer(doc)));
    expect(structureLines(read.lines, script).map((x) => x.lines.length)).toEqual([2, 1]);
  });

  it('decodes GB18030/GBK and UTF-16 text files', async () => {
    // 林秋：你好 in GBK.
    const gbk = new Uint8Array([0xc1, 0xd6, 0xc7, 0xef, 0xa3, 0xba, 0xc4, 0xe3, 0xba, 0xc3]);
    const read = await readScriptFile(gbk, 'a.txt');
    expect(read).toMatchObject({ format: 'txt', encoding: 'gb18030', lines: [{ text: '林秋：你好' }] });
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('林秋：你好', 'utf16le')]);
    expect(await readScriptFile(utf16)).toMatchObject({
      encoding: 'utf-16le',
      lines: [{ text: '林秋：你好' }],
    });
    expect((await readScriptFile(utf8('\uFEFF林秋：你好'))).encoding).toBe('utf-8');
  });

  it('reads Fountain: headings, cues with extensions, parentheticals, transitions, page breaks', async () => {
    const source = [
      'Title: 重逢',
      'Author: 张三',
      '',
      '# 第1集',
      '',
      'INT. 客栈大堂 - DAY #1-1#',
      '',
      '!人物：林秋、掌柜',
      '',
      '林秋推门而入。[[a note]]',
      '',
      '@林秋 (V.O.)',
      '(压低声音)',
      '别出声。',
      '',
      'JOHN',
      'Hello there.',
      '',
      '> 叠化',
      '',
      'CUT TO:',
      '',
      '===',
      '.1-2 夜 外 后院',
      '',
      '掌柜：客官里边请。',
    ].join('\n');
    const read = await readScriptFile(utf8(source), 'a.fountain');
    expect(read.format).toBe('fountain');
    expect(read.title).toBe('重逢');
    const parts = structureLines(read.lines, script);
    expect(parts).toEqual([
      {
        heading: '第1集',
        titlePage: false,
        lines: [
          { kind: 'scene', text: '1-1 INT. 客栈大堂 - DAY' },
          { kind: 'characters', text: '人物：林秋、掌柜' },
          { kind: 'action', text: '林秋推门而入。' },
          { kind: 'dialogue', text: '林秋（VO）：（压低声音）别出声。' },
          { kind: 'dialogue', text: 'JOHN：Hello there.' },
          { kind: 'transition', text: '叠化' },
          { kind: 'transition', text: 'CUT TO:' },
          { kind: 'scene', text: '1-2 夜 外 后院' },
          { kind: 'dialogue', text: '掌柜：客官里边请。' },
        ],
      },
    ]);
  });

  it('reads FDX paragraphs by type', async () => {
    const fdx = `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>
<FinalDraft DocumentType="Script" Template="No" Version="5">
  <Content>
    <Paragraph Type="General"><Text>第1集</Text></Paragraph>
    <Paragraph Type="Scene Heading"><Text>1-1 日 内 客栈大堂</Text></Paragraph>
    <Paragraph Type="Action"><Text>人物：林秋、掌柜</Text></Paragraph>
    <Paragraph Type="Action"><Text>△林秋推门而入。</Text></Paragraph>
    <Paragraph Type="Character"><Text>林秋 (O.S.)</Text></Paragraph>
    <Paragraph Type="Parenthetical"><Text>(压低声音)</Text></Paragraph>
    <Paragraph Type="Dialogue"><Text>别</Text><Text>出声。</Text></Paragraph>
    <Paragraph Type="Transition"><Text>切至：</Text></Paragraph>
    <Paragraph Type="General" StartsNewPage="Yes"><Text>第2集</Text></Paragraph>
    <Paragraph Type="Scene Heading"><Text>2-1 夜 外 后院</Text></Paragraph>
  </Content>
  <TitlePage><Content><Paragraph><Text>重逢</Text></Paragraph></Content></TitlePage>
</FinalDraft>`;
    const read = await readScriptFile(utf8(fdx), 'a.fdx');
    expect(read).toMatchObject({ format: 'fdx', title: '重逢' });
    const parts = structureLines(read.lines, script);
    expect(parts.map((x) => x.heading)).toEqual(['第1集', '第2集']);
    expect(parts[0]?.lines).toEqual([
      { kind: 'scene', text: '1-1 日 内 客栈大堂' },
      { kind: 'characters', text: '人物：林秋、掌柜' },
      { kind: 'action', text: '林秋推门而入。' },
      { kind: 'dialogue', text: '林秋（OS）：（压低声音）别出声。' },
      { kind: 'transition', text: '切至：' },
    ]);
  });

  it('refuses bad files by their bytes with a Chinese reason', async () => {
    const docx = await chineseDocx();
    expect(await problemOf(new Uint8Array())).toBe('empty: 文件是空的，没有可导入的文字');
    expect(await problemOf(utf8(' \n\u3000\n'))).toMatch(/^empty:/);
    expect(await problemOf(docx.slice(0, docx.length / 2), 'a.docx')).toMatch(/^damaged: 文件已损坏/);
    expect(await problemOf(utf8('%PDF-1.7\n...'), 'a.docx')).toMatch(/^unsupported: 暂不支持导入 PDF/);
    expect(await problemOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), 'a.txt')).toMatch(
      /^unsupported:/,
    );
    expect(await problemOf(utf8('<?xml version="1.0"?><html></html>'), 'a.fdx')).toMatch(/^unsupported:/);
    expect(await problemOf(utf8('<?xml version="1.0"?><FinalDraft><Content>'), 'a.fdx')).toMatch(/^damaged:/);
    const encrypted = new Uint8Array(readFileSync(new URL('./fixtures/encrypted.docx', import.meta.url)));
    expect(await problemOf(encrypted, 'a.docx')).toBe(
      'encrypted: 文件设置了密码保护，请在 Word 中取消密码后再导入',
    );
    expect(await problemOf(new Uint8Array([0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x00, 0x00]))).toMatch(
      /^unsupported:/,
    );
  });
});
