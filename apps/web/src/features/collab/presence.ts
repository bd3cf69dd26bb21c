/** A collaborator as the awareness protocol announces them. */
export interface Collaborator {
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

const FALLBACK_COLOR = '#64748b';

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

/** Everyone else in an awareness state map: one entry per client that announced a named user. */
export function readCollaborators(states: ReadonlyMap<number, Record<string, unknown>>, self: number) {
  const out: Collaborator[] = [];
  states.forEach((state, clientId) => {
    const user = state.user as Partial<PresenceUser> | undefined;
    if (clientId === self || !user?.name) return;
    out.push({
      clientId,
      id: String(user.id ?? clientId),
      name: user.name,
      color: user.color ?? FALLBACK_COLOR,
    });
  });
  return out;
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
