import { diffChars, diffLines } from 'diff';

/** A run of text inside a line: unchanged, only in the newer version, or only in the older one. */
export interface DiffSegment {
  kind: 'same' | 'add' | 'del';
  text: string;
}

/** One line of a unified diff, its changed characters marked. */
export interface DiffLine {
  kind: 'same' | 'add' | 'del';
  segments: DiffSegment[];
}

/** Characters added and removed between two texts. */
export interface DiffStats {
  added: number;
  removed: number;
}

const splitLines = (value: string): string[] => {
  const lines = value.split('\n');
  // diffLines keeps each line's newline: the piece after the last one is empty.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
};

/**
 * A unified diff of two plain texts: lines first (jsdiff diffLines), then, for a removed line
 * replaced by an added one, the characters within (diffChars). Character diffing suits Chinese,
 * which has no spaces for a word diff to split on.
 */
export function diffTexts(before: string, after: string): DiffLine[] {
  // Every line ends with a newline, so a last line is not "changed" only because a line followed it.
  const withEnd = (t: string) => (t === '' || t.endsWith('\n') ? t : `${t}\n`);
  const parts = diffLines(withEnd(before), withEnd(after));
  const out: DiffLine[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    if (!part) continue;
    const lines = splitLines(part.value);
    const next = parts[i + 1];
    if (part.removed && next?.added) {
      const added = splitLines(next.value);
      const paired = Math.min(lines.length, added.length);
      for (let j = 0; j < paired; j += 1) {
        const chars = diffChars(lines[j] ?? '', added[j] ?? '');
        out.push({
          kind: 'del',
          segments: chars
            .filter((c) => !c.added)
            .map((c) => ({ kind: c.removed ? 'del' : 'same', text: c.value })),
        });
        out.push({
          kind: 'add',
          segments: chars
            .filter((c) => !c.removed)
            .map((c) => ({ kind: c.added ? 'add' : 'same', text: c.value })),
        });
      }
      for (const line of lines.slice(paired))
        out.push({ kind: 'del', segments: [{ kind: 'del', text: line }] });
      for (const line of added.slice(paired))
        out.push({ kind: 'add', segments: [{ kind: 'add', text: line }] });
      i += 1;
      continue;
    }
    const kind = part.added ? 'add' : part.removed ? 'del' : 'same';
    for (const line of lines) out.push({ kind, segments: [{ kind, text: line }] });
  }
  return out;
}

/** How many characters the diff adds and removes (newlines not counted). */
export function diffStats(lines: readonly DiffLine[]): DiffStats {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    for (const s of line.segments) {
      if (s.kind === 'add') added += [...s.text].length;
      if (s.kind === 'del') removed += [...s.text].length;
    }
  }
  return { added, removed };
}
