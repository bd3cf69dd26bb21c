/** Avatar and caret colours, readable with white text and distinct from each other. */
export const PERSON_COLORS = [
  '#e11d48',
  '#2563eb',
  '#16a34a',
  '#d97706',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#65a30d',
  '#ea580c',
  '#4f46e5',
  '#0d9488',
  '#9333ea',
] as const;

/** A small stable hash of a text (same text, same number in every tab). */
export function hashText(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

/** A stable colour for a person (by user id, or by name where no id is at hand). */
export function colorFor(seed: string): string {
  return PERSON_COLORS[hashText(seed) % PERSON_COLORS.length] as string;
}

/** Default account names are 用户 plus digits (用户4821): their first character says nothing. */
const DEFAULT_NAME = /^用户(\d+)$/;

/** What an avatar circle shows: the first character of a name, or the last two digits of 用户NNNN. */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  const numbered = DEFAULT_NAME.exec(trimmed);
  if (numbered) return (numbered[1] as string).slice(-2);
  return [...trimmed][0] ?? '?';
}
