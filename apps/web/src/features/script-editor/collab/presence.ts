import { colorFor, hashText, initialsOf, PERSON_COLORS } from '../../../lib/personMark';

/** A collaborator as the awareness protocol announces them. */
export interface Collaborator {
  /** The awareness client of the first tab seen for this user (carets are per tab, entries per user). */
  clientId: number;
  id: string;
  name: string;
  color: string;
}

export { colorFor, initialsOf };
/** The colours presence hands out. */
export const PRESENCE_COLORS = PERSON_COLORS;

/**
 * Distinct colours for the users present: each user starts from their stable colour and, when it is
 * taken, moves to the next free one. Users are placed in id order, so every screen that sees the same
 * people gives them the same colours.
 */
export function distinctColors(userIds: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const taken = new Set<number>();
  for (const id of [...new Set(userIds)].sort()) {
    let i = hashText(id) % PRESENCE_COLORS.length;
    // With more users than colours, colours repeat (taken is cleared once all are used).
    if (taken.size === PRESENCE_COLORS.length) taken.clear();
    while (taken.has(i)) i = (i + 1) % PRESENCE_COLORS.length;
    taken.add(i);
    out.set(id, PRESENCE_COLORS[i] as string);
  }
  return out;
}

/** One awareness state as y-protocols keeps it (clientId -> state). */
export type AwarenessStates = ReadonlyMap<number, { user?: Partial<Collaborator> } | Record<string, unknown>>;

/**
 * The other people on a document, one entry per user: the same user in two tabs (or the writer's own
 * other tab) is one person, so entries are keyed by user id and the writer's own id is left out.
 * Sorted by name so the bar does not reshuffle as tabs come and go.
 */
export function collaboratorsFrom(states: AwarenessStates, myClientId: number, myId: string): Collaborator[] {
  const byUser = new Map<string, Collaborator>();
  const ordered = [...states.entries()].sort(([a], [b]) => a - b);
  for (const [clientId, state] of ordered) {
    const user = (state as { user?: Partial<Collaborator> }).user;
    if (clientId === myClientId || !user?.name) continue;
    const id = String(user.id ?? clientId);
    if (id === myId || byUser.has(id)) continue;
    byUser.set(id, { clientId, id, name: user.name, color: user.color ?? colorFor(id) });
  }
  return [...byUser.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.id.localeCompare(b.id),
  );
}
