import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../e2e/support/paths';
import { benchApi } from './api';
import { benchColdOpen } from './cold-open/bench';
import { renderColdOpenMarkdown } from './cold-open/report';
import { benchExport } from './export/bench';
import { renderExportMarkdown } from './export/report';
import { benchGameBoard } from './game-board/bench';
import { renderGameBoardMarkdown } from './game-board/report';
import { describeMachine } from './machine';
import { benchMaterialSearch } from './materials/bench';
import { renderMaterialsMarkdown } from './materials/report';
import { createScratchDatabase } from './postgres';
import { benchRelay } from './relay/bench';
import { benchRelayInProcess, renderInprocessMarkdown } from './relay/inprocess';
import { renderRelayMarkdown } from './relay/report';
import { runSoakBench } from './soak/run';
import { benchTyping } from './typing/bench';
import { benchRemoteTyping, type PageChoice } from './typing/remote';
import { renderRemoteTypingMarkdown } from './typing/remote-report';
import { renderTypingMarkdown } from './typing/report';
import { buildWebApp } from './web-build';

// `pnpm bench [names...] [-- --write]`: runs the named benchmarks (all when none is named), each
// against a yardstick measured in the same run, prints their tables, leaves tables and raw JSON in
// tests/.artifacts/bench/, and with --write adds each table at the top of its section of
// docs/benchmarks.md. BENCH_NOTE adds a sentence under every table (e.g. what else ran meanwhile).

interface Section {
  markdown: string;
  raw: unknown;
}

const artifacts = path.join(repoRoot, 'tests/.artifacts/bench');
const pgAdminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function pgReachable(): Promise<boolean> {
  try {
    await (await createScratchDatabase(pgAdminUrl)).drop();
    return true;
  } catch {
    console.log(`PostgreSQL at ${pgAdminUrl} unreachable: the relay runs on PGlite only.`);
    return false;
  }
}
const notes = process.env.BENCH_NOTE ? [process.env.BENCH_NOTE] : [];

/**
 * The built web app a browser benchmark serves: BENCH_WEB_DIST as given, else a build into the bench's
 * own `folder` (of HEAD, or of the working tree with BENCH_WEB_FROM=worktree), and how the report names it.
 */
function webAppFor(bench: string, folder: string): { webDist: string; web: string } {
  const given = process.env.BENCH_WEB_DIST;
  if (given) return { webDist: given, web: `a given folder (${given})` };
  const webDist = path.join(artifacts, folder);
  const fromWorkingTree = process.env.BENCH_WEB_FROM === 'worktree';
  console.log(`${bench}: building the web app (${fromWorkingTree ? 'working tree' : 'HEAD'})`);
  const revision = buildWebApp(webDist, fromWorkingTree);
  return { webDist, web: fromWorkingTree ? 'the working tree' : `commit ${revision}` };
}

