import type { OutlineNode } from '@juzuo/doc-model';
import { OutlineMarker } from '@juzuo/schemas';

// Pure helpers of the outline view: the two-level tree (episodes or chapters with their beats) read
// from the flat node list, where a drag or an up/down step puts a node, and the marker lists.

/** An episode (or chapter) with its beats in order. */
export interface OutlineEpisode {
  node: OutlineNode;
  beats: OutlineNode[];
}

/** Where a move puts a node: under `parentId` ('' is the top level) as child `index`. */
export interface Placement {
  parentId: string;
  index: number;
}

/** The markers in their canonical order: 钩子, 付费卡点, 爽点. */
export const MARKER_ORDER: readonly string[] = [
  OutlineMarker.HOOK,
  OutlineMarker.PAYWALL,
  OutlineMarker.PAYOFF,
];

/**
 * Episodes in order, each with its direct children as beats. A node whose parent is gone shows at
 * the top level (as REST presents it), so nothing anyone wrote disappears from the view.
 */
export function buildOutline(nodes: readonly OutlineNode[]): OutlineEpisode[] {
  const ids = new Set(nodes.map((n) => n.node_id));
  const episodes = nodes.filter((n) => !n.parent_id || !ids.has(n.parent_id));
  return episodes.map((node) => ({ node, beats: nodes.filter((n) => n.parent_id === node.node_id) }));
}

/** Where a node sits: its episode's index and, for a beat, its index among the beats (else -1). */
export function locate(
  tree: readonly OutlineEpisode[],
  id: string,
): { episode: number; beat: number } | null {
  for (const [episode, e] of tree.entries()) {
    if (e.node.node_id === id) return { episode, beat: -1 };
    const beat = e.beats.findIndex((b) => b.node_id === id);
    if (beat >= 0) return { episode, beat };
  }
  return null;
}

/**
 * Where dropping `activeId` on `overId` puts it, or null when nothing moves. An episode dropped on
 * an episode or on one of its beats takes that episode's place; a beat dropped on a beat takes its
 * place (in any episode); a beat dropped on an episode goes to the end of that episode's beats.
 */
export function dropPlacement(
  tree: readonly OutlineEpisode[],
  activeId: string,
  overId: string,
): Placement | null {
  const from = locate(tree, activeId);
  const to = locate(tree, overId);
  if (!from || !to || activeId === overId) return null;
  if (from.beat < 0) return to.episode === from.episode ? null : { parentId: '', index: to.episode };
  const target = tree[to.episode];
  if (!target) return null;
  if (to.beat < 0) {
    if (to.episode === from.episode) return null;
    return { parentId: target.node.node_id, index: target.beats.length };
  }
  return { parentId: target.node.node_id, index: to.beat };
}

/**
 * Where one step up (-1) or down (+1) puts a node, or null at the ends. A beat at the top or bottom
 * of its episode steps into the end of the previous or the start of the next episode.
 */
export function stepPlacement(tree: readonly OutlineEpisode[], id: string, delta: -1 | 1): Placement | null {
  const at = locate(tree, id);
  if (!at) return null;
  if (at.beat < 0) {
    const index = at.episode + delta;
    return index < 0 || index >= tree.length ? null : { parentId: '', index };
  }
  const episode = tree[at.episode];
  if (!episode) return null;
  const index = at.beat + delta;
  if (index >= 0 && index < episode.beats.length) return { parentId: episode.node.node_id, index };
  const next = tree[at.episode + delta];
  if (!next) return null;
  return { parentId: next.node.node_id, index: delta < 0 ? next.beats.length : 0 };
}

/** The markers with `marker` switched on or off, in canonical order. */
export function toggleMarker(markers: readonly string[], marker: string): string[] {
  const set = new Set(markers);
  if (set.has(marker)) set.delete(marker);
  else set.add(marker);
  return MARKER_ORDER.filter((m) => set.has(m));
}

/**
 * The markers of each linked document, for the script page's episode list: an episode's markers
 * apply to its own document and to the documents its beats link to (a beat may be the one that
 * created the episode's document), united over every node linked to it, in canonical order.
 */
export function markersByDoc(
  nodes: readonly Pick<OutlineNode, 'node_id' | 'parent_id' | 'doc_id' | 'markers'>[],
): Map<string, string[]> {
  const byId = new Map(nodes.map((n) => [n.node_id, n]));
  const sets = new Map<string, Set<string>>();
  for (const n of nodes) {
    if (!n.doc_id) continue;
    const marks = [...n.markers, ...(byId.get(n.parent_id)?.markers ?? [])];
    if (marks.length === 0) continue;
    const set = sets.get(n.doc_id) ?? new Set<string>();
    for (const m of marks) set.add(m);
    sets.set(n.doc_id, set);
  }
  return new Map([...sets].map(([docId, set]) => [docId, MARKER_ORDER.filter((m) => set.has(m))]));
}

/** The name a document created from a node gets: the episode label and the node's title. */
export function docNameFor(label: string, title: string, max = 50): string {
  const name = title.trim() && title.trim() !== label ? `${label} ${title.trim()}` : label;
  // Whole characters only, within the limit in UTF-16 units (how the API counts).
  const chars = [...name];
  while (chars.join('').length > max) chars.pop();
  return chars.join('').trim();
}
