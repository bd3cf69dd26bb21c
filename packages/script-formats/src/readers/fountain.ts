import { dialogueLine, sceneLine, typedLine } from './typed-line';
import type { ReadLine } from './types';

const SCENE = /^(?:INT|EXT|EST|INT\.?\/EXT|I\/E)[. ]/i;
const SCENE_NUMBER = /\s*#([^#\s]+)#\s*$/;

/** A heading line without its `#number#`, with a 集-场 number put back in front. */
const heading = (line: string) =>
  sceneLine(line.replace(SCENE_NUMBER, ''), SCENE_NUMBER.exec(line)?.[1] ?? null);
const TITLE_KEY = /^([A-Za-z][A-Za-z ]*):\s*(.*)$/;

/** True for a Fountain character cue: all caps with a letter, or forced with `@`. */
const isCue = (line: string): boolean =>
  line.startsWith('@') || (/[A-Z]/.test(line) && !/[a-z]/.test(line.replace(/\([^)]*\)/g, '')));

/** Title page of a Fountain file (`Title:` ... up to the first blank line) and where the body starts. */
function titlePage(lines: readonly string[]): { title: string | null; body: number } {
  if (!TITLE_KEY.test(lines[0] ?? '')) return { title: null, body: 0 };
  let title: string | null = null;
  let key = '';
  let i = 0;
  for (; i < lines.length && (lines[i] ?? '').trim() !== ''; i++) {
    const line = lines[i] as string;
    const m = TITLE_KEY.exec(line);
    if (m && !/^\s/.test(line)) {
      key = (m[1] ?? '').toLowerCase();
      if (key === 'title' && m[2]?.trim()) title = m[2].trim();
    } else if (key === 'title' && title === null) title = line.trim();
  }
  return { title, body: i };
}

/**
 * Reads a Fountain screenplay (fountain.io syntax): scene headings (`INT.`/`EXT.` or forced with
 * `.`), transitions (`… TO:` or forced with `>`), character cues with their dialogue and
 * parentheticals (one `角色：（括注）台词` line each), forced action (`!`), page breaks (`===`).
 * Notes, boneyard, sections and synopses are left out, except a section that is a `第N集` heading.
 * Other paragraphs are left to the recogniser, so a Chinese script typed as plain Fountain text
 * (`林秋：…`, `1-1 日 内 客栈`) still reads as a script.
 */
export function readFountain(source: string): { title: string | null; lines: ReadLine[] } {
  const cleaned = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\[\[[\s\S]*?\]\]/g, '');
  const all = cleaned.split(/\r\n|\r|\n/);
  const { title, body } = titlePage(all);
  const out: ReadLine[] = [];
  let pageBreak = false;
  const push = (line: ReadLine) => {
    out.push(pageBreak ? { ...line, pageBreak: true } : line);
    pageBreak = false;
  };
  let blankBefore = true;
  for (let i = body; i < all.length; i++) {
    const raw = all[i] as string;
    const line = raw.trim();
    if (line === '') {
      blankBefore = true;
      continue;
    }
    const wasBlank = blankBefore;
    blankBefore = false;
    const next = (all[i + 1] ?? '').trim();
    if (/^={3,}$/.test(line)) pageBreak = true;
    else if (line.startsWith('#')) {
      const section = line.replace(/^#+\s*/, '');
      if (/^第.+[集章话]/.test(section)) push({ text: section });
    } else if (line.startsWith('=')) continue;
    else if (/^\.[^.]/.test(line)) push(heading(line.slice(1)));
    else if (wasBlank && SCENE.test(line)) push(heading(line));
    else if (line.startsWith('>') && line.endsWith('<')) push(typedLine('action', line.slice(1, -1).trim()));
    else if (line.startsWith('>')) push(typedLine('transition', line.slice(1).trim()));
    else if (wasBlank && next === '' && /^[A-Z\s.']+TO:$/.test(line)) push(typedLine('transition', line));
    else if (line.startsWith('!')) push(typedLine('action', line.slice(1).trim()));
    else if (line.startsWith('~')) push(typedLine('action', line.slice(1).trim()));
    else if (wasBlank && next !== '' && isCue(line)) {
      const pieces: Array<{ paren: boolean; text: string }> = [];
      while (i + 1 < all.length && (all[i + 1] ?? '').trim() !== '') {
        i++;
        const piece = (all[i] as string).trim();
        pieces.push({ paren: /^\(.*\)$|^（.*）$/.test(piece), text: piece });
      }
      push(dialogueLine(line.replace(/^@/, ''), pieces));
    } else push({ text: line });
  }
  return { title, lines: out };
}
