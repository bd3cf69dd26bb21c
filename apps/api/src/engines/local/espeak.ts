import { EngineName } from '@juzuo/schemas';
import { EngineError } from '../errors';
import type { CallOptions } from '../http';
import type { SpeechEngine, SpeechRequest, SpeechResult } from '../speech-types';
import { probeVersion, runProcess } from './process';

const ENGINE = EngineName.ESPEAK_NG;

/**
 * Mandarin voice that reads Chinese characters, and latin text as pinyin with tone digits. The plain
 * `cmn` voice reads tone digits as English numbers ("zai four").
 */
export const ESPEAK_DEFAULT_VOICE = 'cmn-latn-pinyin';
/** espeak-ng's default speaking rate in words per minute (speed factor 1). */
const BASE_WPM = 175;

/** Where espeak-ng is and how it speaks. */
export interface EspeakConfig {
  /** Program path or name (default espeak-ng, looked up on PATH). */
  command?: string;
  voice?: string;
  /** Deadline of one synthesis (default 60 s). */
  timeoutMs?: number;
  closeSignal?: AbortSignal;
}

/**
 * espeak-ng's `--stdout` WAV header carries placeholder sizes (it streams and cannot seek back);
 * write the real RIFF and data sizes so every player and ffmpeg read the whole file.
 */
export function fixStreamedWav(wav: Buffer): Buffer {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new EngineError(ENGINE, 'protocol', 'espeak-ng did not write a WAV file');
  }
  wav.writeUInt32LE(wav.length - 8, 4);
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    if (id === 'data') {
      wav.writeUInt32LE(wav.length - offset - 8, offset + 4);
      return wav;
    }
    offset += 8 + wav.readUInt32LE(offset + 4);
  }
  throw new EngineError(ENGINE, 'protocol', 'WAV file has no data chunk');
}

/** Local Chinese text to speech with espeak-ng: robotic but intelligible, WAV only, no network. */
export class EspeakSpeech implements SpeechEngine {
  private readonly command: string;
  private readonly voice: string;

  constructor(private readonly config: EspeakConfig = {}) {
    this.command = config.command ?? 'espeak-ng';
    this.voice = config.voice ?? ESPEAK_DEFAULT_VOICE;
  }

  /**
   * The voice line when espeak-ng runs here and has the configured voice (Debian's espeak-ng-data
   * ships cmn-latn-pinyin); null otherwise. One short process: `--voices` lists every voice.
   */
  async detect(): Promise<string | null> {
    try {
      const { stdout } = await runProcess(ENGINE, this.command, ['--voices'], { timeoutMs: 5_000 });
      // Columns: Pty Language Age/Gender VoiceName File Other languages.
      const lines = stdout.toString('utf8').split('\n');
      return lines.find((line) => line.trim().split(/\s+/)[1] === this.voice)?.trim() ?? null;
    } catch {
      return null;
    }
  }

  /** Reachability: the version line. */
  async ping(): Promise<string> {
    const version = await probeVersion(ENGINE, this.command);
    if (!version) throw new EngineError(ENGINE, 'process', `${this.command} does not run`);
    return version;
  }

  /** Speaks the text into a 22 kHz mono WAV; the text goes through stdin, never the command line. */
  async synthesize(request: SpeechRequest, options: CallOptions = {}): Promise<SpeechResult> {
    const text = request.text.trim();
    if (!text) throw new EngineError(ENGINE, 'process', 'nothing to speak');
    const wpm = Math.round(Math.min(450, Math.max(80, BASE_WPM * (request.speed ?? 1))));
    // espeak-ng voices are its own; an outside engine's voice name (alloy...) means the default here.
    const voice = request.voice?.startsWith('cmn') ? request.voice : this.voice;
    const { stdout } = await runProcess(
      ENGINE,
      this.command,
      ['-v', voice, '-s', String(wpm), '-b', '1', '--stdout', '--stdin'],
      {
        input: text,
        timeoutMs: options.timeoutMs ?? this.config.timeoutMs ?? 60_000,
        signal: options.signal,
        closeSignal: this.config.closeSignal,
      },
    );
    return { audio: fixStreamedWav(stdout), mimeType: 'audio/wav' };
  }
}
