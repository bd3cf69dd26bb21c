import { describe, expect, it } from 'vitest';
import { scriptElements, shownText } from '../model/elements';
import { estimatePages } from '../model/estimate';
import { docxParagraphs, fdxParagraphs, fountainTokens, pdfBody, sampleEpisode } from '../testing';
import type { Book } from './book';
import { writeDocx } from './docx';
import { writeFdx } from './fdx';
import { writeFountain } from './fountain';
import { writePdf } from './pdf';
import { writeTxt } from './txt';

const elements = scriptElements(sampleEpisode(2), 2);
const shown = shownText(elements).split('\n');
const book: Book = {
  workName: '风雪客栈',
  author: '林秋',
  date: '2026年11月26日',
  novel: false,
  single: true,
  documents: [{ title: '第2集', elements }],
};
const squeeze = (s: string) => s.replace(/\s+/g, '');

describe('format writers', () => {
  it('TXT is the script as the editor shows it', () => {
    expect(writeTxt(book).toString('utf8')).toBe(`${shown.join('\n')}\n`);
    expect(shown.slice(0, 2)).toEqual(['2-1 日 内 客栈大堂', '人物：林秋、掌柜、小二']);
  });

  it('DOCX read by mammoth shows every line in order', async () => {
    expect(await docxParagraphs(await writeDocx(book))).toEqual([
      '风雪客栈',
      '林秋',
      '2026年11月26日',
      '第2集',
      ...shown.filter((l) => l !== ''),
    ]);
  });

  it('PDF text (pdftotext) equals the script text in order, after the title page', async () => {
    const pdf = pdfBody(await writePdf(book));
    expect(pdf.title).toBe('风雪客栈林秋2026年11月26日');
    expect(pdf.body).toBe(squeeze(`第2集${shown.join('')}`));
    expect(pdf.pages).toBe(estimatePages(elements));
  });

  it('Fountain parses back to the same scene headings, characters, dialogue and transitions', () => {
    const text = writeFountain(book).toString('utf8');
    const { tokens: kinds, title } = fountainTokens(text);
    expect(title).toBe('风雪客栈');
    expect(kinds).toContainEqual(['scene_heading', '日 内 客栈大堂', '2-1']);
    expect(kinds).toContainEqual(['scene_heading', '夜 外 后院', '2-5']);
    expect(kinds).toContainEqual(['character', '林秋 (O.S.)', undefined]);
    expect(kinds).toContainEqual(['parenthetical', '(压低声音)', undefined]);
    expect(kinds).toContainEqual(['dialogue', '别出声，有人跟着我。', undefined]);
    expect(kinds).toContainEqual(['character', '旁白 (V.O.)', undefined]);
    expect(kinds).toContainEqual(['transition', '切至：', undefined]);
    expect(kinds).toContainEqual(['action', '林秋推门而入，风雪跟着卷进来。', undefined]);
    expect(kinds).toContainEqual(['action', '人物：林秋、掌柜、小二', undefined]);
  });

  it('FDX parses back with a paragraph type for every element, numbers on scene headings', () => {
    const xml = writeFdx(book).toString('utf8');
    const paragraphs = fdxParagraphs(xml);
    expect(paragraphs.slice(0, 9)).toEqual([
      ['General', null, '第2集'],
      ['Scene Heading', '2-1', '日 内 客栈大堂'],
      ['Action', null, '人物：林秋、掌柜、小二'],
      ['Action', null, '林秋推门而入，风雪跟着卷进来。'],
      ['Character', null, '掌柜'],
      ['Dialogue', null, '客官里边请！'],
      ['Character', null, '林秋 (O.S.)'],
      ['Parenthetical', null, '(压低声音)'],
      ['Dialogue', null, '别出声，有人跟着我。'],
    ]);
    expect(paragraphs).toContainEqual([
      'Action',
      null,
      'A whole line of English text, with numbers 123 and symbols & < >.',
    ]);
    expect(paragraphs.at(-1)).toEqual(['Transition', null, '黑场']);
  });
});
