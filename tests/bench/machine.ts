import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the figures were measured on; benchmarks.md records it beside every table. */
export interface Machine {
  date: string;
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  load: string;
  /** The commit the product runs from (see productRevision). */
  revision: string;
}

/** Describes this machine (nproc, CPU model from /proc/cpuinfo, memory, Node, load average). */
export function describeMachine(): Machine {
  let cpuModel = os.cpus()[0]?.model ?? 'unknown';
  try {
    const line = fs
      .readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) cpuModel = line.split(':')[1]?.trim() ?? cpuModel;
  } catch {
    // Not Linux: os.cpus() is good enough.
  }
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cores: os.availableParallelism(),
    cpuModel,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    load: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
    revision: productRevision(),
  };
}

let ticksPerSecond = 0;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; null off Linux. */
export function processCpuSeconds(pid: number): number | null {
  try {
    if (!ticksPerSecond)
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces): state is [0], utime [11], stime [12].
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(rest[11]) + Number(rest[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}

/**
 * The commit the product ran from, and whether apps/ or packages/ had uncommitted changes (a shared
 * checkout: the servers run the files on disk).
 */
export function productRevision(): string {
  try {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const head = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD']).toString().trim();
    const dirty = execFileSync('git', ['-C', root, 'status', '--porcelain', '--', 'apps', 'packages'])
      .toString()
      .trim();
    return dirty ? `${head} plus uncommitted changes in apps/ or packages/` : head;
  } catch {
    return 'unknown';
  }
}

/** The dated heading and machine sentence every results section starts with. */
export function machineHeading(machine: Machine): string[] {
  return [
    `### ${machine.date.slice(0, 10)} (${machine.date})`,
    '',
    `Machine: ${machine.cores} cores (nproc), ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, Node ${machine.node}; ` +
      `load average at start ${machine.load}. Product at commit ${machine.revision}.`,
  ];
}
