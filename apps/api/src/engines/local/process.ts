import { spawn } from 'node:child_process';
import type { TEngineName } from '@juzuo/schemas';
import { EngineError } from '../errors';
import { type CallOptions, CallScope } from '../http';

/** Options of one local program run. */
export interface RunOptions extends CallOptions {
  /** Written to the program's stdin, which is then closed. */
  input?: string | Uint8Array;
  /** Stops the program when stdout grows past this (default 256 MiB). */
  maxOutputBytes?: number;
  /** Aborts the run when the registry closes. */
  closeSignal?: AbortSignal;
}

/** What a finished run printed. */
export interface RunResult {
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs a program without a shell (arguments are never parsed), feeding stdin and collecting stdout.
 * A non-zero exit, a missing program, the deadline or the caller's signal end it with an EngineError;
 * the program is killed then.
 */
export function runProcess(
  engine: TEngineName,
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<RunResult> {
  const scope = new CallScope(engine, options.signal, options.timeoutMs ?? 60_000, options.closeSignal);
  const maxOutput = options.maxOutputBytes ?? 256 * 1024 * 1024;
  return new Promise<RunResult>((resolve, reject) => {
    if (scope.signal.aborted) {
      scope.dispose();
      return reject(scope.toError(scope.signal.reason));
    }
    const child = spawn(command, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      signal: scope.signal,
      killSignal: 'SIGKILL',
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    let failure: EngineError | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > maxOutput && !failure) {
        failure = new EngineError(engine, 'process', `${command} printed more than ${maxOutput} bytes`);
        child.kill('SIGKILL');
        return;
      }
      out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.stdin.on('error', () => {
      // EPIPE when the program exits without reading stdin: its exit code tells what happened.
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (failure) return;
      failure =
        error.code === 'ENOENT'
          ? new EngineError(engine, 'process', `${command} is not installed`, { cause: error })
          : scope.signal.aborted
            ? scope.toError(error)
            : new EngineError(engine, 'process', `${command} failed: ${error.message}`, { cause: error });
    });
    child.on('close', (code, signal) => {
      scope.dispose();
      if (failure) return reject(failure);
      if (scope.signal.aborted) return reject(scope.toError(scope.signal.reason));
      if (code !== 0) {
        const why = signal ? `was killed by ${signal}` : `exited with ${code}`;
        return reject(new EngineError(engine, 'process', `${command} ${why}: ${stderr.trim().slice(-500)}`));
      }
      resolve({ stdout: Buffer.concat(out), stderr });
    });
    if (options.input !== undefined) child.stdin.end(options.input);
    else child.stdin.end();
  });
}

/**
 * The first line a program prints for a version probe (`espeak-ng --version`), or null when it is
 * missing or fails: local engines are optional and detected at start.
 */
export async function probeVersion(
  engine: TEngineName,
  command: string,
  args: readonly string[] = ['--version'],
): Promise<string | null> {
  try {
    const { stdout } = await runProcess(engine, command, args, {
      timeoutMs: 5_000,
      maxOutputBytes: 1024 * 1024,
    });
    return stdout.toString('utf8').split('\n')[0]?.trim() || null;
  } catch {
    return null;
  }
}
