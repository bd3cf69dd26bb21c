import { evaluateIn } from '../inspect';

// Optional account of the server's young-generation collections over the fan-out window
// (BENCH_RELAY_TRACE_GC=1): V8's `--trace-gc-nvp`, switched on and off in the running server through
// its inspector, prints one line of name=value pairs per collection on the server's output. The sums
// of a scavenge's `allocated` and `promoted` say how much a server allocates and keeps per delivered
// update, which a loaded machine changes far less than CPU time or pauses.

/** Whether the fan-out traces the servers' collections. */
export const relayTraceGc = (): boolean => process.env.BENCH_RELAY_TRACE_GC === '1';

/** The young-generation collections of a window, summed. */
export interface ScavengeTotals {
  count: number;
  pauseMs: number;
  allocatedBytes: number;
  promotedBytes: number;
}

const setFlag = (url: string, flag: string) =>
  evaluateIn(url, `process.getBuiltinModule('v8').setFlagsFromString('${flag}'), true`);

/** Starts tracing; `stop` ends it and sums the scavenges the server printed since. */
export async function startGcTrace(
  url: string,
  output: () => string,
): Promise<{ stop(): Promise<ScavengeTotals> }> {
  const from = output().length;
  await setFlag(url, '--trace-gc-nvp');
  return {
    async stop() {
      await setFlag(url, '--no-trace-gc-nvp');
      return sumScavenges(output().slice(from));
    },
  };
}

/** Sums the scavenge lines (`gc=s`) of `--trace-gc-nvp` output. */
export function sumScavenges(text: string): ScavengeTotals {
  const totals: ScavengeTotals = { count: 0, pauseMs: 0, allocatedBytes: 0, promotedBytes: 0 };
  const field = (line: string, name: string) =>
    Number(new RegExp(`\\b${name}=([\\d.]+)`).exec(line)?.[1] ?? 0);
  for (const line of text.split('\n')) {
    if (!line.includes(' gc=s ')) continue;
    totals.count++;
    totals.pauseMs += field(line, 'pause');
    totals.allocatedBytes += field(line, 'allocated');
    totals.promotedBytes += field(line, 'promoted');
  }
  return totals;
}
