import fs from 'node:fs';
import path from 'node:path';
import { RelayDocumentKind, relayDocumentName, StorageKeys } from '@juzuo/schemas';
import type { CDPSession, Page } from 'playwright-core';
import * as Y from 'yjs';
import { call, createTeam, signInBySms } from '../../e2e/support/api';
import { launchChromium, newBrowserContext } from '../../e2e/support/browser';
import { connectClient, type Endpoint } from '../relay/clients';
import { relayUrl } from '../relay/product';
import { percentile, sleep, withTimeout } from '../relay/stats';
import { startApi, startScript } from '../servers';
import { generateBoard } from './board';
import {
  DRAWN,
  EMPTY_PANE_POINT,
  FRAME_SCRIPT,
  LOAD_MARKS_SCRIPT,
  NODE_NEAR_CENTRE,
  startFrames,
  stopFrames,
  TRANSFORM,
  ZOOM,
} from './in-page';
import { profileDir, startProfile, stopProfile } from './profile';

const round = (n: number) => Math.round(n * 10) / 10;

/** Frame gaps of one activity on the board. */
export interface FrameRow {
  view: string;
  zoom: number;
  drawn: { nodes: number; edges: number };
  activity: 'idle' | 'pan' | 'drag node';
  frames: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Main-thread time of the page during the activity (Chromium's Performance metrics), ms. */
  scriptMs: number;
  taskMs: number;
}

/** One way of reaching a synced copy of the board. */
export interface LoadRow {
  label: string;
  ms: number;
}

/** Times a fresh Node client from connect to synced, and checks it got the whole board. */
async function timeSync(endpoint: Endpoint, name: string, nodes: number) {
  const started = performance.now();
  const client = connectClient(endpoint, name);
  await withTimeout(client.synced, `${name} synced`, 120_000);
  const ms = performance.now() - started;
  const got = client.doc.getMap('nodes').size;
  if (got !== nodes) throw new Error(`${name}: synced with ${got} nodes, expected ${nodes}`);
  return { ms, client };
}

/**
 * First connect (nobody has the board open, so the server loads it) and warm (another client holds the
 * board open: median of three) times to synced.
 */
async function loadTimes(label: string, endpoint: Endpoint, name: string, nodes: number) {
  const cold = await timeSync(endpoint, name, nodes);
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) {
    const again = await timeSync(endpoint, name, nodes);
    warm.push(again.ms);
    again.client.destroy();
  }
  const state = Y.encodeStateAsUpdate(cold.client.doc);
  cold.client.destroy();
  return {
    rows: [
      { label: `${label}, first connect (nobody has the board open)`, ms: round(cold.ms) },
      { label: `${label}, warm (board open on the server), median of 3`, ms: round(percentile(warm, 50)) },
    ],
    state,
  };
}

/** Polls a page expression (the product's CSP blocks waitForFunction strings) until `ok` holds. */
async function pollPage<T>(
  page: Page,
  expression: string,
  ok: (v: T) => boolean,
  what: string,
  ms = 120_000,
) {
  const until = Date.now() + ms;
  for (;;) {
    const value = (await page.evaluate(expression)) as T;
    if (ok(value)) return value;
    if (Date.now() > until)
      throw new Error(`${what}: not after ${ms / 1000} s (last ${JSON.stringify(value)})`);
    await sleep(200);
  }
}

/** Waits until the canvas stands still: the same transform across 500 ms (a fit or zoom has ended). */
async function settled(page: Page) {
  let last = '';
  for (;;) {
    await pollPage<string>(
      page,
      TRANSFORM,
      (t) => {
        const still = t === last && t !== '';
        last = t;
        return still;
      },
      'the canvas stands still',
    );
    await sleep(500);
    if ((await page.evaluate(TRANSFORM)) === last) return;
  }
}

/** Chromium's running totals of the page's main-thread script and task time, in ms. */
async function mainThread(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return {
    script: get('ScriptDuration'),
    task: get('TaskDuration'),
    style: get('RecalcStyleDuration'),
    layout: get('LayoutDuration'),
  };
}

/**
 * Records frame gaps while `act` runs, and the main thread's script and task time meanwhile: CPU
 * time the page spent, which a busy machine inflates less than it stretches frame gaps.
 */
