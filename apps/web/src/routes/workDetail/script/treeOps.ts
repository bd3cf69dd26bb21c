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

type Doc = { doc_id: string };
type Volume<D extends Doc> = { volume_id: string; docs: D[] };

/** The tree shape the reorder preview needs (a subset of project/doc/list). */
export interface TreeShape<D extends Doc, V extends Volume<D>> {
  docs: D[];
  volumes: V[];
  list: D[];
}

/**
 * The tree as it will look once the server applied doc/order: the listed documents, in order,
 * make up `container`, taken from wherever they were. Used to show a move before the answer.
 */
export function applyDocOrder<D extends Doc, V extends Volume<D>, T extends TreeShape<D, V>>(
  tree: T,
  container: Container,
  docIds: readonly string[],
): T {
  const byId = new Map(tree.list.map((d) => [d.doc_id, d]));
  const moved = new Set(docIds);
  const ordered = docIds.map((id) => byId.get(id)).filter((d): d is D => d !== undefined);
  const keep = (docs: D[]) => docs.filter((d) => !moved.has(d.doc_id));
  const docs = container === null ? ordered : keep(tree.docs);
  const volumes = tree.volumes.map((v) => ({
    ...v,
    docs: v.volume_id === container ? ordered : keep(v.docs),
  }));
  return { ...tree, docs, volumes, list: [...docs, ...volumes.flatMap((v) => v.docs)] };
}

/** The tree with its volumes in the given order (volumes not listed keep their place at the end). */
export function applyVolumeOrder<D extends Doc, V extends Volume<D>, T extends TreeShape<D, V>>(
  tree: T,
  volumeIds: readonly string[],
): T {
  const rank = (id: string) => {
    const i = volumeIds.indexOf(id);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  const volumes = [...tree.volumes].sort((a, b) => rank(a.volume_id) - rank(b.volume_id));
  return { ...tree, volumes, list: [...tree.docs, ...volumes.flatMap((v) => v.docs)] };
}
