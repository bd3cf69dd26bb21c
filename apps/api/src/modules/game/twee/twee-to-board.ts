import crypto from 'node:crypto';
import {
  emptyGameBoard,
  GAME_NODE_KINDS,
  type TGameBoardContent,
  type TGameEdge,
  type TGameNode,
  type TGameNodeKind,
  ZGameBoardContent,
  ZGameEdge,
  ZGameNode,
  zId,
} from '@juzuo/schemas';
import type { z } from 'zod';
import { parsePlotActions } from '../parse-plot-action';
import { BOARD_DATA_TAG, META_KEY, RESERVED_NAMES } from './board-to-twee';
import { linksOf, parseTwee, TweeError, type TweePassage, withoutLinks } from './format';

/** A Twee file read as a board. */
export interface TweeBoard {
  board: TGameBoardContent;
  /** StoryTitle's text ('' when the file has none). */
  title: string;
  warnings: string[];
}

/** Tags of Twine's special passages that are not story passages. */
const SPECIAL_TAGS = new Set(['script', 'stylesheet', 'Twine.private', BOARD_DATA_TAG]);

/** The first problem of a failed parse, as one Chinese phrase naming its field. */
const issueOf = (error: z.ZodError, prefix = ''): string => {
  const issue = error.issues[0];
  const path = issue?.path.length ? `${prefix}${issue.path.join('.')}：` : prefix;
  return `${path}${issue?.message ?? '内容不合法'}`;
};

/** Nodes and edges as a file brings them: their ids become the board's keys, so they must be ids. */
const ZFileNode = ZGameNode.extend({ node_id: zId('node_id') });
const ZFileEdge = ZGameEdge.extend({ edge_id: zId('edge_id'), source: zId('source'), target: zId('target') });

/** `"x,y"` -> numbers, or null when it is not two finite numbers. */
function pair(value: unknown): [number, number] | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(',').map((s) => Number(s.trim()));
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n))) return null;
  return parts as [number, number];
}

/** A passage's position, or a grid place when it has none. */
function positionOf(p: TweePassage, index: number, warnings: string[]): [number, number] {
  const pos = pair(p.metadata?.position);
  if (pos) return pos;
  if (p.metadata?.position !== undefined) warnings.push(`第${p.line}行：位置不合法，已自动排列`);
  return [(index % 8) * 250, Math.floor(index / 8) * 200];
}

/** A node kind named by one of the passage's tags (PLOT for a plain Twine passage). */
const kindOf = (tags: string[]): TGameNodeKind =>
  (tags.find((t) => GAME_NODE_KINDS.includes(t as TGameNodeKind)) as TGameNodeKind | undefined) ?? 'PLOT';

/** A passage we wrote: the whole node and its edges are in its metadata. */
function ownNode(p: TweePassage, x: number, y: number): { node: TGameNode; edges: TGameEdge[] } {
  const { edges: rawEdges, ...fields } = (p.metadata?.[META_KEY] ?? {}) as Record<string, unknown>;
  const node = ZFileNode.safeParse({ ...fields, x, y });
  if (!node.success) throw new TweeError(p.line, `段落「${p.name}」的节点数据不合法：${issueOf(node.error)}`);
  if (rawEdges !== undefined && !Array.isArray(rawEdges))
    throw new TweeError(p.line, `段落「${p.name}」的连线数据不合法`);
  const edges = ((rawEdges as unknown[] | undefined) ?? []).map((raw, i) => {
    const edge = ZFileEdge.safeParse({ ...(raw as object), source: node.data.node_id });
    if (!edge.success)
      throw new TweeError(p.line, `段落「${p.name}」的第${i + 1}条连线不合法：${issueOf(edge.error)}`);
    return edge.data;
  });
  return { node: node.data, edges };
}

/** A passage from Twine or another tool: a node of its tagged kind, its text as lines or text. */
function foreignNode(p: TweePassage, x: number, y: number): TGameNode {
  const node_type = kindOf(p.tags);
  const body = withoutLinks(p.text);
  const base = { node_id: crypto.randomUUID(), node_type, x, y, name: p.name.slice(0, 100) };
  const content =
    node_type === 'PLOT'
      ? { actions: parsePlotActions(body).list.map((a) => ({ ...a, line_id: crypto.randomUUID() })) }
      : body
        ? { text: body }
        : {};
  const parsed = ZGameNode.safeParse({ ...base, ...content });
  if (!parsed.success) throw new TweeError(p.line, `段落「${p.name}」：${issueOf(parsed.error)}`);
  return parsed.data;
}