async function frames(page: Page, cdp: CDPSession, act: () => Promise<void>, profileAs?: string) {
  const dir = profileAs ? profileDir() : null;
  if (dir) await startProfile(cdp);
  const before = await mainThread(cdp);
  await page.evaluate(startFrames);
  await act();
  const deltas = (await page.evaluate(stopFrames)) as number[];
  const after = await mainThread(cdp);
  if (dir && profileAs) await stopProfile(cdp, dir, profileAs);
  // Where the rest of the task time went (the remainder is mostly paint): printed, not tabled.
  console.log(
    `  style ${round(after.style - before.style)} ms, layout ${round(after.layout - before.layout)} ms`,
  );
  return { deltas, scriptMs: round(after.script - before.script), taskMs: round(after.task - before.task) };
}

/** Idle, pan and node-drag frame gaps at the canvas's current zoom. */
async function measureView(page: Page, cdp: CDPSession, view: string): Promise<FrameRow[]> {
  await settled(page);
  // What the view looked like (BENCH_GAME_SHOTS=<folder>): simplified cards, the minimap, the overview.
  const shots = process.env.BENCH_GAME_SHOTS;
  if (shots) await page.screenshot({ path: path.join(shots, `${view.replace(/[^\w.-]+/g, '_')}.png`) });
  const zoom = Math.round(((await page.evaluate(ZOOM)) as number) * 1000) / 1000;
  const [nodes, edges] = (await page.evaluate(DRAWN)) as [number, number];
  const row = (
    activity: FrameRow['activity'],
    { deltas: d, scriptMs, taskMs }: { deltas: number[]; scriptMs: number; taskMs: number },
  ): FrameRow => {
    const r = {
      view,
      zoom,
      drawn: { nodes, edges },
      activity,
      frames: d.length,
      p50: round(percentile(d, 50)),
      p95: round(percentile(d, 95)),
      p99: round(percentile(d, 99)),
      max: round(Math.max(...d)),
      scriptMs,
      taskMs,
    };
    console.log(
      `${view} (zoom ${zoom}, ${nodes} nodes / ${edges} edges drawn) ${activity.padEnd(9)} ` +
        `p50 ${r.p50} p95 ${r.p95} p99 ${r.p99} max ${r.max} ms (${r.frames} frames); script ${scriptMs} ms, tasks ${taskMs} ms`,
    );
    return r;
  };
  const idle = await frames(page, cdp, () => sleep(2_000));
  const pane = (await page.evaluate(EMPTY_PANE_POINT)) as [number, number] | null;
  if (!pane) throw new Error(`${view}: no empty spot of the pane to pan from`);
  const before = await page.evaluate(TRANSFORM);
  let panned = false;
  const pan = await frames(
    page,
    cdp,
    async () => {
      await page.mouse.move(pane[0], pane[1]);
      await page.mouse.down();
      await page.mouse.move(pane[0] - 300, pane[1] - 100, { steps: 40 });
      panned = (await page.evaluate(TRANSFORM)) !== before;
      await page.mouse.move(pane[0], pane[1], { steps: 40 });
      await page.mouse.up();
    },
    `${view} pan`,
  );
  // A pan that moved nothing would measure an idle canvas.
  if (!panned) throw new Error(`${view}: dragging the pane did not move the canvas`);
  await settled(page);
  const node = (await page.evaluate(NODE_NEAR_CENTRE)) as [number, number, string] | null;
  if (!node) throw new Error(`${view}: no node card under the mouse near the centre`);
  const card = page.locator(`[data-testid="game-node"][data-node-id="${node[2]}"]`);
  const xBefore = await card.getAttribute('data-x');
  let moved = false;
  const drag = await frames(
    page,
    cdp,
    async () => {
      await page.mouse.move(node[0], node[1]);
      await page.mouse.down();
      await page.mouse.move(node[0] + 150, node[1] + 50, { steps: 40 });
      moved = (await card.getAttribute('data-x')) !== xBefore;
      await page.mouse.move(node[0], node[1], { steps: 40 });
      await page.mouse.up();
    },
    `${view} drag`,
  );
  // A drag that moved nothing would measure an idle canvas.
  if (!moved) throw new Error(`${view}: dragging node ${node[2]} did not move it on the board`);
  return [row('idle', idle), row('pan', pan), row('drag node', drag)];
}

