import type { ServerResponse } from 'node:http';
import { type HttpDouble, type RecordedRequest, sendJson, sleep, startHttpDouble } from './http-double';
import { characterAnswer } from './llm-double-characters';
import { evaluateAnswer } from './llm-double-evaluate';
import { novelAnswer } from './llm-double-novel';
import { taskAnswer } from './llm-double-tasks';

/** The chat body an OpenAI-compatible engine receives (the fields the double reads). */
export interface LlmDoubleBody {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
}

/** How the double answers; chosen by words in the last user message (see startLlmDouble). */
export interface LlmDoubleOptions {
  /** Pause between the packets of a slow answer (ms, default 40). */
  slowPauseMs?: number;
}

/** The answer the double streams: continue and rewrite have fixed answers; a question gets "收到：<its first line>…". */
export const llmDoubleAnswer = (lastUser: string): string => {
  if (lastUser.includes('【待续写文字】')) return '夜色更深了，远处传来更鼓声。';
  if (lastUser.includes('【待改写文字】')) return '改写后：风雨欲来，城门紧闭。';
  const question = lastUser.split('【问题】\n').at(-1) ?? lastUser;
  return `收到：${question.split('\n')[0]?.slice(0, 40) ?? ''}。这是测试引擎的回答。`;
};

const chunk = (model: string, delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-double', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/**
 * Writes SSE text in packets cut at awkward places: mid-line and inside a UTF-8 character, as a real
 * network delivers them, with a flush between packets.
 */
async function writePackets(res: ServerResponse, text: string, pauseMs: number): Promise<void> {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length; at += 37) {
    if (res.destroyed) return;
    res.write(bytes.subarray(at, at + 37));
    await sleep(pauseMs);
  }
}

/**
 * An OpenAI-compatible chat engine double (`POST /v1/chat/completions`, `GET /v1/models`) speaking
 * the real wire protocol: streamed answers as `data:` chunks split across packets, `[DONE]` last.
 * The last user message picks a behaviour:
 * - contains 慢: an endless slow stream (one piece per pause) until the client goes away;
 * - contains 坏了: HTTP 500 with an OpenAI error body;
 * - contains 中断: a mid-stream `{error}` payload after one piece;
 * - contains 思考: `reasoning_content` deltas before the answer;
 * - contains 超时: headers, then silence (the adapter's deadline ends it);
 * - a structured AI text task (llm-double-tasks.ts), an evaluation chunk (llm-double-evaluate.ts) or a
 *   character-analysis chunk (llm-double-characters.ts): its JSON answer;
 * - otherwise llmDoubleAnswer, in two-character pieces.
 * Non-streaming requests get the same answer whole.
 */
export async function startLlmDouble(options: LlmDoubleOptions = {}): Promise<HttpDouble> {
  const pause = options.slowPauseMs ?? 40;
  return startHttpDouble(async (req: RecordedRequest, res) => {
    if (req.method === 'GET' && req.url.endsWith('/models')) {
      sendJson(res, 200, { object: 'list', data: [{ id: 'double-model', object: 'model' }] });
      return;
    }
    const body = req.json as LlmDoubleBody;
    const last = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const question = last.split('【问题】\n').at(-1) ?? last;
    // A novel chunk first: its words (慢慢, 故障...) mean something else to the generic behaviours.
    const novel = novelAnswer(last);
    if (novel) {
      await sleep(novel.delayMs);
      if (novel.status !== 200) {
        res.writeHead(novel.status, { 'content-type': 'application/json' });
        res.end(novel.content);
        return;
      }
    }
    const words = novel ? '' : question;
    if (words.includes('坏了')) {
      sendJson(res, 500, { error: { message: 'model crashed', type: 'server_error', code: 500 } });
      return;
    }
    const evaluation = novel ? null : (evaluateAnswer(last) ?? characterAnswer(last));
    if (evaluation === 'fail') {
      sendJson(res, 503, { error: { message: 'model overloaded', type: 'server_error', code: 503 } });
      return;
    }
    const answer = novel?.content ?? evaluation ?? taskAnswer(last) ?? llmDoubleAnswer(last);
    if (!body.stream) {
      sendJson(res, 200, {
        id: 'chatcmpl-double',
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    if (words.includes('超时')) return; // headers, then nothing: the caller's deadline ends it.
    if (words.includes('慢')) {
      for (let i = 0; !res.destroyed && i < 100_000; i += 1) {
        res.write(chunk(body.model, { content: `第${i + 1}段。` }));
        await sleep(pause);
      }
      return;
    }
    let text = '';
    if (words.includes('思考'))
      text += chunk(body.model, { role: 'assistant', reasoning_content: '先想一想，' });
    if (words.includes('中断')) {
      text += chunk(body.model, { content: '写到一半' });
      text += `data: ${JSON.stringify({ error: { message: 'upstream disconnected', code: 502 } })}\n\n`;
      await writePackets(res, text, 0);
      res.end();
      return;
    }
    const pieces = answer.match(/[\s\S]{1,2}/g) ?? [];
    pieces.forEach((p, i) => {
      text += chunk(body.model, { content: p }, i === pieces.length - 1 ? 'stop' : null);
    });
    text += 'data: [DONE]\n\n';
    await writePackets(res, text, 0);
    res.end();
  });
}
