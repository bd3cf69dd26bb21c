import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import {
  type HttpDouble,
  type RecordedRequest,
  sendJson,
  sleep,
  startHttpDouble,
  waitFor,
} from '../testing/http-double';
import { OpenAiChat, type OpenAiChatConfig } from './chat';
import { parseModelMap } from './models';
import type { ChatChunk } from './types';

let double: HttpDouble | null = null;
afterEach(async () => {
  await double?.close();
  double = null;
});

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** Writes raw pieces with a pause between them, as a slow engine on a real network would. */
async function writeSlowly(
  res: ServerResponse,
  pieces: Array<string | Buffer>,
  pauseMs: number,
): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  for (const p of pieces) {
    if (res.destroyed) return;
    res.write(p);
    await sleep(pauseMs);
  }
  res.end();
}

const chatFor = async (
  handler: (req: RecordedRequest, res: ServerResponse) => void | Promise<void>,
  config: Partial<OpenAiChatConfig> = {},
) => {
  double = await startHttpDouble((req, res) => handler(req, res));
  return new OpenAiChat({
    baseUrl: `${double.url}/v1`,
    apiKey: 'sk-test',
    models: parseModelMap('qwen=qwen2.5:7b,gpt-4=qwen2.5:32b'),
    ...config,
  });
};

const drain = async (stream: AsyncIterable<ChatChunk>) => {
  let content = '';
  let reasoning = '';
  const finish: Array<string | null> = [];
  for await (const c of stream) {
    content += c.content;
    reasoning += c.reasoning;
    finish.push(c.finishReason);
  }
  return { content, reasoning, finish };
};

