import {
  adminSetSpecialTags,
  ChatMessageText,
  chatAiInstructionList,
  chatGptGenerateText,
  chatHistoryList,
  chatWorkBindTemplate,
  chatWorkInstructionList,
  chatWorkUnbindTemplate,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpDouble } from '../../engines/testing/http-double';
import type { LlmDoubleBody } from '../../engines/testing/llm-double';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { signInBySms } from '../account/testing';
import type { DocsFixture } from '../docs/testing';
import { type ChatFixture, chatFixture, contentOf, events } from './testing';

// The gpt_* calls, the content and label streams, the instruction lists and work_bind_template,
// against the OpenAI-compatible double (real SSE protocol) through a listening API.

describe('chat variants, instructions and template binding', () => {
  let fixture: ChatFixture;
  let app: FastifyInstance;
  let llm: HttpDouble;
  let f: DocsFixture;
  let docId: string;
  const setChat = (userId: string, ai_chat: number) => fixture.setChat(userId, ai_chat);
  const post = (path: string, body: unknown, token = f.member.token) => fixture.post(path, body, token);
  const sent = () => llm.requests.at(-1)?.json as LlmDoubleBody;

  beforeAll(async () => {
    fixture = await chatFixture({ adminPhone: '13615200001', prefix: '41501520' });
    ({ app, llm, f, docId } = fixture);
  }, 180_000);
  afterAll(() => fixture.close());

  it('gpt_* calls take the gpt family: 7013 below ai_chat 3, gpt-3.5 by default, gpt-4 at 4', async () => {
    await setChat(f.member.user_id, 1);
    const low = await (await post('/chat_web/gpt_stream_generate_text', { query: '你好' })).json();
    expect([low.status, low.msg]).toEqual([Status.NO_PERMISSION, ChatMessageText.modelNotAllowed]);
    await setChat(f.member.user_id, 3);
    const list = await events(
      await post('/chat_web/gpt_stream_generate_text', { query: '你好', doc_id: docId }),
    );
    expect((list[0] as { model: string }).model).toBe('gpt35-double');
    expect(contentOf(list)).toContain('收到：你好');
    expect(list.at(-1)).toBe('[DONE]');
    expect(sent().model).toBe('gpt35-double');
    const gpt4 = await (
      await post('/chat_web/gpt_stream_generate_text', { query: '你好', model: 'gpt-4' })
    ).json();
    expect(gpt4.status).toBe(Status.NO_PERMISSION);
    const qwen = await (
      await post('/chat_web/gpt_stream_generate_text', { query: '你好', model: 'qwen' })
    ).json();
    expect([qwen.status !== 0, qwen.msg]).toEqual([true, 'model 取值不合法']);
    await setChat(f.member.user_id, 4);
    const whole = await okDef(app, chatGptGenerateText, {
      token: f.member.token,
      input: { query: '你好', model: 'gpt-4' },
    });
    expect([whole.model, whole.content]).toEqual(['gpt4-double', expect.stringContaining('收到：你好')]);
  });

  it('stream_generate_content writes for the document with its context; stored in history as content', async () => {
    await setChat(f.member.user_id, 1);
    for (const [path, model] of [
      ['/chat_web/stream_generate_content', 'qwen-double'],
      ['/chat_web/gpt_stream_generate_content', 'gpt35-double'],
    ] as const) {
      if (path.includes('gpt')) await setChat(f.member.user_id, 3);
      const list = await events(await post(path, { query: '写下一场：狼卫夜袭', doc_id: docId }));
      const first = list[0] as {
        model: string;
        context: { prompt: string; sources: Array<{ kind: string }> };
      };
      expect([first.model, first.context.prompt, first.context.sources[0]?.kind]).toEqual([
        model,
        'generate_content@v1',
        'doc',
      ]);
      expect(list.at(-1)).toBe('[DONE]');
      expect(contentOf(list).length).toBeGreaterThan(3);
      const user = sent().messages.at(-1)?.content ?? '';
      expect(user).toContain('【写作要求】\n写下一场：狼卫夜袭');
      expect(user).toContain('张小敬：五尊阎罗在此。');
    }
    const history = await okDef(app, chatHistoryList, { token: f.member.token, input: {} });
    expect(history.list[0]).toMatchObject({ kind: 'content', query: '写下一场：狼卫夜袭', state: 'done' });
  });

  it('gpt_stream_generate_label streams labels one per line', async () => {
    await setChat(f.member.user_id, 3);
    const list = await events(
      await post('/chat_web/gpt_stream_generate_label', {
        text: '落魄书生为父报仇，卷入宫廷疑案。',
        count: 3,
      }),
    );
    expect(contentOf(list)).toBe('复仇\n悬疑\n古装');
    expect(sent().messages.at(-1)?.content).toContain('【数量】3个');
    const bad = await (await post('/chat_web/gpt_stream_generate_label', { text: ' ' })).json();
    expect([bad.status !== 0, bad.msg]).toEqual([true, 'text：请输入文字']);
  });

  it('instruction lists, and binding a template to a work (editors only; members read it)', async () => {
    const general = await okDef(app, chatAiInstructionList, { token: f.admin.token, input: {} });
    expect(general.list.length).toBeGreaterThan(3);
    expect(general.list.every((i) => /[\u4e00-\u9fff]/.test(i.title))).toBe(true);
    const before = await okDef(app, chatWorkInstructionList, {
      token: f.admin.token,
      input: { work_id: f.workId },
    });
    expect([before.template, before.can_bind]).toEqual([null, 0]);
    expect(before.list.some((i) => i.mode === 'content')).toBe(true);
    // A member without WriteWork may not bind; an unknown template is 404; the owner binds.
    const refused = await callDef(app, chatWorkBindTemplate, {
      token: f.admin.token,
      input: { work_id: f.workId, template_id: 'general-plot' },
    });
    expect(refused.status).toBe(Status.NO_PERMISSION);
    const unknown = await callDef(app, chatWorkBindTemplate, {
      token: f.member.token,
      input: { work_id: f.workId, template_id: 'no-such-template' },
    });
    expect([unknown.status, unknown.msg]).toEqual([Status.NOT_FOUND, ChatMessageText.templateMissing]);
    const templateId = (await import('../../prompts/chat-templates')).CHAT_TEMPLATES[0]?.template_id ?? '';
    await okDef(app, chatWorkBindTemplate, {
      token: f.member.token,
      input: { work_id: f.workId, template_id: templateId },
    });
    const after = await okDef(app, chatWorkInstructionList, {
      token: f.admin.token,
      input: { work_id: f.workId },
    });
    expect(after.template?.template_id).toBe(templateId);
    const mine = await okDef(app, chatWorkInstructionList, {
      token: f.member.token,
      input: { work_id: f.workId },
    });
    expect(mine.can_bind).toBe(1);
    // Someone outside the work reads nothing (8003); unbinding clears it.
    const outsider = (await signInBySms(app, '13615200099')).token;
    const hidden = await callDef(app, chatWorkInstructionList, {
      token: outsider,
      input: { work_id: f.workId },
    });
    expect(hidden.status).toBe(Status.WORK_GONE);
    await okDef(app, chatWorkUnbindTemplate, { token: f.owner.token, input: { work_id: f.workId } });
    const cleared = await okDef(app, chatWorkInstructionList, {
      token: f.owner.token,
      input: { work_id: f.workId },
    });
    expect(cleared.template).toBeNull();
  });
});

describe('chat variants without an engine', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ ADMIN_PHONES: '13615200101' });
  }, 180_000);
  afterAll(async () => app.close());

  it('answer 9001 AI引擎未配置 before any stream', async () => {
    const operator = (await signInBySms(app, '13615200101')).token;
    const writer = await signInBySms(app, '13615200102');
    await okDef(app, adminSetSpecialTags, {
      token: operator,
      input: { user_id: writer.user_id, special_tags: { ai_chat: 4 } },
    });
    for (const [url, payload] of [
      ['/chat_web/gpt_stream_generate_text', { query: '你好' }],
      ['/chat_web/stream_generate_content', { query: '写一场' }],
      ['/chat_web/gpt_stream_generate_label', { text: '复仇' }],
      ['/chat_web/gpt_generate_text', { query: '你好' }],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${writer.token}` },
        payload,
      });
      expect([url, res.json().status, res.json().msg]).toEqual([
        url,
        Status.AI_ENGINE_MISSING,
        'AI引擎未配置',
      ]);
    }
  });
});
