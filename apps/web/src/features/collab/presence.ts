import { colorFor, hashText, initialsOf, PERSON_COLORS } from '../../lib/personMark';

/** A collaborator as the awareness protocol announces them. */
export interface Collaborator {
  /** The awareness client of the first tab seen for this user (carets are per tab, entries per user). */
  clientId: number;
  id: string;
  name: string;
  color: string;
}

/** This user as others see them: the awareness `user` field (carets and presence read it). */
export interface PresenceUser {
  id: string;
  name: string;
  color: string;
}

export { colorFor, initialsOf };
/** The colours presence hands out. */
export const PRESENCE_COLORS = PERSON_COLORS;

/** Whether two collaborator lists show the same people (same clients, names and colours, same order). */
export function sameCollaborators(a: readonly Collaborator[], b: readonly Collaborator[]): boolean {
  return (
    a.length === b.length &&
    a.every((u, i) => {
      const v = b[i] as Collaborator;
      return u.clientId === v.clientId && u.id === v.id && u.name === v.name && u.color === v.color;
    })
  );
}

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
export type AwarenessStates = ReadonlyMap<number, Record<string, unknown>>;

/**
 * The other people on a document, one entry per user: the same user in two tabs (or the writer's own
 * other tab) is one person, so entries are keyed by user id and the writer's own id is left out.
 * Sorted by name so the bar does not reshuffle as tabs come and go. Colours are as announced (see
 * withDistinctColors for what the bar shows).
 */
export function readCollaborators(states: AwarenessStates, self: number, myId: string): Collaborator[] {
  const byUser = new Map<string, Collaborator>();
  const ordered = [...states.entries()].sort(([a], [b]) => a - b);
  for (const [clientId, state] of ordered) {
    const user = state.user as Partial<PresenceUser> | undefined;
    if (clientId === self || !user?.name) continue;
    const id = String(user.id ?? clientId);
    if (id === myId || byUser.has(id)) continue;
    byUser.set(id, { clientId, id, name: user.name, color: user.color ?? colorFor(id) });
  }
  return [...byUser.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.id.localeCompare(b.id),
  );
}

/**
 * Colours shown for the people on the open documents of this tab (user id -> colour), so a caret and
 * its presence entry always match even when two people's stable colours collide.
 */
const shownColors = new Map<string, string>();

/** The colour this tab shows for an awareness user (a caret's border and label, a presence dot). */
export function shownColor(user: { id?: unknown; color?: unknown }): string {
  return shownColors.get(String(user.id ?? '')) ?? String(user.color ?? '#64748b');
}

/**
 * The collaborators with colours no one else present has (the writer included), remembered for
 * shownColor so carets drawn outside React use the same colours.
 */
export function withDistinctColors(others: readonly Collaborator[], myId: string): Collaborator[] {
  const colors = distinctColors([myId, ...others.map((u) => u.id)]);
  for (const [id, color] of colors) shownColors.set(id, color);
  return others.map((u) => ({ ...u, color: colors.get(u.id) ?? u.color }));
}

/** The clients an awareness change touched. */
export interface AwarenessChange {
  added: number[];
  updated: number[];
  removed: number[];
}

/** True when only this client's own state changed (its caret moved while typing): nobody else to read. */
export const onlySelfChanged = ({ added, updated, removed }: AwarenessChange, self: number): boolean =>
  [...added, ...updated, ...removed].every((id) => id === self);
