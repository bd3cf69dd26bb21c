import { type Machine, machineHeading } from '../machine';
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
    '| server | documents | cold open p50 ms | cold open max ms | warm open p50 ms | warm open max ms | KB received cold / warm | memory per open document (live heap after GC) | RSS growth per open document | warm p50 vs bare | cold p50 vs bare Hocuspocus cold |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  const bare = results.find((r) => r.server === 'bare y-websocket');
  const bareHp = results.find((r) => r.server.startsWith('bare Hocuspocus'));
  for (const r of results) {
    const isBare = r === bare;
    lines.push(
      `| ${r.server} | ${r.docs} | ${fmt(r.coldP50)} | ${fmt(r.coldMax)} | ${fmt(r.warmP50)} | ${fmt(r.warmMax)} | ` +
        `${fmt(r.coldKB, 0)} / ${fmt(r.warmKB, 0)} | ` +
        `${r.heapPerDocMB === null ? '-' : `${fmt(r.heapPerDocMB)} MB`} | ${r.rssPerDocMB === null ? '-' : `${fmt(r.rssPerDocMB)} MB`} | ` +
        `${isBare ? '1' : bare ? `${fmt(r.warmP50 / bare.warmP50, 2)}x` : '-'} | ` +
        `${r === bareHp ? '1' : bareHp?.coldP50 && r.coldP50 ? `${fmt(r.coldP50 / bareHp.coldP50, 2)}x` : '-'} |`,
    );
  }
  for (const n of notes) lines.push('', n);
  return `${lines.join('\n')}\n`;
}