/** Reads the data passage (variables, goods, stores, events, panels, edges whose source is gone). */
function boardData(p: TweePassage): Partial<TGameBoardContent> & { dangling_edges?: unknown } {
  try {
    const data: unknown = JSON.parse(p.text);
    if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new TweeError(p.line, `段落「${p.name}」不是合法的 JSON`);
}

/** StoryData's start passage name, if the file names one. */
function startOf(p: TweePassage | undefined): string | undefined {
  if (!p) return undefined;
  try {
    const data = JSON.parse(p.text) as { start?: unknown };
    return typeof data?.start === 'string' ? data.start : undefined;
  } catch {
    throw new TweeError(p.line, 'StoryData 不是合法的 JSON');
  }
}

/**
 * Reads a Twee 3 file into a board. Passages we exported come back exactly (their node, edges and
 * the data passage); other passages become nodes of the kind their tags name (PLOT by default, text
 * split into lines by the script conventions) joined by their links; a story from elsewhere with no
 * START gets one in front of its start passage. Throws TweeError naming the problem line.
 */
export function tweeToBoard(source: string): TweeBoard {
  const { passages, warnings } = parseTwee(source);
  if (passages.length === 0) throw new TweeError(1, '文件中没有任何段落（以 :: 开头的行）');
  const title = passages.find((p) => p.name === 'StoryTitle')?.text.trim() ?? '';
  const start = startOf(passages.find((p) => p.name === 'StoryData'));
  const board = emptyGameBoard();
  const byName = new Map<string, string>();
  const seen = new Map<string, number>();
  const foreign: Array<{ p: TweePassage; nodeId: string }> = [];
  const story = passages.filter(
    (p) => !RESERVED_NAMES.has(p.name) && !p.tags.some((t) => SPECIAL_TAGS.has(t)),
  );
  story.forEach((p, index) => {
    if (byName.has(p.name)) throw new TweeError(p.line, `段落名称「${p.name}」重复`);
    const [x, y] = positionOf(p, index, warnings);
    const own = p.metadata?.[META_KEY];
    if (own && typeof own === 'object' && !Array.isArray(own)) {
      const { node, edges } = ownNode(p, x, y);
      if (seen.has(node.node_id))
        throw new TweeError(p.line, `节点 ID 与第${seen.get(node.node_id)}行的段落重复`);
      board.nodes.push(node);
      board.edges.push(...edges);
      seen.set(node.node_id, p.line);
      byName.set(p.name, node.node_id);
    } else {
      const node = foreignNode(p, x, y);
      board.nodes.push(node);
      byName.set(p.name, node.node_id);
      foreign.push({ p, nodeId: node.node_id });
    }
  });
  for (const { p, nodeId } of foreign) {
    for (const link of linksOf(p.text)) {
      const target = byName.get(link.target);
      if (!target) {
        warnings.push(`第${p.line}行：链接目标「${link.target}」不存在，已忽略`);
        continue;
      }
      const label = link.text !== link.target ? link.text.slice(0, 100) : undefined;
      board.edges.push({ edge_id: crypto.randomUUID(), source: nodeId, target, ...(label ? { label } : {}) });
    }
  }
  const startId = start ? byName.get(start) : undefined;
  // Only a story from elsewhere gets a START: a board of ours comes back as it was, START or not.
  const fromElsewhere = foreign.length === board.nodes.length;
  if (startId && fromElsewhere && !board.nodes.some((n) => n.node_type === 'START')) {
    const first = board.nodes.find((n) => n.node_id === startId) as TGameNode;
    const node_id = crypto.randomUUID();
    board.nodes.push({ node_id, node_type: 'START', x: first.x - 250, y: first.y, name: '开始' });
    board.edges.push({ edge_id: crypto.randomUUID(), source: node_id, target: startId });
  }
  const dataPassage = passages.find((p) => p.tags.includes(BOARD_DATA_TAG));
  if (dataPassage) {
    const { dangling_edges, ...data } = boardData(dataPassage);
    const checked = ZGameBoardContent.pick({
      variables: true,
      goods: true,
      stores: true,
      events: true,
      panels: true,
      groups: true,
    })
      .partial()
      .safeParse(data);
    if (!checked.success) throw new TweeError(dataPassage.line, `画布数据不合法：${issueOf(checked.error)}`);
    Object.assign(board, checked.data);
    if (Array.isArray(dangling_edges)) {
      for (const raw of dangling_edges) {
        const edge = ZFileEdge.safeParse(raw);
        if (!edge.success)
          throw new TweeError(dataPassage.line, `画布数据的连线不合法：${issueOf(edge.error)}`);
        board.edges.push(edge.data);
      }
    }
  }
  const edgeIds = new Set<string>();
  for (const e of board.edges) {
    if (edgeIds.has(e.edge_id)) throw new TweeError(1, `连线 ID「${e.edge_id}」重复`);
    edgeIds.add(e.edge_id);
  }
  return { board, title, warnings };
}
