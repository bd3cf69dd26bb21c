import { EngineName } from '@juzuo/schemas';
import { EngineError } from '../errors';
import type { CallOptions } from '../http';
import { probeVersion, type RunResult, runProcess } from './process';

const ENGINE = EngineName.FFMPEG;

/** Where ffmpeg is. */
export interface FfmpegConfig {
  /** Program path or name (default ffmpeg, looked up on PATH). */
  command?: string;
  /** Deadline of one run (default 10 min). */
  timeoutMs?: number;
  closeSignal?: AbortSignal;
}

/**
 * Local ffmpeg (Debian's build has libass for burned-in subtitles): video compose and audio
 * conversion run through it. Feature code builds the arguments; this runs them safely.
 */
export class FfmpegEngine {
  private readonly command: string;

  constructor(private readonly config: FfmpegConfig = {}) {
    this.command = config.command ?? 'ffmpeg';
  }

  /** The version line when ffmpeg runs here, else null. */
  detect(): Promise<string | null> {
    return probeVersion(ENGINE, this.command, ['-version']);
  }

  /** Reachability: the version line. */
  async ping(): Promise<string> {
    const version = await this.detect();
    if (!version) throw new EngineError(ENGINE, 'process', `${this.command} does not run`);
    return version;
  }

  /**
   * Runs ffmpeg with the given arguments (no shell), quietly and without reading the terminal;
   * `-y` overwrites outputs. stdout holds what was written to `pipe:1`.
   */
  run(args: readonly string[], options: CallOptions & { input?: Uint8Array } = {}): Promise<RunResult> {
    return runProcess(
      ENGINE,
      this.command,
      ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args],
      {
        input: options.input,
        signal: options.signal,
        timeoutMs: options.timeoutMs ?? this.config.timeoutMs ?? 600_000,
        closeSignal: this.config.closeSignal,
      },
    );
  }
}
