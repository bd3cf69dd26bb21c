import type { TGamePlotAction, TGameVoiceFields } from '@juzuo/schemas';
import * as Y from 'yjs';
import { addNode, type BoardNode, LOCAL_ORIGIN, nodesOf, removeElements } from '../game-board/boardModel';
import { roleHasVoice } from '../game-board/formRules';
import { freeSpot, NODE_SIZE } from '../game-board/layout';

// The game's roles (角色设定) are the board's ROLE_DESIGN nodes: DIALOG lines choose them by node id
// (role_id) and keep a copy of the name (role_name) for readers without the board (screenplay,
// plot_role_list, Twee). Pure functions over the board's reading and its Y.Doc, unit-tested.

/** A role as 角色设定 shows it. */
export interface GameRole {
  id: string;
  /** The name as written (may be empty while someone retypes it: show `roleLabel`). */
  name: string;
  /** The role's description (the node's text). */
  text: string;
  /** The portrait (立绘): a game resource id. */
  resourceId: string;
  voice: TGameVoiceFields;
  /** A timbre is set, so the dubbing check's 请先为该角色配置配音 is satisfied for its lines. */
  hasVoice: boolean;
}

/** One DIALOG line as a role's list shows it. */
export interface RoleLine {
  nodeId: string;
  nodeName: string;
  index: number;
  lineId: string | undefined;
  msg: string;
}

const VOICE_KEYS = ['v_type', 'v_model', 'v_emotion', 'v_pitch', 'v_speed', 'v_volume'] as const;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const actionsOf = (node: BoardNode): TGamePlotAction[] =>
  (Array.isArray(node.fields.actions) ? node.fields.actions : []) as TGamePlotAction[];

/** What a role is called on screen: its name, or 未命名角色 while it has none. */
export const roleLabel = (role: { name: string }): string => role.name || '未命名角色';

