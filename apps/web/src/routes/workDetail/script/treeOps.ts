/** Where a document sits: a volume id, or null for the top level of the work. */
export type Container = string | null;

/** The ids with `id` moved by `delta` places (clamped); null when it cannot move that way. */
export function moveBy(ids: readonly string[], id: string, delta: number): string[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const to = Math.max(0, Math.min(ids.length - 1, from + delta));
  if (to === from) return null;
  const next = ids.filter((x) => x !== id);
  next.splice(to, 0, id);
  return next;
}

/**
 * The order of the target container after dropping `id` before `beforeId` (or at the end when
 * beforeId is null). The dragged id may come from another container; it is removed first, so the
 * result is right for a move within one container as well. Null when nothing changes.
 */
export function dropInto(target: readonly string[], id: string, beforeId: string | null): string[] | null {
  if (id === beforeId) return null;
  const without = target.filter((x) => x !== id);
  const at = beforeId === null ? without.length : without.indexOf(beforeId);
  const next = [...without];
  next.splice(at < 0 ? without.length : at, 0, id);
  return next.length === target.length && next.every((x, i) => x === target[i]) ? null : next;
}
