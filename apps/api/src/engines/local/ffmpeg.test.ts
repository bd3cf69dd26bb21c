import { describe, expect, it } from 'vitest';
import { FfmpegEngine } from './ffmpeg';

const ffmpeg = new FfmpegEngine();
const version = await ffmpeg.detect();
if (!version)
  console.warn(
    '[engines] ffmpeg is not installed: real ffmpeg tests skipped (scripts/ensure-engines.sh installs it)',
  );

describe.skipIf(!version)('ffmpeg (real program)', () => {
  it('reports its version', async () => {
    expect(version).toMatch(/^ffmpeg version/);
    expect(await ffmpeg.ping()).toBe(version);
  });

  it('composes a short video with sound into stdout', async () => {
    const { stdout } = await ffmpeg.run([
      ...['-f', 'lavfi', '-i', 'color=c=black:s=160x90:d=1'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
      ...['-shortest', '-c:v', 'mpeg4', '-c:a', 'aac', '-f', 'matroska', 'pipe:1'],
    ]);
    expect(stdout.length).toBeGreaterThan(1000);
    // Matroska/EBML magic.
    expect(stdout.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  it('converts audio fed through stdin', async () => {
    const wav = await ffmpeg.run(['-f', 'lavfi', '-i', 'sine=duration=0.5', '-f', 'wav', 'pipe:1']);
    const { stdout } = await ffmpeg.run(['-f', 'wav', '-i', 'pipe:0', '-f', 'mp3', 'pipe:1'], {
      input: wav.stdout,
    });
    expect(stdout.length).toBeGreaterThan(500);
  });

  it('fails with ffmpeg’s own message on bad arguments', async () => {
    await expect(ffmpeg.run(['-i', '/nonexistent/input.mp4', '-f', 'null', '-'])).rejects.toMatchObject({
      engine: 'ffmpeg',
      kind: 'process',
      message: expect.stringContaining('No such file'),
    });
  });

  it('is killed at its deadline', async () => {
    await expect(
      ffmpeg.run(['-re', '-f', 'lavfi', '-i', 'sine=duration=30', '-f', 'null', '-'], { timeoutMs: 300 }),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('ffmpeg missing', () => {
  it('is not detected', async () => {
    expect(await new FfmpegEngine({ command: 'ffmpeg-not-installed' }).detect()).toBeNull();
  });
});
