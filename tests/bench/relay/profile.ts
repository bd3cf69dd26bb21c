import fs from 'node:fs';
import path from 'node:path';
import { openInspector } from '../inspect';

// Optional CPU profile of the server over the measured window (BENCH_RELAY_PROFILE=<folder>), taken
// through the inspector the bench already opens on every server: the CPU per delivery says that a
// relay is costly, the profile says which functions the time went to. `--cpu-prof` would profile the
// whole life of the process (start, migrations, document creation), not the window.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The folder to write profiles into, or null when profiling is off. */
export const relayProfileDir = (): string | null => process.env.BENCH_RELAY_PROFILE || null;

/** A running profile: `stop` writes `<dir>/<name>.cpuprofile` and logs the top self times. */
export interface RunningProfile {
  stop(dir: string, name: string): Promise<void>;
}

/**
 * Starts sampling the server's main thread (1 ms interval) on one inspector session, which must stay
 * open until the profile is taken (closing it ends the profile).
 */
export async function startServerProfile(url: string): Promise<RunningProfile> {
  const { send, close } = await openInspector(url);
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 1000 });
  await send('Profiler.start');
  return {
    async stop(dir, name) {
      try {
        const { profile } = (await send('Profiler.stop')) as { profile: Profile };
        fs.mkdirSync(dir, { recursive: true });
        const file = path.join(dir, `${name.replace(/[^\w.-]+/g, '_')}.cpuprofile`);
        fs.writeFileSync(file, JSON.stringify(profile));
        logTopSelf(file, profile);
      } finally {
        close();
      }
    },
  };
}

function logTopSelf(file: string, profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((sample, i) => {
    const f = byId.get(sample)?.callFrame;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    if (!f) return;
    const key = `${f.functionName || '(anonymous)'} ${path.basename(f.url)}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + ms);
  });
  console.log(`profile ${file}: top self time of ${total.toFixed(0)} ms sampled`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${ms.toFixed(0).padStart(7)} ms  ${key}`);
}
