import type { TWorkMember } from '@juzuo/schemas';

/**
 * The members a comment @mentions: `@<name>` for a member's display name. Longer names are tried
 * first, so `@张小敬` is not read as `@张小`. Chinese text has no spaces to end a name on, so names
 * are matched whole rather than cut at the next space.
 */
export function mentionedMembers(content: string, members: readonly TWorkMember[]): TWorkMember[] {
  let rest = content;
  const found: TWorkMember[] = [];
  for (const m of [...members].filter((m) => m.name).sort((a, b) => b.name.length - a.name.length)) {
    const token = `@${m.name}`;
    if (!rest.includes(token)) continue;
    found.push(m);
    rest = rest.replaceAll(token, ' ');
  }
  return found;
}
