import { type Machine, machineHeading } from '../machine';
import type { LocalUnderRemoteResult, RemoteEdit, RemoteReceiveResult } from './remote';
import { pagesIntro } from './report';

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const ratio = (a: number, b: number | undefined) => (b ? `${fmt(a / b, 2)}x` : '-');

/** Remote-typing runs as a dated markdown section; ratios against bare Tiptap + Yjs of the same run. */
export function renderRemoteTypingMarkdown(
  machine: Machine,
  run: {
    chars: number;
    lines: number;
    version: string;
    gapMs: number;
    remoteGapMs: number;
    edit: RemoteEdit;
    web: string;
    receive: RemoteReceiveResult[];
    local: LocalUnderRemoteResult[];
  },
  notes: string[],
): string {
  const lines = machineHeading(machine);
  lines.push(
    '',
    `${pagesIntro(run)}; a Node Yjs client ${run.edit === 'lines' ? 'changes lines (in turn: Enter in the middle of its line, a paste of three lines after it, two of them deleted), one change' : 'types one Chinese character'} per update every ${run.remoteGapMs} ms ${run.edit === 'lines' ? 'at' : 'into'} a line ` +
      "four lines above the middle one, where the page has its caret. Main-thread time is Chromium's thread time of the page (tasks, script, style + layout) " +
      "per received update, less the idle page's over the same time.",
    '',
    '| editor | updates (messages) | main thread ms / update | script | style + layout | vs bare | idle ms/s | message to task end p50 / p95 ms | message to frame p50 / p95 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of run.receive) {
    const bare = run.receive.find((x) => x.editor.startsWith('bare') && x.round === r.round);
    lines.push(
      `| ${r.editor} | ${r.updates} (${r.messages}) | ${fmt(r.taskMs, 2)} | ${fmt(r.scriptMs, 2)} | ${fmt(r.layoutMs, 2)} | ${r === bare ? '1' : ratio(r.taskMs, bare?.taskMs)} | ` +
        `${fmt(r.idleTaskMsPerSecond)} | ${fmt(r.handledP50)} / ${fmt(r.handledP95)} | ${fmt(r.paintedP50)} / ${fmt(r.paintedP95)} |`,
    );
  }
  if (run.local.length > 0)
    lines.push(
      '',
      `Local keystroke to paint on the same pages (caret in the middle line, each keystroke waits for the previous one to paint, then ${run.gapMs} ms), alone and while the remote writer types:`,
      '',
      '| editor | input | remote writer | keystrokes | relay messages with remote updates meanwhile | p50 ms | p95 ms | max ms | p50 vs bare | p95 vs bare |',
      '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
    );
  for (const r of run.local) {
    const b = run.local.find(
      (x) =>
        x.editor.startsWith('bare') &&
        x.input === r.input &&
        x.remoteGapMs === r.remoteGapMs &&
        x.round === r.round,
    );
    const isBare = b === r;
    lines.push(
      `| ${r.editor} | ${r.input} | ${r.remoteGapMs ? `every ${r.remoteGapMs} ms` : 'none'} | ${r.samples} | ${r.received} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} | ` +
        `${isBare ? '1' : ratio(r.p50, b?.p50)} | ${isBare ? '1' : ratio(r.p95, b?.p95)} |`,
    );
  }
  for (const n of notes) lines.push('', n);
  return `${lines.join('\n')}\n`;
}
