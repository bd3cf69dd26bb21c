import { afterEach, describe, expect, it } from 'vitest';
import { formDataOf, type HttpDouble, sendJson, startHttpDouble } from '../testing/http-double';
import { OpenAiSpeech, OpenAiTranscription } from './audio';

let double: HttpDouble | null = null;
afterEach(async () => {
  await double?.close();
  double = null;
});

describe('OpenAiSpeech', () => {
  it('posts model, input, voice and format to /audio/speech and returns the audio bytes', async () => {
    const audio = Buffer.from('ID3\x04fake-mp3-bytes');
    double = await startHttpDouble((_req, res) => {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(audio);
    });
    const speech = new OpenAiSpeech({
      baseUrl: `${double.url}/v1`,
      apiKey: 'k',
      model: 'kokoro',
      voice: 'zf_xiaobei',
    });
    const result = await speech.synthesize({ text: '你好，剧作台。', speed: 1.2 });
    expect(result.mimeType).toBe('audio/mpeg');
    expect(result.audio.equals(audio)).toBe(true);
    expect(double.requests[0]!.url).toBe('/v1/audio/speech');
    expect(double.requests[0]!.headers.authorization).toBe('Bearer k');
    expect(double.requests[0]!.json).toEqual({
      model: 'kokoro',
      input: '你好，剧作台。',
      voice: 'zf_xiaobei',
      response_format: 'mp3',
      speed: 1.2,
    });
  });

  it('reads a FastAPI {detail} error (speaches) and refuses a JSON answer that is not audio', async () => {
    double = await startHttpDouble((req, res) => {
      if ((req.json as { voice: string }).voice === 'nobody')
        sendJson(res, 422, { detail: [{ msg: 'voice not found' }] });
      else sendJson(res, 200, { ok: true });
    });
    const speech = new OpenAiSpeech({ baseUrl: double.url, model: 'm' });
    await expect(speech.synthesize({ text: 'x', voice: 'nobody' })).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 422,
      message: expect.stringContaining('voice not found'),
    });
    await expect(speech.synthesize({ text: 'x' })).rejects.toMatchObject({ kind: 'protocol' });
  });
});

describe('OpenAiTranscription', () => {
  it('uploads the audio as multipart with model and language, and reads verbose_json segments', async () => {
    double = await startHttpDouble((_req, res) =>
      sendJson(res, 200, {
        text: '第一句。第二句。',
        language: 'zh',
        duration: 3.5,
        segments: [
          { id: 0, start: 0, end: 1.6, text: '第一句。' },
          { id: 1, start: 1.6, end: 3.5, text: '第二句。' },
        ],
      }),
    );
    const asr = new OpenAiTranscription({
      baseUrl: `${double.url}/v1`,
      model: 'Systran/faster-whisper-small',
    });
    const audio = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);
    const result = await asr.transcribe({
      audio,
      filename: 'line.wav',
      mimeType: 'audio/wav',
      language: 'zh',
    });
    expect(result).toEqual({
      text: '第一句。第二句。',
      language: 'zh',
      duration: 3.5,
      segments: [
        { start: 0, end: 1.6, text: '第一句。' },
        { start: 1.6, end: 3.5, text: '第二句。' },
      ],
    });
    const req = double.requests[0]!;
    expect(req.url).toBe('/v1/audio/transcriptions');
    expect(String(req.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formDataOf(req);
    const file = form.get('file') as File;
    expect(file.name).toBe('line.wav');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(audio);
    expect(form.get('model')).toBe('Systran/faster-whisper-small');
    expect(form.get('language')).toBe('zh');
    expect(form.get('response_format')).toBe('verbose_json');
  });

  it('answers ping from GET /models', async () => {
    double = await startHttpDouble((_req, res) =>
      sendJson(res, 200, { object: 'list', data: [{ id: 'a' }, { id: 'b' }] }),
    );
    expect(await new OpenAiTranscription({ baseUrl: double.url, model: 'm' }).ping()).toBe('2 models');
  });
});
