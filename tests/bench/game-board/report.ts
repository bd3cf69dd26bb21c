import { type Machine, machineHeading } from '../machine';
import type { benchGameBoard } from './bench';

type Run = Awaited<ReturnType<typeof benchGameBoard>>;
const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/**
 * The board run as a dated markdown section: load times against a bare Hocuspocus serving the same
 * state, the page's load marks, and frame gaps while panning and dragging against the same page idle.
 */
export function renderGameBoardMarkdown(
  machine: Machine,
  run: Run & { web: string },
  notes: string[],
): string {
  const lines = machineHeading(machine);
  const bareWarm = run.load.find((r) => r.label.startsWith('bare') && r.label.includes('warm'));
  const bareCold = run.load.find((r) => r.label.startsWith('bare') && r.label.includes('first connect'));
  lines.push(
    '',
    `Web app built from ${run.web}. Chromium ${run.version} (flags of tests/e2e/support/browser.ts), 1280x800. ` +
      `Generated board of ${fmt(run.nodes, 0)} nodes and ${fmt(run.edges, 0)} edges (Yjs state ${fmt(run.stateBytes / 1024, 0)} KB), ` +
      `created through POST /ixj_web/game/v3/import in ${fmt(run.importMs, 0)} ms.`,
    '',
    '| load to synced (Node client) | ms | vs bare (same kind) |',
    '|---|---:|---:|',
  );
  for (const r of run.load) {
    const bare = r.label.includes('first connect') ? bareCold : bareWarm;
    lines.push(
      `| ${r.label} | ${fmt(r.ms)} | ${r.label.startsWith('bare') ? '1' : bare ? `${fmt(r.ms / bare.ms)}x` : '-'} |`,
    );
  }
  lines.push(
    '',
    `Story-line page in Chromium, ms since navigation${run.page.opens.length > 1 ? ` (median of ${run.page.opens.length} openings, each in a fresh page)` : ''}: ` +
      `board synced (badge reads 已同步) ${fmt(run.page.syncedMs, 0)}, ` +
      `first node drawn ${fmt(run.page.firstNodeMs, 0)}, last node drawn ${fmt(run.page.allDrawnMs, 0)} ` +
      `(${fmt(run.page.drawnNodes, 0)} node elements once the opening fit is drawn, at most ${fmt(run.page.mostNodes, 0)} at once while opening); ` +
      `page script until the opening view stands still ${fmt(run.page.openScriptMs, 0)} ms.`,
  );
  if (run.frames.length === 0) lines.push('', 'Frame views not measured in this run (BENCH_GAME_OPEN_ONLY).');
  else {
    lines.push(
      '',
      '| view | zoom | drawn nodes / edges | activity | frames | p50 ms | p95 ms | p99 ms | max ms | p95 vs idle | p99 vs idle | main-thread script / tasks ms |',
      '|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const r of run.frames) {
      const idle = run.frames.find((i) => i.view === r.view && i.activity === 'idle');
      const isIdle = r === idle;
      lines.push(
        `| ${r.view} | ${r.zoom} | ${r.drawn.nodes} / ${r.drawn.edges} | ${r.activity} | ${r.frames} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.max)} | ` +
          `${isIdle ? '1' : idle ? `${fmt(r.p95 / idle.p95)}x` : '-'} | ${isIdle ? '1' : idle ? `${fmt(r.p99 / idle.p99)}x` : '-'} | ` +
          `${r.scriptMs === undefined ? '-' : `${fmt(r.scriptMs, 0)} / ${fmt(r.taskMs, 0)}`} |`,
      );
    }
    lines.push(
      '',
      'Frame gaps are the times between consecutive requestAnimationFrame callbacks; the idle rows are the same page with no input for 2 s (the yardstick: the display interval plus background work such as the relay). Pan is a mouse drag on an empty spot of the pane, 300 px out and back in 80 steps; drag node moves the card nearest the centre 150 px out and back in 80 steps (each step a document write, throttled). Main-thread script / tasks: the page JavaScript time and all its main-thread task time (script, style, layout, paint) during the activity, from the Chromium Performance metrics.',
    );
  }
  for (const n of notes) lines.push('', n);
  return `${lines.join('\n')}\n`;
}
