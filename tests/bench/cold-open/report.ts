import { type Machine, machineHeading } from '../machine';
import { median } from '../relay/stats';
import type { ColdOpenResult, ScriptFacts } from './bench';

const fmt = (n: number | null, digits = 1) =>
  n === null || Number.isNaN(n) ? '-' : n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** Cold-open runs as a dated markdown section. */
export function renderColdOpenMarkdown(
  machine: Machine,
  facts: ScriptFacts,
  results: ColdOpenResult[],
  notes: string[],
): string {
  const lines = machineHeading(machine);
  lines.push(
    '',
    `Script: ${fmt(facts.chars, 0)} characters in ${fmt(facts.lines, 0)} lines, typed 1-3 characters per transaction ` +
      `(Yjs state ${fmt(facts.updateBytes / 1024, 0)} KB). Y.applyUpdate of it: ${fmt(facts.applyFreshMs, 0)} ms in a fresh ` +
      `process, ${fmt(facts.applyWarmMs, 0)} ms in the warm bench process.`,
    '',
    '| server | round | documents | cold open p50 ms | cold open max ms | warm open p50 ms | warm open max ms | KB received cold / warm | memory per open document (live heap after GC) | RSS growth per open document | warm p50 vs bare | cold p50 vs bare Hocuspocus cold |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  const bare = results.find((r) => r.server === 'bare y-websocket');
  // Each run against the bare Hocuspocus run of its own round.
  const bareHpOf = (r: ColdOpenResult) =>
    results.find((b) => b.server.startsWith('bare Hocuspocus') && b.round === r.round);
  const coldRatio = (r: ColdOpenResult) => {
    const base = bareHpOf(r)?.coldP50;
    return base && r.coldP50 ? r.coldP50 / base : null;
  };
  for (const r of results) {
    const isBare = r === bare;
    const bareHp = bareHpOf(r);
    lines.push(
      `| ${r.server} | ${r.round ?? '-'} | ${r.docs} | ${fmt(r.coldP50)} | ${fmt(r.coldMax)} | ${fmt(r.warmP50)} | ${fmt(r.warmMax)} | ` +
        `${fmt(r.coldKB, 0)} / ${fmt(r.warmKB, 0)} | ` +
        `${r.heapPerDocMB === null ? '-' : `${fmt(r.heapPerDocMB)} MB`} | ${r.rssPerDocMB === null ? '-' : `${fmt(r.rssPerDocMB)} MB`} | ` +
        `${isBare ? '1' : bare ? `${fmt(r.warmP50 / bare.warmP50, 2)}x` : '-'} | ` +
        `${r === bareHp ? '1' : coldRatio(r) === null ? '-' : `${fmt(coldRatio(r), 2)}x`} |`,
    );
  }
  const ratios = results
    .filter((r) => r.round !== undefined && !r.server.startsWith('bare'))
    .map(coldRatio)
    .filter((x): x is number => x !== null);
  if (ratios.length > 1)
    lines.push(
      '',
      `Cold open of our relay against bare Hocuspocus cold, median of the ${ratios.length} rounds' ratios: ` +
        `${fmt(median(ratios), 2)}x (${fmt(Math.min(...ratios), 2)}-${fmt(Math.max(...ratios), 2)}).`,
    );
  for (const n of notes) lines.push('', n);
  return `${lines.join('\n')}\n`;
}
