import crypto from 'node:crypto';
import { GameNodeKindLabel, type TGameBoardContent, type TGameEdge, type TGameNode } from '@juzuo/schemas';
import { writePassage } from './format';

/** Tag of the passage holding the board's variables, goods, stores, events and panels. */
export const BOARD_DATA_TAG = 'juzuo-board';
/** Name of that passage. */
export const BOARD_DATA_PASSAGE = 'JuzuoBoard';
/** Key of a passage's metadata (and of StoryData) holding our own data; Twine ignores it. */
export const META_KEY = 'juzuo';
/** Names Twee reserves for special passages (a node never takes them). */
export const RESERVED_NAMES = new Set(['StoryTitle', 'StoryData', 'StoryIncludes', BOARD_DATA_PASSAGE]);

/**
 * A stable IFID (Twine's story id: an upper-case UUID v4) for a board: derived from its id, so
 * exporting the same board twice gives the same story identity.
 */
export function ifidOf(boardId: string): string {
  const h = crypto.createHash('sha256').update(`juzuo-game:${boardId}`).digest('hex');
  const variant = ((Number.parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`.toUpperCase();
}

/** Characters that would break a passage name or a link, replaced by their full-width forms. */
const passageSafe = (s: string): string =>
  s
    .replace(/->/g, '→')
    .replace(/<-/g, '←')
    .replace(/\[/g, '【')
    .replace(/\]/g, '】')
    .replace(/\{/g, '｛')
    .replace(/\}/g, '｝')
    .replace(/\|/g, '｜')
    .replace(/\s+/g, ' ')
    .trim();

/** A unique, link-safe passage name per node (its name, or its kind's label; numbered when taken). */
export function passageNames(nodes: readonly TGameNode[]): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set(RESERVED_NAMES);
  for (const node of nodes) {
    const base = passageSafe(node.name ?? '') || GameNodeKindLabel[node.node_type];
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base} ${n}`;
    taken.add(name);
    names.set(node.node_id, name);
  }
  return names;
}

/** What a reader of the story sees of a node: its lines (PLOT) or its text. */
function readableText(node: TGameNode): string {
  if (node.actions?.length) {
    return node.actions
      .map((a) => {
        if (a.action_type === 'DIALOG') return `${a.role_name || '角色'}：${a.msg}`;
        if (a.action_type === 'CHORUS') return `旁白：${a.msg}`;
        return `△${a.msg}`;
      })
      .join('\n');
  }
  return node.text ?? '';
}

/** Link text safe inside `[[...]]`. */
const linkSafe = (s: string): string => passageSafe(s).replace(/\]/g, '');

/** Splits an edge into what its metadata keeps (source is the passage holding it). */
const edgeMeta = ({ source: _source, ...rest }: TGameEdge) => rest;

/** Sorts `rows` by the string in `field`. */
const sortBy = <T>(rows: readonly T[], field: keyof T): T[] =>
  [...rows].sort((a, b) => String(a[field]).localeCompare(String(b[field])));

/** Every collection of the board in id order. */
const byIds = (b: TGameBoardContent): TGameBoardContent => ({
  nodes: sortBy(b.nodes, 'node_id'),
  edges: sortBy(b.edges, 'edge_id'),
  variables: sortBy(b.variables, 'var_id'),
  goods: sortBy(b.goods, 'good_id'),
  stores: sortBy(b.stores, 'store_id'),
  events: sortBy(b.events, 'event_id'),
  panels: sortBy(b.panels, 'panel_id'),
  groups: sortBy(b.groups, 'group_id'),
});

/**
 * The board as Twee 3: StoryTitle, StoryData (stable ifid, start passage), one passage per node
 * (tagged with its kind, positioned, the whole node and its outgoing edges in the metadata's `juzuo`
 * key so our import restores it exactly; readable lines and Twine links in the text), and one
 * passage holding the board's variables, goods, stores, events, panels, group frames and edges
 * whose source is gone. Twine opens it as a story; our import reads it back to the same board.
 */
export function boardToTwee(live: TGameBoardContent, info: { boardId: string; boardName: string }): string {
  // The live board's maps have no stable order; by id, one board always gives the same file.
  const board = byIds(live);
  const names = passageNames(board.nodes);
  const nodeIds = new Set(board.nodes.map((n) => n.node_id));
  const start = board.nodes.find((n) => n.node_type === 'START') ?? board.nodes[0];
  const storyData = {
    ifid: ifidOf(info.boardId),
    format: 'Harlowe',
    'format-version': '3.3.9',
    ...(start ? { start: names.get(start.node_id) } : {}),
    zoom: 1,
  };
  let out = writePassage({ name: 'StoryTitle', tags: [], metadata: null, text: info.boardName });
  out += writePassage({
    name: 'StoryData',
    tags: [],
    metadata: null,
    text: JSON.stringify(storyData, null, 2),
  });
  for (const node of board.nodes) {
    const { x, y, ...rest } = node;
    const outgoing = board.edges.filter((e) => e.source === node.node_id);
    const links = outgoing
      .filter((e) => nodeIds.has(e.target))
      .map((e) => {
        const target = names.get(e.target) as string;
        const label = e.label ? linkSafe(e.label) : '';
        return label && label !== target ? `[[${label}->${target}]]` : `[[${target}]]`;
      });
    const text = [readableText(node), ...links].filter((s) => s !== '').join('\n');
    const size =
      node.width !== undefined && node.height !== undefined ? `${node.width},${node.height}` : undefined;
    out += writePassage({
      name: names.get(node.node_id) as string,
      tags: [node.node_type],
      metadata: {
        position: `${x},${y}`,
        ...(size ? { size } : {}),
        [META_KEY]: { ...rest, edges: outgoing.map(edgeMeta) },
      },
      text,
    });
  }
  const data = {
    variables: board.variables,
    goods: board.goods,
    stores: board.stores,
    events: board.events,
    panels: board.panels,
    groups: board.groups,
    dangling_edges: board.edges.filter((e) => !nodeIds.has(e.source)),
  };
  out += writePassage({
    name: BOARD_DATA_PASSAGE,
    tags: [BOARD_DATA_TAG],
    metadata: null,
    text: JSON.stringify(data, null, 2),
  });
  return out;
}
