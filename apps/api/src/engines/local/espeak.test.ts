import { describe, expect, it } from 'vitest';
import { EspeakSpeech, fixStreamedWav } from './espeak';
import { probeVersion } from './process';

const espeakVersion = await probeVersion('espeak-ng', 'espeak-ng');
const espeak = new EspeakSpeech();
const hasVoice = espeakVersion ? (await espeak.detect()) !== null : false;
if (!hasVoice) {
  console.warn(
    '[engines] espeak-ng with the cmn-latn-pinyin voice is not installed: real speech tests skipped (scripts/ensure-engines.sh installs it)',
  );
}

/** Reads the fields of a canonical PCM WAV header. */
function wavInfo(wav: Buffer) {
  const dataAt = wav.indexOf('data', 12, 'ascii');
  return {
    riffSize: wav.readUInt32LE(4),
    channels: wav.readUInt16LE(22),
    sampleRate: wav.readUInt32LE(24),
    byteRate: wav.readUInt32LE(28),
    dataSize: wav.readUInt32LE(dataAt + 4),
    dataAt,
  };
}

describe('fixStreamedWav', () => {
  it("replaces espeak-ng's placeholder sizes with the real ones", () => {
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'ascii');
    header.writeUInt32LE(0x7ffff024, 4);
    header.write('WAVEfmt ', 8, 'ascii');
    header.writeUInt32LE(16, 16);
    header.write('data', 36, 'ascii');
    header.writeUInt32LE(0x7ffff000, 40);
    const wav = fixStreamedWav(Buffer.concat([header, Buffer.alloc(100)]));
    expect(wav.readUInt32LE(4)).toBe(144 - 8);
    expect(wav.readUInt32LE(40)).toBe(100);
  });

  it('refuses bytes that are not a WAV file', () => {
    expect(() => fixStreamedWav(Buffer.from('not audio at all'))).toThrow(/WAV/);
  });
});

describe.skipIf(!hasVoice)('espeak-ng (real program)', () => {
  it('is detected by its Mandarin pinyin voice and answers ping with its version', async () => {
    expect(await espeak.detect()).toContain('cmn-latn-pinyin');
    expect(await espeak.ping()).toMatch(/eSpeak NG/);
  });

  it('speaks Chinese into a valid 22 kHz mono WAV whose sizes match its length', async () => {
    const result = await espeak.synthesize({ text: '第一场，夜，内。李雷推门进来。' });
    expect(result.mimeType).toBe('audio/wav');
    const info = wavInfo(result.audio);
    expect(info).toMatchObject({ channels: 1, sampleRate: 22050, riffSize: result.audio.length - 8 });
    expect(info.dataSize).toBe(result.audio.length - info.dataAt - 8);
    const seconds = info.dataSize / info.byteRate;
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(15);
  });

  it('speaks faster with a higher speed and reads text starting with a dash as text', async () => {
    const normal = await espeak.synthesize({ text: '你好，世界。你好，世界。' });
    const fast = await espeak.synthesize({ text: '你好，世界。你好，世界。', speed: 2 });
    expect(fast.audio.length).toBeLessThan(normal.audio.length * 0.8);
    const dash = await espeak.synthesize({ text: '--help 不是参数' });
    expect(wavInfo(dash.audio).dataSize).toBeGreaterThan(1000);
  });

  it('stops on the caller signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(espeak.synthesize({ text: '你好' }, { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
  });
});

describe('espeak-ng missing', () => {
  it('is not detected and says so when called', async () => {
    const missing = new EspeakSpeech({ command: 'espeak-ng-not-installed' });
    expect(await missing.detect()).toBeNull();
    await expect(missing.synthesize({ text: '你好' })).rejects.toMatchObject({
      kind: 'process',
      message: expect.stringContaining('not installed'),
    });
  });
});
