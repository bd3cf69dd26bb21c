import { GameNodeKindLabel, type TGameBoardContent, type TGameEdge, type TGameNode } from '@juzuo/schemas';

/** One node of the screenplay reading. */
export interface ScreenplayScene {
  node_id: string;
  node_type: TGameNode['node_type'];
  name: string;
  lines: string[];
  reachable: boolean;
}

/** A node's lines in the script conventions of ../shared/SCRIPT-FORMAT.md. */
function linesOf(node: TGameNode, out: TGameEdge[], names: Map<string, string>): string[] {
  const lines: string[] = [];
  for (const a of node.actions ?? []) {
    if (a.action_type === 'DIALOG') lines.push(`${a.role_name || a.role_id || '角色'}：${a.msg}`);
    else if (a.action_type === 'CHORUS') lines.push(`旁白：${a.msg}`);
    else lines.push(`△${a.msg}`);
  }
  if (node.text?.trim()) lines.push(node.node_type === 'INPUT' ? `（玩家输入）${node.text}` : node.text);
  // Where the story can go next, when there is a choice to make.
  if (out.length > 1 || node.node_type === 'BRANCH' || node.node_type === 'LOGIC') {
    for (const e of out) {
      const label = e.label?.trim() || (e.is_default ? '默认' : '继续');
      lines.push(`→ ${label}：${names.get(e.target) ?? '（缺失的节点）'}`);
    }
  }
  if (node.node_type === 'LINK' && node.link_node_id) {
    lines.push(`→ 跳转：${names.get(node.link_node_id) ?? '（缺失的节点）'}`);
  }
  return lines;
}

/**
 * The board read as a script: depth first from each START along its edges (a choice's branches top
 * to bottom as laid out, the default path last), each node once; then the nodes no path reaches,
 * marked so, in layout order.
 * Headings are the node's name, or its kind when it has none; the text has no role (ROLE_DESIGN) nodes.
 */
export function screenplayOf(board: TGameBoardContent): { scenes: ScreenplayScene[]; text: string } {
  const byId = new Map(board.nodes.map((n) => [n.node_id, n]));
  const names = new Map(
    board.nodes.map((n) => [n.node_id, n.name?.trim() || GameNodeKindLabel[n.node_type]]),
  );
  const outgoing = new Map<string, TGameEdge[]>();
  for (const e of board.edges) {
    if (!byId.has(e.source) || !byId.has(e.target)) continue;
    outgoing.set(e.source, [...(outgoing.get(e.source) ?? []), e]);
  }
  // The live board's maps have no stable order (it depends on who wrote what), so reading order is
  // the board's layout: top to bottom, left to right, then id; a choice's default path last.
  const place = (a: TGameNode, b: TGameNode) => a.y - b.y || a.x - b.x || a.node_id.localeCompare(b.node_id);
  const nodes = [...board.nodes].sort(place);
  for (const list of outgoing.values()) {
    list.sort(
      (a, b) =>
        Number(a.is_default ?? false) - Number(b.is_default ?? false) ||
        place(byId.get(a.target) as TGameNode, byId.get(b.target) as TGameNode) ||
        a.edge_id.localeCompare(b.edge_id),
    );
  }
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (start: string) => {
    const stack = [start];
    while (stack.length) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      order.push(id);
      const next = (outgoing.get(id) ?? []).map((e) => e.target);
      const link = byId.get(id)?.link_node_id;
      if (link && byId.has(link)) next.push(link);
      for (const t of next.reverse()) if (!seen.has(t)) stack.push(t);
    }
  };
  for (const n of nodes) if (n.node_type === 'START') visit(n.node_id);
  const reached = new Set(seen);
  for (const n of nodes) if (!seen.has(n.node_id)) visit(n.node_id);
  const scenes = order.map((id): ScreenplayScene => {
    const node = byId.get(id) as TGameNode;
    return {
      node_id: id,
      node_type: node.node_type,
      name: names.get(id) as string,
      lines: linesOf(node, outgoing.get(id) ?? [], names),
      reachable: reached.has(id),
    };
  });
  // Roles (ROLE_DESIGN) are not scenes: the scene list keeps every node, the text leaves them out.
  const text = scenes
    .filter((s) => s.node_type !== 'ROLE_DESIGN')
    .map((s) => [`【${s.name}】${s.reachable ? '' : '（从开始无法到达）'}`, ...s.lines].join('\n'))
    .join('\n\n');
  return { scenes, text };
}