describe('OpenAiChat.complete', () => {
  it('posts the OpenAI body with the resolved model, bearer key and json_schema, and reads the answer', async () => {
    const chat = await chatFor((_req, res) =>
      sendJson(res, 200, {
        model: 'qwen2.5:32b',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: '{"score":8}', reasoning_content: '想一想' },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 },
      }),
    );
    const schema = { type: 'object', properties: { score: { type: 'number' } }, required: ['score'] };
    const result = await chat.complete({
      model: 'gpt-4',
      messages: [{ role: 'user', content: '评分' }],
      temperature: 0.2,
      maxTokens: 100,
      responseFormat: { type: 'json_schema', json_schema: { name: 'score', schema, strict: true } },
      extra: { enable_thinking: false },
    });
    expect(result).toEqual({
      content: '{"score":8}',
      reasoning: '想一想',
      model: 'qwen2.5:32b',
      finishReason: 'stop',
      usage: { promptTokens: 12, completionTokens: 5, totalTokens: 17 },
    });
    const req = double!.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.json).toEqual({
      enable_thinking: false,
      model: 'qwen2.5:32b',
      messages: [{ role: 'user', content: '评分' }],
      stream: false,
      temperature: 0.2,
      max_tokens: 100,
      response_format: { type: 'json_schema', json_schema: { name: 'score', schema, strict: true } },
    });
  });

  it('turns an {error:{message}} body with HTTP 404 into an http EngineError with the engine message', async () => {
    const chat = await chatFor((_req, res) =>
      sendJson(res, 404, {
        error: { message: 'model "qwen2.5:32b" not found, try pulling it first', type: 'api_error' },
      }),
    );
    const error = await chat
      .complete({ messages: [{ role: 'user', content: 'hi' }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ kind: 'http', httpStatus: 404, engine: 'openai-compatible' });
    expect((error as Error).message).toContain('not found, try pulling it first');
  });

  it('reports a 500 with a plain-text body by its text', async () => {
    const chat = await chatFor((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream connect error');
    });
    await expect(chat.complete({ messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 502,
      message: expect.stringContaining('upstream connect error'),
    });
  });

  it('times out when the engine never answers, and the caller can cancel sooner', async () => {
    const chat = await chatFor(() => {}, { timeoutMs: 200 });
    const started = Date.now();
    await expect(chat.complete({ messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(2_000);

    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(
      chat.complete(
        { messages: [{ role: 'user', content: 'hi' }] },
        { signal: controller.signal, timeoutMs: 5_000 },
      ),
    ).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('says network when nothing listens', async () => {
    const chat = new OpenAiChat({ baseUrl: 'http://127.0.0.1:9/v1', models: parseModelMap('m') });
    await expect(chat.complete({ messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({
      kind: 'network',
    });
  });
});

describe('OpenAiChat.stream', () => {
  it('reads reasoning_content and content deltas split across packets, inside UTF-8 characters, up to [DONE]', async () => {
    const body =
      chunk({ role: 'assistant', content: '' }) +
      chunk({ reasoning_content: '先想' }) +
      chunk({ reasoning_content: '一下。' }) +
      chunk({ content: '第一场' }) +
      chunk({ content: ' 夜 内' }) +
      chunk({}, 'stop') +
      'data: [DONE]\n\n';
    const bytes = Buffer.from(body, 'utf8');
    // Cut every 7 bytes: lines, JSON and multi-byte characters all break between packets.
    const pieces: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 7) pieces.push(bytes.subarray(i, i + 7));
    const chat = await chatFor((_req, res) => writeSlowly(res, pieces, 2));
    const out = await drain(chat.stream({ messages: [{ role: 'user', content: '写' }] }));
    expect(out.reasoning).toBe('先想一下。');
    expect(out.content).toBe('第一场 夜 内');
    expect(out.finish.at(-1)).toBe('stop');
    expect((double!.requests[0]!.json as { stream: boolean; model: string }).stream).toBe(true);
    expect((double!.requests[0]!.json as { model: string }).model).toBe('qwen2.5:7b');
  });

  it('accepts `reasoning` deltas (Ollama, OpenRouter) and a usage chunk', async () => {
    const chat = await chatFor((_req, res) =>
      writeSlowly(
        res,
        [
          chunk({ reasoning: 'r' }),
          chunk({ content: 'a' }, 'stop'),
          `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 } })}\n\n`,
          'data: [DONE]\n\n',
        ],
        1,
      ),
    );
    const chunks: ChatChunk[] = [];
    for await (const c of chat.stream({ messages: [{ role: 'user', content: 'x' }] })) chunks.push(c);
    expect(chunks.map((c) => c.reasoning + c.content).join('')).toBe('ra');
    expect(chunks.at(-1)!.usage).toEqual({ promptTokens: 3, completionTokens: 2, totalTokens: 5 });
  });

  it('throws the engine message of an error sent mid-stream', async () => {
    const chat = await chatFor((_req, res) =>
      writeSlowly(
        res,
        [
          chunk({ content: '部分' }),
          `data: ${JSON.stringify({ error: { message: 'context length exceeded', code: 400 } })}\n\n`,
        ],
        5,
      ),
    );
    const seen: string[] = [];
    const error = await (async () => {
      for await (const c of chat.stream({ messages: [{ role: 'user', content: 'x' }] })) seen.push(c.content);
    })().catch((e: unknown) => e);
    expect(seen).toEqual(['部分']);
    expect(error).toMatchObject({
      kind: 'http',
      httpStatus: 400,
      message: expect.stringContaining('context length exceeded'),
    });
  });

  it('refuses a stream cut off before [DONE] and any finish reason', async () => {
    const chat = await chatFor((_req, res) => writeSlowly(res, [chunk({ content: '半句' })], 5));
    await expect(drain(chat.stream({ messages: [{ role: 'user', content: 'x' }] }))).rejects.toMatchObject({
      kind: 'protocol',
      message: expect.stringContaining('before [DONE]'),
    });
  });

  it('answers HTTP errors before the stream starts as EngineErrors', async () => {
    const chat = await chatFor((_req, res) =>
      sendJson(res, 401, { error: { message: 'Incorrect API key provided' } }),
    );
    await expect(drain(chat.stream({ messages: [{ role: 'user', content: 'x' }] }))).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 401,
    });
  });

  it('reads a JSON answer to a stream request (engines that ignore stream: true) as one chunk', async () => {
    const chat = await chatFor((_req, res) =>
      sendJson(res, 200, { choices: [{ message: { content: '整段' }, finish_reason: 'stop' }] }),
    );
    expect((await drain(chat.stream({ messages: [{ role: 'user', content: 'x' }] }))).content).toBe('整段');
  });

  it('lets a slow stream finish within its deadline but stops one that outlives it and closes the connection', async () => {
    const pieces = [
      chunk({ content: '慢' }),
      chunk({ content: '慢' }),
      chunk({}, 'stop'),
      'data: [DONE]\n\n',
    ];
    let chat = await chatFor((_req, res) => writeSlowly(res, pieces, 150), { streamTimeoutMs: 3_000 });
    expect((await drain(chat.stream({ messages: [{ role: 'user', content: 'x' }] }))).content).toBe('慢慢');
    await double!.close();

    chat = await chatFor((_req, res) => writeSlowly(res, [...pieces, ...pieces], 200), {
      streamTimeoutMs: 300,
    });
    const seen: string[] = [];
    const error = await (async () => {
      for await (const c of chat.stream({ messages: [{ role: 'user', content: 'x' }] })) seen.push(c.content);
    })().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
    // Chunks come every 200 ms and the deadline is 300 ms: only the first one or two arrive.
    expect(seen.join('').length).toBeGreaterThan(0);
    expect(seen.join('').length).toBeLessThan(4);
    await waitFor(() => double!.closedConnections > 0);
  });

  it('cancels on the caller signal mid-stream and the engine sees its connection closed', async () => {
    const chat = await chatFor((_req, res) =>
      writeSlowly(
        res,
        Array.from({ length: 50 }, () => chunk({ content: '字' })),
        50,
      ),
    );
    const controller = new AbortController();
    let count = 0;
    const error = await (async () => {
      for await (const _ of chat.stream(
        { messages: [{ role: 'user', content: 'x' }] },
        { signal: controller.signal },
      )) {
        if (++count === 2) controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'aborted' });
    expect(count).toBeLessThan(5);
    await waitFor(() => double!.closedConnections > 0);
  });

  it('closes the connection when the consumer stops reading early', async () => {
    const chat = await chatFor((_req, res) =>
      writeSlowly(
        res,
        Array.from({ length: 50 }, () => chunk({ content: '字' })),
        50,
      ),
    );
    for await (const c of chat.stream({ messages: [{ role: 'user', content: 'x' }] })) {
      expect(c.content).toBe('字');
      break;
    }
    await waitFor(() => double!.closedConnections > 0);
  });
});