/** Wheel-zooms the canvas around its centre until it is at `target` (within 10%). */
async function zoomTo(page: Page, target: number) {
  const box = await page.getByTestId('game-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 60; i++) {
    const zoom = (await page.evaluate(ZOOM)) as number;
    const off = Math.log2(zoom / target);
    if (Math.abs(off) < 0.04) return;
    // d3-zoom turns a wheel's deltaY into a factor of 2^(-deltaY * 0.002): aim at the target, 100 at most.
    await page.mouse.wheel(0, Math.max(-100, Math.min(100, off / 0.002)));
    await sleep(50);
  }
  throw new Error(`could not zoom to ${target} (at ${await page.evaluate(ZOOM)})`);
}

/** The first render of one opening of the board page, from the page's own clock. */
interface PageMarks {
  syncedMs: number;
  firstNodeMs: number;
  allDrawnMs: number;
  /** Node elements once the opening view stands still. */
  drawnNodes: number;
  /** The most node elements there were at once while opening (every card mounted to be measured?). */
  mostNodes: number;
  /** Page JavaScript from navigation until the opening view stands still. */
  openScriptMs: number;
}

/** Opens the board page and waits until every node is counted and the canvas stands still. */
async function openBoard(page: Page, cdp: CDPSession, url: string, nodes: number, profile: boolean) {
  await page.addInitScript(LOAD_MARKS_SCRIPT);
  await page.addInitScript(FRAME_SCRIPT);
  await cdp.send('Performance.enable');
  const dir = profile ? profileDir() : null;
  if (dir) await startProfile(cdp);
  const before = await mainThread(cdp);
  await page.goto(url);
  await page.getByTestId('game-board').waitFor({ timeout: 120_000 });
  await pollPage<number | null>(page, 'window.__board.synced', (s) => s !== null, 'the board syncs');
  await pollPage<string>(
    page,
    `document.querySelector('[data-testid="board-node-count"]')?.textContent || ''`,
    (t) => t.startsWith(`${nodes} `),
    'the header counts every node',
  );
  await settled(page);
  const after = await mainThread(cdp);
  if (dir) await stopProfile(cdp, dir, 'first render');
  const shots = process.env.BENCH_GAME_SHOTS;
  if (shots && profile) await page.screenshot({ path: path.join(shots, 'as_opened_first_render.png') });
  const marks = (await page.evaluate('window.__board')) as { synced: number; counts: [number, number][] };
  const drawn = marks.counts.at(-1) ?? [Number.NaN, 0];
  const first = marks.counts.find(([, n]) => n > 0) ?? [Number.NaN, 0];
  const opened: PageMarks = {
    syncedMs: round(marks.synced),
    firstNodeMs: round(first[0]),
    allDrawnMs: round(drawn[0]),
    drawnNodes: drawn[1],
    mostNodes: Math.max(...marks.counts.map(([, n]) => n)),
    // Includes the settle wait's idle 0.5 s steps, which cost next to no script.
    openScriptMs: round(after.script - before.script),
  };
  console.log(`page: ${JSON.stringify(opened)}`);
  return opened;
}

/**
 * The board benchmark: a generated board of `nodes` nodes and `edges` edges, imported through the
 * product's game v3 import (the API's own code path writes it into the live document), then loaded
 * from the relay by Node clients and opened in Chromium on the story-line page.
 */
