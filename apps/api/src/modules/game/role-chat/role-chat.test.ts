import {
  type CallDef,
  callId,
  roleChatCreateAgent,
  roleChatCreateInstance,
  roleChatDashscope,
  roleChatDialog,
  roleChatGetMemory,
  roleChatPromptGenerate,
  roleChatRemoveMemory,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpDouble, type RecordedRequest, startHttpDouble } from '../../../engines/testing/http-double';
import { createTestApp } from '../../../test/app';
import { callDef, okDef } from '../../../test/call';
import { addNode, type GameFixture, gameFixture } from '../testing';
import { insertInstance } from './repo';

/** The chat body the engine got. */
type ChatBody = { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };

/**
 * An OpenAI-compatible engine double speaking the real wire protocol: streamed answers as SSE
 * `data:` chunks ending in `[DONE]`. It answers "<role>收到：<last user message>" in two chunks.
 */
async function startLlm(): Promise<HttpDouble> {
  return startHttpDouble((req: RecordedRequest, res) => {
    const body = req.json as ChatBody;
    const system = body.messages[0]?.content ?? '';
    const role = /角色「(.+?)」/.exec(system)?.[1] ?? '编剧';
    const last = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const text = `${role}收到：${last}`;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const half = Math.ceil(text.length / 2);
    for (const [piece, finish] of [
      [text.slice(0, half), null],
      [text.slice(half), 'stop'],
    ] as const) {
      const chunk = {
        choices: [{ index: 0, delta: { content: piece }, finish_reason: finish }],
        model: body.model,
      };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  });
}

const INSTANCE_CALLS: CallDef[] = [
  roleChatCreateAgent,
  roleChatDialog,
  roleChatGetMemory,
  roleChatRemoveMemory,
  roleChatPromptGenerate,
  roleChatDashscope,
];

/** A valid input of each call that names an instance. */
const INPUTS: Record<string, Record<string, unknown>> = {
  [callId(roleChatCreateAgent)]: { role_name: '掌柜' },
  [callId(roleChatDialog)]: { message: '你好' },
  [callId(roleChatGetMemory)]: {},
  [callId(roleChatRemoveMemory)]: {},
  [callId(roleChatPromptGenerate)]: { role_name: '掌柜', description: '客栈老板' },
  [callId(roleChatDashscope)]: { messages: [{ role: 'user', content: '你好' }] },
};

describe('role chat instances with an engine (test double speaking SSE)', () => {
  let app: FastifyInstance;
  let llm: HttpDouble;
  let f: GameFixture;
  let aiNode: string;

  const as = (token: string, instanceId?: string) => ({
    token,
    ...(instanceId ? { headers: { 'instance-id': instanceId } } : {}),
  });

  beforeAll(async () => {
    llm = await startLlm();
    app = await createTestApp({ LLM_BASE_URL: `${llm.url}/v1`, LLM_MODELS: 'qwen=qwen2.5:7b' });
    f = await gameFixture(app, '41300400');
    aiNode = await addNode(app, f.member.token, {
      board_id: f.boardId,
      node_type: 'AI_CONVERSATION',
      x: 0,
      y: 0,
      name: '掌柜',
      text: '你是雨夜客栈的掌柜，说话谨慎。',
    });
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await llm.close();
  });

  it('create_instance plays the node; dialog_internal answers through the engine and remembers both turns', async () => {
    const instance = await okDef(app, roleChatCreateInstance, {
      token: f.admin.token,
      input: { board_id: f.boardId, node_id: aiNode },
    });
    expect(instance.agent).toEqual({ role_name: '掌柜', prompt: '你是雨夜客栈的掌柜，说话谨慎。' });
    const id = instance.instance_id;

    const first = await okDef(app, roleChatDialog, {
      ...as(f.admin.token, id),
      input: { message: '有房吗？' },
    });
    expect([first.reply, first.model]).toEqual(['掌柜收到：有房吗？', 'qwen2.5:7b']);
    expect(first.memory.map((t) => [t.role, t.content])).toEqual([
      ['user', '有房吗？'],
      ['assistant', '掌柜收到：有房吗？'],
    ]);
    // The engine got the role's persona and the turn, streamed.
    const sent = llm.requests.at(-1)?.json as ChatBody;
    expect(sent.stream).toBe(true);
    expect(sent.messages[0]?.content).toContain('你是雨夜客栈的掌柜，说话谨慎。');

    await okDef(app, roleChatDialog, { ...as(f.admin.token, id), input: { message: '要一间。' } });
    // The second turn carries the first as memory.
    const second = llm.requests.at(-1)?.json as ChatBody;
    expect(second.messages.slice(1).map((m) => m.content)).toEqual([
      '有房吗？',
      '掌柜收到：有房吗？',
      '要一间。',
    ]);
    const memory = await okDef(app, roleChatGetMemory, as(f.admin.token, id));
    expect(memory.total).toBe(4);

    // Memory is in the database: one turn goes, then the rest.
    const one = await okDef(app, roleChatRemoveMemory, {
      ...as(f.admin.token, id),
      input: { memory_id: memory.list[0]?.memory_id },
    });
    expect(one.removed).toBe(1);
    expect((await okDef(app, roleChatGetMemory, as(f.admin.token, id))).total).toBe(3);
    expect((await okDef(app, roleChatRemoveMemory, as(f.admin.token, id))).removed).toBe(3);
    expect((await okDef(app, roleChatGetMemory, as(f.admin.token, id))).list).toEqual([]);
  });

  it('create_agent changes the role and remembers its greeting; prompt_generate and dashscope answer without remembering', async () => {
    const { instance_id: id } = await okDef(app, roleChatCreateInstance, {
      token: f.member.token,
      input: { board_id: f.boardId, node_id: aiNode },
    });
    const agent = await okDef(app, roleChatCreateAgent, {
      ...as(f.member.token, id),
      input: { role_name: '小二', prompt: '机灵', greeting: '客官里边请！' },
    });
    expect(agent.agent.role_name).toBe('小二');
    const memory = await okDef(app, roleChatGetMemory, as(f.member.token, id));
    expect(memory.list.map((t) => [t.role, t.content])).toEqual([['assistant', '客官里边请！']]);

    const reply = await okDef(app, roleChatDashscope, {
      ...as(f.member.token, id),
      input: { messages: [{ role: 'user', content: '上酒' }] },
    });
    expect(reply.content).toBe('小二收到：上酒');
    const prompt = await okDef(app, roleChatPromptGenerate, {
      ...as(f.member.token, id),
      input: { role_name: '说书人', description: '茶馆里讲江湖事' },
    });
    expect(prompt.prompt).toBe('编剧收到：角色名称：说书人\n角色描述：茶馆里讲江湖事');
    expect((await okDef(app, roleChatGetMemory, as(f.member.token, id))).total).toBe(1);
  });

  it('two messages sent at once both stay remembered, each with its own reply right after it', async () => {
    const { instance_id: id } = await okDef(app, roleChatCreateInstance, {
      token: f.member.token,
      input: { board_id: f.boardId, node_id: aiNode },
    });
    await Promise.all(
      ['甲', '乙', '丙'].map((message) =>
        okDef(app, roleChatDialog, { ...as(f.member.token, id), input: { message } }),
      ),
    );
    const turns = (await okDef(app, roleChatGetMemory, as(f.member.token, id))).list;
    expect(turns).toHaveLength(6);
    for (let i = 0; i < turns.length; i += 2) {
      expect(turns[i + 1]?.content).toBe(`掌柜收到：${turns[i]?.content}`);
    }
    expect(
      turns
        .filter((t) => t.role === 'user')
        .map((t) => t.content)
        .sort(),
    ).toEqual(['丙', '乙', '甲'].sort());
  });

  it('the Instance-Id header is required, and finds only the caller’s own instance', async () => {
    const { instance_id: id } = await okDef(app, roleChatCreateInstance, {
      token: f.member.token,
      input: { board_id: f.boardId, node_id: aiNode },
    });
    for (const def of INSTANCE_CALLS) {
      const missing = await callDef(app, def, { token: f.member.token, input: INPUTS[callId(def)] as never });
      expect([missing.status, missing.msg], callId(def)).toEqual([Status.VALIDATION, '缺少 Instance-Id']);
      // The owner of the work is not the instance's creator: it is not theirs.
      const other = await callDef(app, def, {
        ...as(f.owner.token, id),
        input: INPUTS[callId(def)] as never,
      });
      expect([other.status, other.msg], callId(def)).toEqual([Status.NOT_FOUND, '对话实例不存在或已结束']);
    }
  });

  it('only AI_CONVERSATION nodes have role chats; outsiders get 8003', async () => {
    const plot = await addNode(app, f.member.token, { board_id: f.boardId, node_type: 'PLOT', x: 1, y: 1 });
    const notAi = await callDef(app, roleChatCreateInstance, {
      token: f.member.token,
      input: { board_id: f.boardId, node_id: plot },
    });
    expect([notAi.status, notAi.msg]).toEqual([Status.BAD_REQUEST, '只有AI对话节点可以创建角色对话']);
    const outsider = await callDef(app, roleChatCreateInstance, {
      token: f.outsider.token,
      input: { board_id: f.boardId, node_id: aiNode },
    });
    expect(outsider.status).toBe(Status.WORK_GONE);
  });
});

describe('role chat instances without an engine', () => {
  let app: FastifyInstance;
  let f: GameFixture;
  beforeAll(async () => {
    app = await createTestApp();
    f = await gameFixture(app, '41300500');
  }, 180_000);
  afterAll(async () => app.close());

  it('answers 9001 AI引擎未配置, never an invented reply', async () => {
    const aiNode = await addNode(app, f.member.token, {
      board_id: f.boardId,
      node_type: 'AI_CONVERSATION',
      x: 0,
      y: 0,
    });
    const res = await callDef(app, roleChatCreateInstance, {
      token: f.member.token,
      input: { board_id: f.boardId, node_id: aiNode },
    });
    expect([res.status, res.msg, res.data]).toEqual([
      Status.AI_ENGINE_MISSING,
      'AI引擎未配置',
      { capability: 'chat' },
    ]);

    // An instance made while an engine was configured: talking to it answers 9001 too, and
    // nothing is remembered; its stored memory still reads.
    const row = await insertInstance(
      app.database.db,
      {
        boardId: f.boardId,
        nodeId: aiNode,
        userId: f.member.user_id,
        agent: { role_name: '掌柜', prompt: '' },
      },
      new Date(),
    );
    const headers = { 'instance-id': row.id };
    for (const def of [roleChatCreateAgent, roleChatDialog, roleChatPromptGenerate, roleChatDashscope]) {
      const answer = await callDef(app, def, {
        token: f.member.token,
        headers,
        input: INPUTS[callId(def)] as never,
      });
      expect([answer.status, answer.msg], callId(def)).toEqual([Status.AI_ENGINE_MISSING, 'AI引擎未配置']);
    }
    const memory = await okDef(app, roleChatGetMemory, { token: f.member.token, headers });
    expect(memory.list).toEqual([]);
  });
});
