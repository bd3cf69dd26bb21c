/** What the conversion remembers between chunks, so later chunks keep names and threads. */
export interface NovelMemory {
  characters: Array<{ name: string; aliases: string[]; note: string }>;
  summary: string;
  threads: string[];
}

export const emptyMemory = (): NovelMemory => ({ characters: [], summary: '', threads: [] });

/** Longest summary kept (characters): the memory must stay small beside each chunk. */
const SUMMARY_MAX = 400;
const CHARACTERS_MAX = 60;
const THREADS_MAX = 12;

/**
 * Folds a chunk's answered memory into the one before: a character keeps the name it was first given
 * (a later answer naming it by an alias adds the alias, never renames), the summary and threads are
 * the latest, cut to size.
 */
export function mergeMemory(before: NovelMemory, answered: NovelMemory): NovelMemory {
  const characters = before.characters.map((c) => ({ ...c, aliases: [...c.aliases] }));
  for (const c of answered.characters) {
    const names = [c.name, ...c.aliases].map((n) => n.trim()).filter(Boolean);
    const known = characters.find((k) => names.some((n) => n === k.name || k.aliases.includes(n)));
    if (known) {
      for (const n of names) if (n !== known.name && !known.aliases.includes(n)) known.aliases.push(n);
      if (!known.note && c.note) known.note = c.note;
    } else if (names[0]) {
      characters.push({ name: names[0], aliases: names.slice(1), note: c.note });
    }
  }
  return {
    characters: characters.slice(0, CHARACTERS_MAX),
    summary: [...(answered.summary || before.summary)].slice(0, SUMMARY_MAX).join(''),
    threads: (answered.threads.length ? answered.threads : before.threads).slice(0, THREADS_MAX),
  };
}

/** The canonical name of a name or alias (unknown names are kept as written). */
export function canonicalName(memory: NovelMemory, name: string): string {
  const n = name.trim();
  const hit = memory.characters.find((c) => c.name === n || c.aliases.includes(n));
  return hit ? hit.name : n;
}

/** The memory as the prompt's 【前情】 block. */
export function memoryText(memory: NovelMemory): string {
  if (memory.characters.length === 0 && !memory.summary) return '（这是小说的开头，没有前情）';
  const people = memory.characters
    .map(
      (c) =>
        `- ${c.name}${c.aliases.length ? `（别称：${c.aliases.join('、')}）` : ''}${c.note ? `：${c.note}` : ''}`,
    )
    .join('\n');
  const threads = memory.threads.map((t) => `- ${t}`).join('\n');
  return [
    `人物表：\n${people || '（暂无）'}`,
    `剧情梗概：${memory.summary || '（暂无）'}`,
    `未解悬念：\n${threads || '（暂无）'}`,
  ].join('\n');
}
