import { adminSetSpecialTags, projectDocUpdateVersion } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { readSse } from '../../engines/sse';
import type { HttpDouble } from '../../engines/testing/http-double';
import { startLlmDouble } from '../../engines/testing/llm-double';
import { createTestApp } from '../../test/app';
import { okDef } from '../../test/call';
import { signInBySms } from '../account/testing';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';

// Shared set-up of the chat tests: a listening API (streams are read with fetch, as the web app
// reads them) against the OpenAI-compatible double, and readers of its server-sent events.

/** One event of a chat stream: its JSON, or the closing [DONE]. */
export type ChatEvent = Record<string, unknown> | '[DONE]';

/** Every event of a stream until it ends. */
export async function events(response: Response): Promise<ChatEvent[]> {
  const out: ChatEvent[] = [];
  if (!response.body) throw new Error('no body');
  for await (const e of readSse(response.body)) out.push(e.data === '[DONE]' ? '[DONE]' : JSON.parse(e.data));
  return out;
}

/** The streamed text of a list of events, joined. */
export const contentOf = (list: ChatEvent[]) =>
  list.map((e) => (typeof e === 'object' && typeof e.content === 'string' ? e.content : '')).join('');

/** A listening API with the chat engine, a docs fixture whose work has one episode, and an operator. */
export interface ChatFixture {
  app: FastifyInstance;
  llm: HttpDouble;
  /** The API's origin, e.g. http://127.0.0.1:41234. */
  base: string;
  f: DocsFixture;
  /** 第1集 of the fixture's work, holding one scene heading and one line of dialogue. */
  docId: string;
  /** Sets a user's ai_chat special tag (the level the chat calls check). */
  setChat: (userId: string, ai_chat: number) => Promise<unknown>;
  /** POSTs JSON to the listening API with the token; answers the response unread. */
  post: (path: string, body: unknown, token: string) => Promise<Response>;
  /** Closes the API and the double. */
  close: () => Promise<void>;
}

/** Opens the fixture: the operator is `adminPhone`, the docs fixture's prefix `prefix` (8 digits). */
export async function chatFixture(opts: {
  adminPhone: string;
  prefix: string;
  /** The double's pause between slow chunks (default its own). */
  slowPauseMs?: number;
  /** LLM_STREAM_TIMEOUT_MS, when the test needs a short one. */
  streamTimeoutMs?: string;
}): Promise<ChatFixture> {
  const llm = await startLlmDouble(opts.slowPauseMs === undefined ? {} : { slowPauseMs: opts.slowPauseMs });
  const app = await createTestApp({
    LLM_BASE_URL: `${llm.url}/v1`,
    LLM_MODELS: 'qwen=qwen-double,gpt-3.5=gpt35-double,gpt-4=gpt4-double',
    ...(opts.streamTimeoutMs ? { LLM_STREAM_TIMEOUT_MS: opts.streamTimeoutMs } : {}),
    ADMIN_PHONES: opts.adminPhone,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const operator = (await signInBySms(app, opts.adminPhone)).token;
  const f = await docsFixture(app, opts.prefix);
  const docId = await addDoc(app, f.owner.token, { project_id: f.workId, doc_name: '第1集' });
  await okDef(app, projectDocUpdateVersion, {
    token: f.owner.token,
    input: { doc_id: docId, content: '<p>1-1 夜 外 长安城</p><p>张小敬：五尊阎罗在此。</p>' },
  });
  const setChat = (userId: string, ai_chat: number) =>
    okDef(app, adminSetSpecialTags, {
      token: operator,
      input: { user_id: userId, special_tags: { ai_chat } },
    });
  const post = (path: string, body: unknown, token: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const close = async () => {
    await app.close();
    await llm.close();
  };
  return { app, llm, base, f, docId, setChat, post, close };
}