export async function benchGameBoard(opts: { nodes: number; edges: number; webDist: string; opens: number }) {
  if (!fs.existsSync(path.join(opts.webDist, 'index.html'))) throw new Error(`no web app in ${opts.webDist}`);
  const api = await startApi('', { env: { WEB_DIST: opts.webDist } });
  const bare = await startScript(path.join(import.meta.dirname, '../relay/bare-hocuspocus-server.ts'), {
    BENCH_MEMORY_STORE: '1',
  });
  const browser = await launchChromium();
  try {
    const owner = await signInBySms(api.url);
    const teamId = await createTeam(api.url, owner, '压测剧组');
    const work = await call<{ project_id: string | number }>(api.url, 'POST', '/ixj_web/project/add', {
      token: owner.token,
      body: { team_id: teamId, project_name: '压测游戏', project_type: 'GAME' },
    });
    const workId = String(work.project_id);
    const board = generateBoard(opts.nodes, opts.edges);
    const importStarted = performance.now();
    const imported = await call<{ board_id: string; node_count: number; edge_count: number }>(
      api.url,
      'POST',
      '/ixj_web/game/v3/import',
      {
        token: owner.token,
        body: { project_id: workId, format: 'json', content: JSON.stringify(board), board_name: '大画布' },
      },
    );
    const importMs = round(performance.now() - importStarted);
    if (imported.node_count !== opts.nodes || imported.edge_count !== opts.edges)
      throw new Error(`imported ${imported.node_count} nodes / ${imported.edge_count} edges`);
    const name = relayDocumentName(RelayDocumentKind.Game, imported.board_id);
    await sleep(1_000);
    const product = await loadTimes(
      'product relay (auth, permissions, stored checkpoint)',
      { kind: 'hocuspocus', url: relayUrl(api.url), token: owner.token },
      name,
      opts.nodes,
    );
    // The same state on a bare Hocuspocus holding it in memory: one writer puts it there and leaves.
    const bareEndpoint: Endpoint = { kind: 'hocuspocus', url: bare.url };
    const writer = connectClient(bareEndpoint, 'board');
    await withTimeout(writer.synced, 'bare writer synced');
    Y.applyUpdate(writer.doc, product.state);
    await sleep(1_000);
    writer.destroy();
    await sleep(1_000);
    const yardstick = await loadTimes('bare Hocuspocus, state in memory', bareEndpoint, 'board', opts.nodes);

    const context = await newBrowserContext(browser, api.url, {
      [StorageKeys.token]: owner.token,
      [StorageKeys.tokenExpire]: String(owner.expire),
      [StorageKeys.userId]: owner.userId,
      [StorageKeys.teamId]: teamId,
    });
    try {
      // First render, `opens` times in a fresh page each (BENCH_GAME_OPENS; medians are reported): the
      // last page stays open for the frame views. BENCH_GAME_PROFILE profiles the first opening.
      const opens: PageMarks[] = [];
      let page: Page | null = null;
      let cdp: CDPSession | null = null;
      for (let i = 0; i < opts.opens; i++) {
        await page?.close();
        page = await context.newPage();
        cdp = await context.newCDPSession(page);
        opens.push(
          await openBoard(
            page,
            cdp,
            `/workDetail/${workId}/GAME/gameStoryLine?board=${imported.board_id}`,
            opts.nodes,
            i === 0,
          ),
        );
      }
      if (!page || !cdp) throw new Error('the board was not opened');
      const median = (pick: (m: PageMarks) => number) => round(percentile(opens.map(pick), 50));
      const page_ = {
        syncedMs: median((m) => m.syncedMs),
        firstNodeMs: median((m) => m.firstNodeMs),
        allDrawnMs: median((m) => m.allDrawnMs),
        drawnNodes: median((m) => m.drawnNodes),
        mostNodes: median((m) => m.mostNodes),
        openScriptMs: median((m) => m.openScriptMs),
        opens,
      };
      // BENCH_GAME_OPEN_ONLY: first render only, no frame views (a quick before/after of opening).
      const rows: FrameRow[] = [];
      if (!process.env.BENCH_GAME_OPEN_ONLY) {
        rows.push(...(await measureView(page, cdp, 'as opened (fit view, no lower than zoom 0.2)')));
        await zoomTo(page, 1);
        rows.push(...(await measureView(page, cdp, 'zoomed in to 100%')));
        await zoomTo(page, 0.3);
        rows.push(...(await measureView(page, cdp, 'zoomed out to 30% (simplified cards)')));
        // The controls' fit button fits the whole board, down to the canvas's minimum zoom: every node
        // and edge is on screen, so nothing is left out by drawing only the visible part.
        await page.locator('.react-flow__controls-fitview').click();
        rows.push(...(await measureView(page, cdp, 'whole board (the fit-view button)')));
      }
      return {
        nodes: opts.nodes,
        edges: opts.edges,
        stateBytes: product.state.byteLength,
        importMs,
        version: browser.version(),
        load: [...yardstick.rows, ...product.rows],
        page: page_,
        frames: rows,
      };
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
    await bare.stop();
    await api.stop();
  }
}
