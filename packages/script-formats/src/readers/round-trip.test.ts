import { describe, expect, it } from 'vitest';
import { type ScriptElement, scriptElements } from '../model/elements';
import { sampleEpisode } from '../testing';
import type { Book } from '../writers/book';
import { writeDocx } from '../writers/docx';
import { writeFdx } from '../writers/fdx';
import { writeFountain } from '../writers/fountain';
import { writeTxt } from '../writers/txt';
import { readScriptFile } from './read-file';
import { structureLines } from './structure';

/**
 * What must survive a trip out and back: every element's kind and what it reads; a dialogue line
 * by its parts (the formats keep a voice mark as an extension, so `旁白 VO：` returns as `旁白（VO）：`).
 */
function essence(e: ScriptElement): unknown {
  if (e.kind === 'dialogue') return [e.kind, e.speaker, e.voice, e.parenthetical, e.speech];
  return [e.kind, e.shown];
}

const episodes = [2, 3].map((n) => ({ title: `第${n}集`, elements: scriptElements(sampleEpisode(n), n) }));
const book: Book = {
  workName: '风雪客栈',
  author: '林秋',
  date: '2026年11月26日',
  novel: false,
  documents: episodes,
};
const expected = episodes.map((d) => d.elements.filter((e) => e.shown.trim() !== '').map(essence));

describe('export then import', () => {
  const cases: Array<[string, () => Promise<Buffer> | Buffer, string]> = [
    ['DOCX', () => writeDocx(book), 'a.docx'],
    ['Fountain', () => writeFountain(book), 'a.fountain'],
    ['FDX', () => writeFdx(book), 'a.fdx'],
    ['TXT', () => writeTxt(book), 'a.txt'],
  ];
  it.each(cases)('%s gives back the same episodes, lines and elements', async (_name, write, filename) => {
    const read = await readScriptFile(new Uint8Array(await write()), filename);
    const parts = structureLines(read.lines, { script: true, unit: '集' }).filter((p) => !p.titlePage);
    expect(parts.map((p) => p.heading)).toEqual(['第2集', '第3集']);
    const back = parts.map((p, i) =>
      scriptElements(
        p.lines.map((l) => ({ block: l.kind, text: l.text })),
        i + 2,
      ).map(essence),
    );
    expect(back).toEqual(expected);
  });
});