const benchmarks: Record<string, { marker: string; run: () => Promise<Section>; optIn?: boolean }> = {
  api: { marker: '<!-- bench results: newest first -->', run: benchApi },
  relay: {
    marker: '<!-- bench relay results: newest first -->',
    run: async () => {
      const machine = describeMachine();
      const results = await benchRelay((await pgReachable()) ? pgAdminUrl : null);
      return { markdown: renderRelayMarkdown(machine, results, notes), raw: { machine, results } };
    },
  },
  // Not in the default set (a tool for A/Bs of the relay's CPU): `pnpm bench relay-inprocess`.
  'relay-inprocess': {
    optIn: true,
    marker: '<!-- bench relay-inprocess results: newest first -->',
    run: async () => {
      const machine = describeMachine();
      const results = await benchRelayInProcess((await pgReachable()) ? pgAdminUrl : null);
      return { markdown: renderInprocessMarkdown(machine, results, notes), raw: { machine, results } };
    },
  },
  'cold-open': {
    marker: '<!-- bench cold-open results: newest first -->',
    run: async () => {
      const machine = describeMachine();
      const { facts, results } = await benchColdOpen();
      return {
        markdown: renderColdOpenMarkdown(machine, facts, results, notes),
        raw: { machine, facts, results },
      };
    },
  },
  // Not in the default set (writes a 100-episode work three times in each format): `pnpm bench export`.
  export: {
    optIn: true,
    marker: '<!-- bench export results: newest first -->',
    run: async () => {
      const machine = describeMachine();
      const bench = await benchExport();
      return { markdown: renderExportMarkdown(machine, bench, notes), raw: { machine, bench } };
    },
  },
  // Not in the default set (minutes long): `pnpm bench soak`.
  soak: { marker: '<!-- bench soak results: newest first -->', run: runSoakBench, optIn: true },
  // Not in the default set (loads 100,000 materials twice, minutes long): `pnpm bench materials`.
  materials: {
    optIn: true,
    marker: '<!-- bench materials results: newest first -->',
    run: async () => {
      const machine = describeMachine();
      const bench = await benchMaterialSearch((await pgReachable()) ? pgAdminUrl : null);
      return { markdown: renderMaterialsMarkdown(machine, bench, notes), raw: { machine, bench } };
    },
  },
  // Not in the default set (builds the web app, imports and opens a 2,000-node board): `pnpm bench game-board`.
  'game-board': {
    optIn: true,
    marker: '<!-- bench game-board results: newest first -->',
    run: async () => {
      const machine = describeMachine();
      const { webDist, web } = webAppFor('game-board', 'game-board-web-dist');
      const result = await benchGameBoard({
        nodes: Number(process.env.BENCH_BOARD_NODES ?? 2_000),
        edges: Number(process.env.BENCH_BOARD_EDGES ?? 3_000),
        webDist,
        opens: Number(process.env.BENCH_GAME_OPENS ?? 1),
      });
      return {
        markdown: renderGameBoardMarkdown(machine, { ...result, web }, notes),
        raw: { machine, web, ...result },
      };
    },
  },
  typing: {
    marker: '<!-- bench typing results: newest first -->',
    run: async () => {
      const machine = describeMachine();
      const { webDist, web } = webAppFor('typing', 'web-dist');
      const gapMs = Number(process.env.BENCH_TYPING_GAP_MS ?? 50);
      // BENCH_TYPING_KEYS measured keystrokes per input and page, in BENCH_TYPING_ROUNDS rounds.
      const rounds = Number(process.env.BENCH_TYPING_ROUNDS ?? 5);
      const perRound = Math.ceil(Number(process.env.BENCH_TYPING_KEYS ?? 250) / rounds);
      const warmup = 5;
      // BENCH_TYPING_B_DIST=<built web app>: the product's editor of a second build types in the same
      // rounds (a same-run A/B of two builds; its rows are not a table run).
      const webDistB = process.env.BENCH_TYPING_B_DIST || undefined;
      const result = await benchTyping({
        chars: Number(process.env.BENCH_TYPING_CHARS ?? 100_000),
        rounds,
        perRound,
        warmup,
        gapMs,
        webDist,
        webDistB,
      });
      return {
        markdown: renderTypingMarkdown(machine, { ...result, gapMs, rounds, perRound, warmup, web }, notes),
        raw: { machine, web, ...result },
      };
    },
  },
  // Not in the default set (builds the web app, two pages of typing): `pnpm bench remote-typing`.
  'remote-typing': {
    optIn: true,
    marker: '<!-- bench remote-typing results: newest first -->',
    run: async () => {
      const machine = describeMachine();
      const { webDist, web } = webAppFor('remote-typing', 'web-dist');
      const gapMs = Number(process.env.BENCH_TYPING_GAP_MS ?? 50);
      const remoteGapMs = Number(process.env.BENCH_REMOTE_GAP_MS ?? 200);
      const pages = remotePages();
      // BENCH_REMOTE_EDIT=lines: the remote updates add, split and delete lines instead of typing.
      const edit = process.env.BENCH_REMOTE_EDIT === 'lines' ? 'lines' : 'typing';
      const result = await benchRemoteTyping({
        chars: Number(process.env.BENCH_TYPING_CHARS ?? 100_000),
        keys: Number(process.env.BENCH_REMOTE_KEYS ?? 100),
        localKeys: Number(process.env.BENCH_TYPING_KEYS ?? 60),
        warmup: 10,
        gapMs,
        remoteGapMs,
        edit,
        webDist,
        pages,
      });
      return {
        markdown: renderRemoteTypingMarkdown(machine, { ...result, gapMs, remoteGapMs, edit, web }, notes),
        raw: { machine, web, ...result },
      };
    },
  },
};

/**
 * The pages of `bench remote-typing`: BENCH_REMOTE_PAGES (comma-separated `bare`, `product` or
 * `product:<label>=<built web app folder>`, whose assets replace the served build's), repeated
 * BENCH_REMOTE_ROUNDS times (alternating A/B runs in one browser and one server).
 */
function remotePages(): PageChoice[] | undefined {
  const spec = process.env.BENCH_REMOTE_PAGES;
  if (!spec) return undefined;
  const one = spec.split(',').map((p): PageChoice => {
    const [kind, variant] = p.split(':');
    if (kind !== 'bare' && kind !== 'product') throw new Error(`BENCH_REMOTE_PAGES: unknown page ${p}`);
    if (!variant) return { kind };
    const [label, dist] = variant.split('=');
    return { kind, label, dist };
  });
  const rounds = Number(process.env.BENCH_REMOTE_ROUNDS ?? 1);
  return Array.from({ length: rounds }, () => one).flat();
}

/** Adds a section's table right under its marker in docs/benchmarks.md (newest first). */
function writeToDocs(marker: string, markdown: string): void {
  const docs = path.join(repoRoot, 'docs/benchmarks.md');
  const current = fs.existsSync(docs) ? fs.readFileSync(docs, 'utf8') : '# Benchmarks\n';
  const next = current.includes(marker)
    ? current.replace(marker, `${marker}\n\n${markdown}`)
    : `${current.trimEnd()}\n\n${marker}\n\n${markdown}`;
  fs.writeFileSync(docs, next);
}

async function main() {
  const names = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const unknown = names.filter((n) => !(n in benchmarks));
  if (unknown.length)
    throw new Error(`unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`);
  const selected = names.length ? names : Object.keys(benchmarks).filter((n) => !benchmarks[n]?.optIn);
  const machine = describeMachine();
  console.log(
    `bench ${selected.join(', ')}: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, load ${machine.load}`,
  );
  fs.mkdirSync(artifacts, { recursive: true });
  for (const name of selected) {
    const bench = benchmarks[name];
    if (!bench) continue;
    const section = await bench.run();
    console.log(`\n${section.markdown}`);
    const stamp = `${name}-${describeMachine().date.replace(/[:]/g, '-')}`;
    fs.writeFileSync(path.join(artifacts, `${stamp}.json`), JSON.stringify(section.raw, null, 2));
    fs.writeFileSync(path.join(artifacts, `${stamp}.md`), section.markdown);
    if (process.argv.includes('--write')) {
      writeToDocs(bench.marker, section.markdown);
      console.log(`${name}: written to docs/benchmarks.md`);
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
