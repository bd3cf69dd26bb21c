import type { EnginesConfig } from '../config';
import { EspeakSpeech } from './espeak';
import { FfmpegEngine } from './ffmpeg';
import { JiebaKeywords } from './jieba';

/** The local engines found on this machine (null when absent). */
export interface LocalEngines {
  espeak: EspeakSpeech | null;
  ffmpeg: FfmpegEngine | null;
  jieba: JiebaKeywords | null;
}

/** No local engine at all. */
export const NO_LOCAL_ENGINES: LocalEngines = { espeak: null, ffmpeg: null, jieba: null };

/** What a probe found, per program: kept per process so every app built in tests probes once. */
const probes = new Map<string, Promise<{ espeak: boolean; ffmpeg: boolean; jieba: JiebaKeywords | null }>>();

/**
 * Detects espeak-ng (with its Mandarin pinyin voice), ffmpeg and the jieba native module. Each probe
 * is a short child process or import; a missing one only leaves its capability unavailable.
 */
export async function detectLocalEngines(
  local: EnginesConfig['local'],
  closeSignal?: AbortSignal,
): Promise<LocalEngines> {
  if (!local.detect) return NO_LOCAL_ENGINES;
  const espeak = new EspeakSpeech({ command: local.espeakCommand, closeSignal });
  const ffmpeg = new FfmpegEngine({ command: local.ffmpegCommand, closeSignal });
  const key = `${local.espeakCommand ?? ''}|${local.ffmpegCommand ?? ''}`;
  let found = probes.get(key);
  if (!found) {
    found = Promise.all([espeak.detect(), ffmpeg.detect(), JiebaKeywords.detect()]).then(([e, f, j]) => ({
      espeak: e !== null,
      ffmpeg: f !== null,
      jieba: j,
    }));
    probes.set(key, found);
  }
  const result = await found;
  return {
    espeak: result.espeak ? espeak : null,
    ffmpeg: result.ffmpeg ? ffmpeg : null,
    jieba: result.jieba,
  };
}
