// Twee 3 (the plain-text form of a Twine 2 story, https://github.com/iftechfoundation/twine-specs
// twee-3-specification.md): passages headed `:: Name [tag1 tag2] {"position":"600,400"}`. This file
// knows the notation only; board-twee.ts maps a game board onto it. No npm package of Twee 3 is in
// the registry lists here, so it is small and tested on its own (twee.test.ts).

/** One passage as written in a Twee file. */
export interface TweePassage {
  name: string;
  tags: string[];
  /** The metadata block, when it parsed as a JSON object. */
  metadata: Record<string, unknown> | null;
  text: string;
  /** 1-based line of the `::` header (for messages naming the problem line). */
  line: number;
}

/** A problem that stops reading, with the 1-based line it is on. */
export class TweeError extends Error {
  constructor(
    readonly line: number,
    readonly problem: string,
  ) {
    super(`第${line}行：${problem}`);
    this.name = 'TweeError';
  }
}

/** A passage file read: its passages and the warnings (a bad metadata block is only a warning). */
export interface TweeFile {
  passages: TweePassage[];
  warnings: string[];
}

/** Names and tags escape `\`, `[`, `]`, `{`, `}` with a backslash (Twee 3 "Escaping"). */
export const escapeTweeName = (s: string): string => s.replace(/[\\[\]{}]/g, (c) => `\\${c}`);

/** Undoes escapeTweeName (a backslash before any character keeps that character). */
const unescapeName = (s: string): string => s.replace(/\\(.)/g, '$1');

/**
 * Content lines that would read as a header (`::`), or that already start with backslashes before
 * `::`, get one more backslash; reading removes one. So any text survives a round trip.
 */
const escapeLine = (line: string): string => (/^\\*::/.test(line) ? `\\${line}` : line);
const unescapeLine = (line: string): string => (/^\\+::/.test(line) ? line.slice(1) : line);

/** Reads up to the first unescaped character of `stops`; answers the raw part and where it ended. */
function readUntil(s: string, from: number, stops: string): { raw: string; end: number } {
  let i = from;
  while (i < s.length && !stops.includes(s[i] as string)) i += s[i] === '\\' ? 2 : 1;
  return { raw: s.slice(from, Math.min(i, s.length)), end: i };
}

/** Parses one header line (after `::`); throws on a missing name or an unclosed tag block. */
function parseHeader(rest: string, line: number, warnings: string[]): Omit<TweePassage, 'text' | 'line'> {
  const name = readUntil(rest, 0, '[{');
  const passageName = unescapeName(name.raw).trim();
  if (passageName === '') throw new TweeError(line, '段落标题缺少名称');
  let i = name.end;
  let tags: string[] = [];
  if (rest[i] === '[') {
    const block = readUntil(rest, i + 1, ']');
    if (block.end >= rest.length) throw new TweeError(line, '标签缺少右方括号 ]');
    tags = block.raw
      .split(/\s+/)
      .filter(Boolean)
      .map((t) => unescapeName(t));
    i = block.end + 1;
  }
  const tail = rest.slice(i).trim();
  let metadata: Record<string, unknown> | null = null;
  if (tail !== '') {
    try {
      const parsed: unknown = JSON.parse(tail);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        metadata = parsed as Record<string, unknown>;
      } else warnings.push(`第${line}行：段落元数据不是 JSON 对象，已忽略`);
    } catch {
      warnings.push(`第${line}行：段落元数据不是合法的 JSON，已忽略`);
    }
  }
  return { name: passageName, tags, metadata };
}

/** Parses a Twee 3 file. Text before the first header is ignored, as Twee 3 says. */
export function parseTwee(source: string): TweeFile {
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const passages: TweePassage[] = [];
  const warnings: string[] = [];
  let current: (Omit<TweePassage, 'text'> & { body: string[] }) | null = null;
  const close = () => {
    if (!current) return;
    const body = current.body;
    // Trailing blank lines separate passages; they are not part of the text.
    while (body.length && (body.at(-1) as string).trim() === '') body.pop();
    const { body: _body, ...rest } = current;
    passages.push({ ...rest, text: body.join('\n') });
  };
  lines.forEach((text, index) => {
    if (text.startsWith('::')) {
      close();
      const line = index + 1;
      current = { ...parseHeader(text.slice(2), line, warnings), line, body: [] };
    } else if (current) current.body.push(unescapeLine(text));
  });
  close();
  return { passages, warnings };
}

/** Writes one passage (header, text, blank line). */
export function writePassage(p: Omit<TweePassage, 'line'>): string {
  const tags = p.tags.length ? ` [${p.tags.map(escapeTweeName).join(' ')}]` : '';
  const meta = p.metadata ? ` ${JSON.stringify(p.metadata)}` : '';
  const body = p.text === '' ? '' : `${p.text.split('\n').map(escapeLine).join('\n')}\n`;
  return `:: ${escapeTweeName(p.name)}${tags}${meta}\n${body}\n`;
}

/** A link inside passage text: `[[Target]]`, `[[Text->Target]]`, `[[Target<-Text]]`, `[[Text|Target]]`. */
export interface TweeLink {
  text: string;
  target: string;
}

const LINK = /\[\[(.+?)\]\]/g;

/** The links of a passage text, in order. */
export function linksOf(text: string): TweeLink[] {
  const links: TweeLink[] = [];
  for (const match of text.matchAll(LINK)) {
    const inner = match[1] as string;
    let pair: [string, string];
    if (inner.includes('->')) {
      const at = inner.lastIndexOf('->');
      pair = [inner.slice(0, at), inner.slice(at + 2)];
    } else if (inner.includes('<-')) {
      const at = inner.indexOf('<-');
      pair = [inner.slice(at + 2), inner.slice(0, at)];
    } else if (inner.includes('|')) {
      const at = inner.lastIndexOf('|');
      pair = [inner.slice(0, at), inner.slice(at + 1)];
    } else pair = [inner, inner];
    const target = pair[1].trim();
    if (target) links.push({ text: pair[0].trim(), target });
  }
  return links;
}

/** Passage text without its links (what the story shows besides them). */
export const withoutLinks = (text: string): string => text.replace(LINK, '').trim();
