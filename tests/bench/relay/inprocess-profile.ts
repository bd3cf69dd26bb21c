import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

// Optional profiles of the in-process bench's measured rounds (after the warm-up), main thread:
// BENCH_INPROC_PROFILE=<folder> samples CPU every 0.2 ms (`<name>.cpuprofile`); BENCH_INPROC_ALLOC=
// <folder> samples allocations every 16 KiB, garbage included (`<name>.heapprofile`: which functions
// make what the scavenger then has to deal with). Either adds its cost to the round's CPU, so a
// profiled run's figures are not table figures.

/** A profile running over one round. */
export interface RoundProfile {
  stop(): Promise<void>;
}

/** Starts the profiles the environment asks for; null when none. */
export async function startRoundProfile(name: string): Promise<RoundProfile | null> {
  const cpuDir = process.env.BENCH_INPROC_PROFILE;
  const allocDir = process.env.BENCH_INPROC_ALLOC;
  if (!cpuDir && !allocDir) return null;
  const session = new Session();
  session.connect();
  if (cpuDir) {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  if (allocDir) {
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 16 * 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  }
  const write = (dir: string, suffix: string, data: unknown) => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}.${suffix}`), JSON.stringify(data));
  };
  return {
    async stop() {
      if (cpuDir) write(cpuDir, 'cpuprofile', (await session.post('Profiler.stop')).profile);
      if (allocDir) write(allocDir, 'heapprofile', (await session.post('HeapProfiler.stopSampling')).profile);
      session.disconnect();
    },
  };
}
