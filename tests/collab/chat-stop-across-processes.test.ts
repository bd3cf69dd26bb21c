import { createScratchPostgres, startLlmDouble } from '@juzuo/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInBySms } from '../e2e/support/api';
import { type Product, startProduct } from '../e2e/support/product';
import { redisAvailability, TEST_REDIS_URL } from './support/redis';

// Issue 15: POST /chat_web/stop_stream reaches the API process that streams the answer. Two API
// processes (each the real start entry) share one PostgreSQL database and Redis, as behind a balancer:
// the answer streams from the first, the stop is sent to the second. Redis is required in CI like the
// other relay tests; elsewhere this file skips and says why.
const redis = await redisAvailability();
if (!redis.ok && process.env.CI === 'true') throw new Error(redis.message);
if (!redis.ok) console.warn(`[collab] chat stop across processes SKIPPED: ${redis.message}`);

const OPERATOR = '13615009201';

/** The SSE events of an answer, one data string at a time. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffer += decoder.decode(read.value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .join('\n');
      if (data) yield data;
      end = buffer.indexOf('\n\n');
    }
  }
}

describe.skipIf(!redis.ok)('chat stop_stream across two API processes (PostgreSQL + Redis)', () => {
  const llm = startLlmDouble({ slowPauseMs: 150 });
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let api1: Product;
  let api2: Product;

  beforeAll(async () => {
    scratch = await createScratchPostgres({ namePrefix: 'jz_chatstop' });
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: TEST_REDIS_URL,
      LLM_BASE_URL: `${(await llm).url}/v1`,
      LLM_MODELS: 'qwen=qwen-double',
      ADMIN_PHONES: OPERATOR,
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first runs the migrations.
    api1 = await startProduct({ env, requireWeb: false });
    api2 = await startProduct({ env, requireWeb: false });
  });
  afterAll(async () => {
    await api1?.stop();
    await api2?.stop();
    await (await llm).close();
    await scratch?.drop().catch(() => {});
  });

  it('a stop sent to the other process ends the stream; a foreign or finished stream answers false', async () => {
    // Sign-in codes live in one process's dev outbox: everyone signs in on API 1.
    const writer = await signInBySms(api1.url);
    const stranger = await signInBySms(api1.url);
    const operator = await signInBySms(api1.url, OPERATOR);
    for (const who of [writer, stranger]) {
      await call(api1.url, 'PUT', '/ixj_web/admin/user/special_tags', {
        token: operator.token,
        body: { user_id: who.userId, special_tags: { ai_chat: 1 } },
      });
    }
    const stop = (origin: string, token: string, streamId: string) =>
      call<{ stopped: boolean }>(origin, 'POST', '/chat_web/stop_stream', {
        token,
        body: { stream_id: streamId },
      });

    const response = await fetch(`${api1.url}/chat_web/stream_generate_text`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${writer.token}`,
        device_id: 'chat-stop-test',
      },
      body: JSON.stringify({ query: '慢慢写一个很长的故事' }),
    });
    if (!response.body) throw new Error('no body');
    const events = sseData(response.body);
    const first = JSON.parse((await events.next()).value ?? '{}') as { stream_id: string };
    expect(JSON.parse((await events.next()).value ?? '{}')).toEqual({ content: '第1段。' });

    // Someone else's stop, on either process, finds nothing of theirs.
    expect((await stop(api2.url, stranger.token, first.stream_id)).stopped).toBe(false);
    const closedBefore = (await llm).closedConnections;
    expect(await stop(api2.url, writer.token, first.stream_id)).toEqual({
      stream_id: first.stream_id,
      stopped: true,
    });
    const rest: string[] = [];
    for await (const data of events) rest.push(data);
    expect(rest.slice(-2)).toEqual(['{"stopped":true}', '[DONE]']);
    expect(rest.length).toBeLessThan(10);
    await expect
      .poll(async () => (await llm).closedConnections, { timeout: 10_000 })
      .toBeGreaterThan(closedBefore);

    // It is over: neither process stops it again; the history (shared database) says stopped.
    expect((await stop(api2.url, writer.token, first.stream_id)).stopped).toBe(false);
    expect((await stop(api1.url, writer.token, first.stream_id)).stopped).toBe(false);
    const history = await call<{ list: { stream_id: string; state: string }[] }>(
      api2.url,
      'GET',
      '/chat_web/history',
      { token: writer.token },
    );
    expect(history.list.find((h) => h.stream_id === first.stream_id)?.state).toBe('stopped');
  });
});
