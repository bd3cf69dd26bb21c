import {
  adminSetSpecialTags,
  ChatErrorMessage,
  ChatMessageText,
  chatConfig,
  chatGenerateText,
  chatHistoryList,
  chatStopStream,
  chatTemplate,
  chatTemplateList,
  SpecialTagGate,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from '../../engines/sse';
import type { HttpDouble } from '../../engines/testing/http-double';
import { waitFor } from '../../engines/testing/http-double';
import { type LlmDoubleBody, llmDoubleAnswer } from '../../engines/testing/llm-double';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { signInBySms } from '../account/testing';
import type { DocsFixture } from '../docs/testing';
import { type ChatFixture, chatFixture, contentOf, events } from './testing';

// AI chat against an OpenAI-compatible engine double speaking the real wire protocol (SSE chunks
// split across packets and inside UTF-8 characters, [DONE], error bodies, slow and silent streams),
// through a listening API (streams are read with fetch, as the web app reads them).

/** The last user message the engine received. */
const lastAsked = (llm: HttpDouble) =>
  ((llm.requests.at(-1)?.json as LlmDoubleBody | undefined)?.messages ?? []).at(-1)?.content ?? '';

describe('AI chat with an engine', () => {
  let fixture: ChatFixture;
  let app: FastifyInstance;
  let llm: HttpDouble;
  let f: DocsFixture;
  let docId: string;
  const setChat = (userId: string, ai_chat: number) => fixture.setChat(userId, ai_chat);
  const stream = (
    body: Record<string, unknown>,
    token = f.member.token,
    path = '/chat_web/stream_generate_text',
  ) => fixture.post(path, body, token);

  beforeAll(async () => {
    fixture = await chatFixture({
      adminPhone: '13615000001',
      prefix: '41501500',
      slowPauseMs: 20,
      streamTimeoutMs: '4000',
    });
    ({ app, llm, f, docId } = fixture);
  }, 180_000);
  afterAll(() => fixture.close());

  it('refuses every chat call without the ai_chat tag (7013 with the reason)', async () => {
    const refused = await (await stream({ query: '你好' })).json();
    expect([refused.status, refused.msg]).toEqual([Status.NO_PERMISSION, SpecialTagGate.ai_chat.reason]);
    const history = await callDef(app, chatHistoryList, { token: f.member.token, input: {} });
    expect(history.status).toBe(Status.NO_PERMISSION);
  });

  it('streams an answer: stream_id and the context first, content pieces, [DONE] last; stored in history', async () => {
    await setChat(f.member.user_id, 1);
    const response = await stream({ query: '这一场怎么加强冲突？', doc_id: docId });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const list = await events(response);
    const first = list[0] as { stream_id: string; model: string; context: Record<string, unknown> };
    expect(first.stream_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.model).toBe('qwen-double');
    expect(first.context).toMatchObject({
      prompt: 'chat@v1',
      sources: [{ kind: 'doc', id: docId, name: '第1集', truncated: false }],
    });
    expect(first.context.token_estimate).toBeGreaterThan(20);
    expect(list.at(-1), JSON.stringify(list)).toBe('[DONE]');
    expect(list.length).toBeGreaterThan(5);
    expect(contentOf(list)).toBe(llmDoubleAnswer('这一场怎么加强冲突？'));
    // The engine got a streamed request with the mapped model and the document's current text.
    const sent = llm.requests.at(-1)?.json as LlmDoubleBody;
    expect([sent.stream, sent.model]).toEqual([true, 'qwen-double']);
    expect(sent.messages.at(-1)?.content).toContain('张小敬：五尊阎罗在此。');
    const history = await okDef(app, chatHistoryList, { token: f.member.token, input: {} });
    expect(history.list[0]).toMatchObject({
      stream_id: first.stream_id,
      query: '这一场怎么加强冲突？',
      message: llmDoubleAnswer('这一场怎么加强冲突？'),
      state: 'done',
      doc_id: docId,
      userid: f.member.user_id,
    });
  });

  it('gates the model by the ai_chat level: 1 qwen only, 3 adds gpt-3.5, 4 adds gpt-4', async () => {
    await setChat(f.member.user_id, 1);
    const gpt35 = await (await stream({ query: '你好', model: 'gpt-3.5' })).json();
    expect([gpt35.status, gpt35.msg]).toEqual([Status.NO_PERMISSION, ChatMessageText.modelNotAllowed]);
    await setChat(f.member.user_id, 3);
    const config = await okDef(app, chatConfig, { token: f.member.token, input: {} });
    expect(config.models.map((m) => m.model)).toEqual(['qwen', 'gpt-3.5']);
    expect([config.engine_ready, config.default_model, config.default_thinking]).toEqual([true, 'qwen', 1]);
    const ok35 = await events(await stream({ query: '你好', model: 'gpt-3.5' }));
    expect((ok35[0] as { model: string }).model).toBe('gpt35-double');
    const gpt4 = await (await stream({ query: '你好', model: 'gpt-4' })).json();
    expect(gpt4.status).toBe(Status.NO_PERMISSION);
    await setChat(f.member.user_id, 4);
    const ok4 = await events(await stream({ query: '你好', model: 'gpt-4' }));
    expect((ok4[0] as { model: string }).model).toBe('gpt4-double');
  });

  it('stop_stream stops a slow answer: {stopped} and [DONE], the engine connection closes, history keeps the part', async () => {
    await setChat(f.member.user_id, 1);
    const response = await stream({ query: '慢慢写一个很长的故事' });
    if (!response.body) throw new Error('no body');
    const reader = readSse(response.body);
    const first = JSON.parse((await reader.next()).value?.data ?? '{}') as { stream_id: string };
    const piece = JSON.parse((await reader.next()).value?.data ?? '{}') as { content: string };
    expect(piece.content).toBe('第1段。');
    // Someone else cannot stop it.
    await setChat(f.owner.user_id, 1);
    const foreign = await okDef(app, chatStopStream, {
      token: f.owner.token,
      input: { stream_id: first.stream_id },
    });
    expect(foreign.stopped).toBe(false);
    const closedBefore = llm.closedConnections;
    const stopped = await okDef(app, chatStopStream, {
      token: f.member.token,
      input: { stream_id: first.stream_id },
    });
    expect(stopped).toEqual({ stream_id: first.stream_id, stopped: true });
    const rest: string[] = [];
    for await (const e of reader) rest.push(e.data);
    expect(rest.slice(-2)).toEqual(['{"stopped":true}', '[DONE]']);
    await waitFor(() => llm.closedConnections > closedBefore, 10_000);
    // Stopping it again: it is over.
    const again = await okDef(app, chatStopStream, {
      token: f.member.token,
      input: { stream_id: first.stream_id },
    });
    expect(again.stopped).toBe(false);
    const history = await okDef(app, chatHistoryList, { token: f.member.token, input: {} });
    const row = history.list.find((h) => h.stream_id === first.stream_id);
    expect(row?.state).toBe('stopped');
    expect(row?.message.startsWith('第1段。')).toBe(true);
  });

  it('an engine HTTP error, a broken stream and a silent engine end with the spec messages', async () => {
    const http = await events(await stream({ query: '引擎坏了吗' }));
    expect(http.at(-1)).toEqual({ status: Status.SERVER_ERROR, msg: ChatErrorMessage.httpError });
    expect(http).not.toContain('[DONE]');
    const broken = await events(await stream({ query: '中断一下' }));
    expect(contentOf(broken)).toBe('写到一半');
    expect(broken.at(-1)).toEqual({ status: Status.SERVER_ERROR, msg: ChatErrorMessage.streamError });
    // LLM_STREAM_TIMEOUT_MS is 4 s here: the engine's silence ends in the time-out message.
    const silent = await events(await stream({ query: '超时测试' }));
    expect(silent.at(-1)).toEqual({ status: Status.SERVER_ERROR, msg: ChatErrorMessage.httpError });
    const history = await okDef(app, chatHistoryList, { token: f.member.token, input: { page_size: 3 } });
    expect(history.list.map((h) => h.state)).toEqual(['failed', 'failed', 'failed']);
  });

  it('passes the reasoning along with thinking 1 and leaves it out with thinking 0', async () => {
    const thinking = await events(await stream({ query: '思考后回答' }));
    expect(thinking.some((e) => typeof e === 'object' && e.reasoning === '先想一想，')).toBe(true);
    const plain = await events(await stream({ query: '思考后回答', thinking: 0 }));
    expect(plain.some((e) => typeof e === 'object' && 'reasoning' in e)).toBe(false);
    expect(contentOf(plain)).toBe(contentOf(thinking));
  });

  it('continue and rewrite stream the new words for the selection; generate_text answers whole', async () => {
    const cont = await events(
      await stream(
        { text: '张小敬：五尊阎罗在此。', doc_id: docId },
        f.member.token,
        '/chat_web/content/continue',
      ),
    );
    expect((cont[0] as { context: { prompt: string } }).context.prompt).toBe('continue@v1');
    expect(contentOf(cont)).toBe('夜色更深了，远处传来更鼓声。');
    const rewrite = await events(
      await stream(
        { text: '城门关了。', instruction: '更紧张' },
        f.member.token,
        '/chat_web/content/rewrite',
      ),
    );
    expect(contentOf(rewrite)).toBe('改写后：风雨欲来，城门紧闭。');
    expect(lastAsked(llm)).toContain('【改写要求】更紧张');
    const whole = await okDef(app, chatGenerateText, {
      token: f.member.token,
      input: { query: '一句话介绍长安' },
    });
    expect([whole.content, whole.model]).toEqual([llmDoubleAnswer('一句话介绍长安'), 'qwen-double']);
    const history = await okDef(app, chatHistoryList, { token: f.member.token, input: { page_size: 2 } });
    expect(history.list.map((h) => h.kind)).toEqual(['rewrite', 'continue']);
  });

  it('templates frame the question; bad input and foreign documents are refused before any stream', async () => {
    const all = await okDef(app, chatTemplateList, { token: f.member.token, input: {} });
    const advanced = await okDef(app, chatTemplateList, {
      token: f.member.token,
      input: { type: 'ADVANCED' },
    });
    expect(advanced.list.length).toBeGreaterThan(0);
    expect(advanced.list.every((t) => t.type === 'ADVANCED')).toBe(true);
    expect(all.list.length).toBeGreaterThan(advanced.list.length);
    const one = await okDef(app, chatTemplate, {
      token: f.member.token,
      input: { template_id: 'advanced-scene' },
    });
    expect(one.title).toBe('场景扩写');
    const missing = await callDef(app, chatTemplate, {
      token: f.member.token,
      input: { template_id: 'nope' },
    });
    expect([missing.status, missing.msg]).toEqual([Status.NOT_FOUND, ChatMessageText.templateMissing]);
    await events(await stream({ query: '酒楼', template_id: 'advanced-scene' }));
    expect(lastAsked(llm)).toContain(one.instruction);

    const empty = await (await stream({ query: '  ' })).json();
    expect(empty.status).toBe(Status.VALIDATION);
    expect(empty.msg).toContain('请输入问题');
    const badModel = await (await stream({ query: '你好', model: 'gpt-5' })).json();
    expect(badModel.status).not.toBe(0);
    expect(badModel.msg).toMatch(/model/);
    await setChat(f.outsider.user_id, 1);
    const foreign = await (await stream({ query: '你好', doc_id: docId }, f.outsider.token)).json();
    expect(foreign.status).toBe(Status.WORK_GONE);
  });
});

describe('AI chat without an engine', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ ADMIN_PHONES: '13615000101' });
  }, 180_000);
  afterAll(async () => app.close());

  it('answers the 9001 envelope before any stream, and chat_config says what to configure', async () => {
    const operator = (await signInBySms(app, '13615000101')).token;
    const writer = await signInBySms(app, '13615000102');
    await okDef(app, adminSetSpecialTags, {
      token: operator,
      input: { user_id: writer.user_id, special_tags: { ai_chat: 1 } },
    });
    for (const path of ['/chat_web/stream_generate_text', '/chat_web/content/continue']) {
      const response = await app.inject({
        method: 'POST',
        url: path,
        headers: { authorization: `Bearer ${writer.token}` },
        payload: path.endsWith('continue') ? { text: '夜' } : { query: '你好' },
      });
      expect(response.headers['content-type']).toContain('application/json');
      expect([response.json().status, response.json().msg]).toEqual([
        Status.AI_ENGINE_MISSING,
        'AI引擎未配置',
      ]);
    }
    const config = await okDef(app, chatConfig, { token: writer.token, input: {} });
    expect(config.engine_ready).toBe(false);
    expect(config.missing).toContain('LLM_BASE_URL');
    // Nothing was stored: no answer was invented.
    const history = await okDef(app, chatHistoryList, { token: writer.token, input: {} });
    expect(history.total).toBe(0);
  });
});
