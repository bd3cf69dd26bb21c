/**
 * A generated large board in the game v3 JSON shape (what the product's export writes and its import
 * reads): `nodes` nodes on a grid, one START, one END, scenes named and worded like a real story, and
 * `edges` edges. Each node links to its right-hand neighbour (a chain through the grid) and the rest
 * join a node to one a row or two below, so edges are short and crossing like a real branching story.
 */
export function generateBoard(nodes: number, edges: number) {
  const columns = Math.ceil(Math.sqrt(nodes * 1.5));
  const kinds = ['MESSAGE', 'MESSAGE', 'BRANCH', 'MESSAGE', 'SET', 'INPUT'] as const;
  const list = Array.from({ length: nodes }, (_, i) => {
    const kind = i === 0 ? 'START' : i === nodes - 1 ? 'END' : kinds[i % kinds.length];
    return {
      node_id: `n${i}`,
      node_type: kind,
      x: (i % columns) * 280,
      y: Math.floor(i / columns) * 140,
      name: `第${i + 1}幕`,
      ...(kind === 'MESSAGE' ? { text: `雨夜，客栈里第${i + 1}位客人推门而入，抖落一身雨水。` } : {}),
    };
  });
  const links: { edge_id: string; source: string; target: string }[] = [];
  const seen = new Set<string>();
  const link = (a: number, b: number) => {
    const key = `${a}>${b}`;
    if (a === b || b >= nodes || seen.has(key) || links.length >= edges) return;
    seen.add(key);
    links.push({ edge_id: `e${links.length}`, source: `n${a}`, target: `n${b}` });
  };
  for (let i = 0; i + 1 < nodes; i++) link(i, i + 1);
  // A fixed pseudo-random sequence: every run measures the same board.
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  while (links.length < edges) {
    const a = Math.floor(next() * (nodes - 1));
    link(a, a + columns * (1 + Math.floor(next() * 2)) + Math.floor(next() * 5) - 2);
  }
  return { nodes: list, edges: links };
}
