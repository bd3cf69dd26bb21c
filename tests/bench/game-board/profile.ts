import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';

// Optional CPU profiles of the page while the bench pans and drags (BENCH_GAME_PROFILE=<folder>): the
// frame gaps say that a view is slow, the profile says which functions the time went to.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The folder to write profiles into, or null when profiling is off. */
export const profileDir = (): string | null => process.env.BENCH_GAME_PROFILE || null;

/** Starts sampling the page's JavaScript (1 ms interval). */
export async function startProfile(cdp: CDPSession) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
}

/** Stops sampling, writes `<name>.cpuprofile` (opens in Chromium's DevTools) and logs the top self times. */
export async function stopProfile(cdp: CDPSession, dir: string, name: string) {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^\w.-]+/g, '_')}.cpuprofile`);
  fs.writeFileSync(file, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)?.callFrame;
    if (!f) return;
    const key = `${f.functionName || '(anonymous)'} ${path.basename(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log(`profile ${file}: top self time`);
  for (const [key, ms] of top) console.log(`  ${ms.toFixed(0).padStart(7)} ms  ${key}`);
}
