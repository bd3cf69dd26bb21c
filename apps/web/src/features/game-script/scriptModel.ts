import type { TGamePlotAction, TParsedPlotAction } from '@juzuo/schemas';
import type * as Y from 'yjs';
import { addNode, type BoardNode, connect, LOCAL_ORIGIN } from '../game-board/boardModel';
import { linesFromParsed } from '../game-board/formRules';
import { freeSpot, NODE_SIZE } from '../game-board/layout';
import { appendEntries } from '../game-board/listModel';

// 剧本: the board read as a script. The order (story order by branch, START first, then what no path
// reaches) is the screenplay call's; the lines are the live board's, so an edit shows at once and
// writes the line itself. Pure functions, unit-tested.

/** A scene of the screenplay reading as the call answers it. */
export interface ServedScene {
  node_id: string;
  name: string;
  lines: string[];
  reachable: boolean;
}

/** One node of the script page: its live lines, and where the story goes from it. */
export interface ScriptScene {
  node: BoardNode;
  name: string;
  /** The live lines (PLOT nodes); the index is the line's place in the node. */
  actions: TGamePlotAction[];
  /** Text of non-PLOT nodes and the choices (`→ 标签：目标`), as the screenplay reads them. */
  notes: string[];
  /** False when no path from START reaches the node. */
  reachable: boolean;
  /** True for nodes the last reading did not have yet (added since; their place follows soon). */
  fresh: boolean;
}

/** Nodes that are not part of the script: roles (角色设定) and empty structure. */
const SKIPPED = new Set(['ROLE_DESIGN']);

const actionsOf = (node: BoardNode): TGamePlotAction[] =>
  (Array.isArray(node.fields.actions) ? node.fields.actions : []) as TGamePlotAction[];

/**
 * The script in story order: the served scenes whose node still exists, with the live lines; then
 * nodes added since the reading (by position). Nodes with nothing to read (no lines, no text, no
 * choices; roles) are left out, except PLOT nodes, which are where lines are written.
 */
export function scriptScenes(
  served: readonly ServedScene[] | undefined,
  nodes: readonly BoardNode[],
  nameOf: (node: BoardNode) => string,
): ScriptScene[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const seen = new Set<string>();
  const out: ScriptScene[] = [];
  const push = (node: BoardNode, notes: string[], reachable: boolean, fresh: boolean) => {
    seen.add(node.id);
    if (SKIPPED.has(node.kind)) return;
    const actions = node.kind === 'PLOT' ? actionsOf(node) : [];
    if (node.kind !== 'PLOT' && notes.length === 0) return;
    out.push({ node, name: nameOf(node), actions, notes, reachable, fresh });
  };
  for (const scene of served ?? []) {
    const node = byId.get(scene.node_id);
    if (!node) continue;
    // The served lines of a PLOT node are its lines (shown live instead) plus its choices.
    const notes = node.kind === 'PLOT' ? scene.lines.filter((l) => l.startsWith('→ ')) : scene.lines;
    push(node, notes, scene.reachable, false);
  }
  const rest = nodes.filter((n) => !seen.has(n.id)).sort((a, b) => a.y - b.y || a.x - b.x);
  for (const node of rest) {
    const text = typeof node.fields.text === 'string' && node.fields.text.trim() ? [node.fields.text] : [];
    push(node, text, true, served !== undefined);
  }
  return out;
}

/**
 * Pasted script as a new PLOT node: its lines (speakers who are roles choose them), placed right
 * of `after` (or under the board) and connected from it when given. Answers the new node's id.
 */
export function addScriptNode(
  doc: Y.Doc,
  nodes: readonly BoardNode[],
  parsed: readonly TParsedPlotAction[],
  roles: readonly { id: string; name: string }[],
  name: string,
  after: string | null,
): string {
  const from = after ? nodes.find((n) => n.id === after) : undefined;
  const bottom = nodes.length ? Math.max(...nodes.map((n) => n.y)) + NODE_SIZE.height + 60 : 0;
  const start = from ? { x: from.x + NODE_SIZE.width + 80, y: from.y } : { x: 0, y: bottom };
  const at = freeSpot(start, nodes);
  let id = '';
  doc.transact(() => {
    id = addNode(doc, 'PLOT', at.x, at.y, name.trim() || undefined);
    appendEntries(doc, id, 'actions', linesFromParsed(parsed, roles));
    if (from) connect(doc, from.id, id);
  }, LOCAL_ORIGIN);
  return id;
}

/** A file name for the exported script: the board's name, characters files cannot hold replaced. */
export const scriptFileName = (boardName: string): string =>
  `${boardName.replace(/[\\/:*?"<>|]/g, '_').trim() || '画布'}-剧本.txt`;
