import fs from 'node:fs';

// `tsx tests/bench/relay/heap-summary.ts <file.heapsnapshot> [top]`: the heap of a snapshot by
// constructor (self size and count, largest first), a first look that needs no DevTools. Which
// objects keep them alive is the snapshot's retainers view in DevTools.

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] }; node_count: number };
  nodes: number[];
  strings: string[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: heap-summary.ts <file.heapsnapshot> [top]');
const top = Number(process.argv[3] ?? 40);
const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
const fields = data.snapshot.meta.node_fields;
const types = data.snapshot.meta.node_types[0];
const width = fields.length;
const at = (name: string) => fields.indexOf(name);
const [typeAt, nameAt, sizeAt] = [at('type'), at('name'), at('self_size')];

const groups = new Map<string, { count: number; bytes: number }>();
let total = 0;
for (let i = 0; i < data.nodes.length; i += width) {
  const type = types[data.nodes[i + typeAt] as number] as string;
  const name = data.strings[data.nodes[i + nameAt] as number] as string;
  const bytes = data.nodes[i + sizeAt] as number;
  total += bytes;
  // Objects by constructor; strings, code and arrays by kind (their names are their contents).
  const key = type === 'object' || type === 'closure' ? `${type} ${name}` : `(${type})`;
  const g = groups.get(key) ?? { count: 0, bytes: 0 };
  g.count++;
  g.bytes += bytes;
  groups.set(key, g);
}
console.log(`${file}: ${(total / 2 ** 20).toFixed(1)} MB in ${data.snapshot.node_count} nodes`);
for (const [key, g] of [...groups].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top))
  console.log(`${(g.bytes / 2 ** 20).toFixed(2).padStart(9)} MB ${String(g.count).padStart(9)}  ${key}`);