/** The board's roles, by name (then id, so the order is the same for everyone). */
export function rolesOf(nodes: readonly BoardNode[]): GameRole[] {
  return nodes
    .filter((n) => n.kind === 'ROLE_DESIGN')
    .map((n): GameRole => {
      const voice: Record<string, unknown> = {};
      for (const k of VOICE_KEYS) if (n.fields[k] !== undefined) voice[k] = n.fields[k];
      return {
        id: n.id,
        name: str(n.fields.name).trim(),
        text: str(n.fields.text),
        resourceId: str(n.fields.resource_id),
        voice: voice as TGameVoiceFields,
        hasVoice: roleHasVoice(n.fields),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'zh') || a.id.localeCompare(b.id));
}

/** Every DIALOG line of the board by the role id it chose, in board order of its PLOT nodes. */
export function linesByRole(
  nodes: readonly BoardNode[],
  nameOf: (node: BoardNode) => string,
): Map<string, RoleLine[]> {
  const out = new Map<string, RoleLine[]>();
  const plots = nodes.filter((n) => n.kind === 'PLOT').sort((a, b) => a.y - b.y || a.x - b.x);
  for (const node of plots) {
    actionsOf(node).forEach((a, index) => {
      if (a.action_type !== 'DIALOG' || !a.role_id) return;
      const list = out.get(a.role_id) ?? [];
      list.push({ nodeId: node.id, nodeName: nameOf(node), index, lineId: a.line_id, msg: a.msg ?? '' });
      out.set(a.role_id, list);
    });
  }
  return out;
}

/**
 * Speakers of DIALOG lines with no role chosen: a pasted script names people before anyone made
 * their role. Names with their line count, most lines first.
 */
export function speakersWithoutRole(
  nodes: readonly BoardNode[],
  roles: readonly GameRole[],
): { name: string; count: number }[] {
  const known = new Set(roles.map((r) => r.id));
  const counts = new Map<string, number>();
  for (const node of nodes) {
    if (node.kind !== 'PLOT') continue;
    for (const a of actionsOf(node)) {
      if (a.action_type !== 'DIALOG' || (a.role_id && known.has(a.role_id))) continue;
      const name = a.role_name?.trim();
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count);
}

/** Changes the role and name of every DIALOG line that `pick` selects, in one transaction. */
function relinkLines(
  doc: Y.Doc,
  pick: (line: Y.Map<unknown>) => boolean,
  set: { role_id?: string; role_name?: string },
) {
  for (const entry of nodesOf(doc).values()) {
    if (!(entry instanceof Y.Map) || entry.get('node_type') !== 'PLOT') continue;
    const lines = entry.get('actions');
    if (!(lines instanceof Y.Array)) continue;
    for (const line of lines.toArray()) {
      if (!(line instanceof Y.Map) || line.get('action_type') !== 'DIALOG' || !pick(line)) continue;
      for (const [k, v] of Object.entries(set)) {
        if (v === undefined) line.delete(k);
        else if (line.get(k) !== v) line.set(k, v);
      }
    }
  }
}

/**
 * A new role: a ROLE_DESIGN node left of the board's nodes (out of the story's way), named. Lines
 * that already name this speaker without a role take it, so a pasted script's people become roles.
 */
export function createRole(doc: Y.Doc, nodes: readonly BoardNode[], name: string): string {
  // Roles gather in one column: under the first role, or left of everything for the first one.
  const first = nodes.find((n) => n.kind === 'ROLE_DESIGN');
  const left = nodes.length ? Math.min(...nodes.map((n) => n.x)) - NODE_SIZE.width - 80 : 0;
  const top = nodes.length ? Math.min(...nodes.map((n) => n.y)) : 0;
  const at = freeSpot(first ? { x: first.x, y: first.y } : { x: left, y: top }, nodes);
  let id = '';
  doc.transact(() => {
    id = addNode(doc, 'ROLE_DESIGN', at.x, at.y, name);
    linkSpeaker(doc, nodes, id, name);
  }, LOCAL_ORIGIN);
  return id;
}

/** DIALOG lines that name `name` but choose no role of the board take the role `roleId`. */
export function linkSpeaker(doc: Y.Doc, nodes: readonly BoardNode[], roleId: string, name: string): void {
  const known = new Set(rolesOf(nodes).map((r) => r.id));
  doc.transact(() => {
    relinkLines(doc, (l) => str(l.get('role_name')).trim() === name && !known.has(str(l.get('role_id'))), {
      role_id: roleId,
      role_name: name,
    });
  }, LOCAL_ORIGIN);
}

/** What a writer is told when a name is another role's (lines choose roles by name: two would be a trap). */
export const roleNameTaken = (name: string): string => `已有角色「${name.trim()}」`;

/** Another role of the board is called `name` (trimmed; an empty name is never taken). */
function nameTaken(doc: Y.Doc, roleId: string, name: string): boolean {
  const wanted = name.trim();
  if (!wanted) return false;
  for (const [id, entry] of nodesOf(doc).entries()) {
    if (id === roleId || !(entry instanceof Y.Map) || entry.get('node_type') !== 'ROLE_DESIGN') continue;
    if (str(entry.get('name')).trim() === wanted) return true;
  }
  return false;
}

/**
 * Renames a role: the node's name and the name copy its lines carry. A name another role has is
 * refused (false, nothing written), as creating one is.
 */
export function renameRole(doc: Y.Doc, roleId: string, name: string): boolean {
  if (nameTaken(doc, roleId, name)) return false;
  doc.transact(() => {
    const entry = nodesOf(doc).get(roleId);
    if (!(entry instanceof Y.Map)) return;
    entry.set('name', name);
    const shown = name.trim();
    if (shown) relinkLines(doc, (l) => l.get('role_id') === roleId, { role_name: shown });
  }, LOCAL_ORIGIN);
  return true;
}

/** Deletes a role; its lines keep the speaker's name but no longer choose a role (请选择角色). */
export function deleteRole(doc: Y.Doc, roleId: string): void {
  doc.transact(() => {
    relinkLines(doc, (l) => l.get('role_id') === roleId, { role_id: undefined });
    removeElements(doc, [roleId], []);
  }, LOCAL_ORIGIN);
}
