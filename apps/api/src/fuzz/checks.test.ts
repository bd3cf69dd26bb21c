import { describe, expect, it } from 'vitest';
import { problemsOf } from './checks';
import type { FuzzOperation } from './operations';

/** The fuzz's rules must be able to fail: each known-bad answer is caught, a good one passes. */
const op: FuzzOperation = {
  method: 'GET',
  path: '/ixj_web/project/detail',
  auth: 'user',
  query: null,
  body: null,
  answerType: 'application/json',
  successStatuses: [0],
};
const json = { 'content-type': 'application/json; charset=utf-8' };
const answer = (statusCode: number, body: unknown, headers: Record<string, string> = json) => ({
  statusCode,
  headers,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('fuzz answer rules', () => {
  it('passes a success and a Chinese refusal in the envelope', () => {
    expect(
      problemsOf(op, answer(200, { status: 0, data: { a: 'Error: typed by a user' }, msg: 'ok' })),
    ).toEqual([]);
    expect(problemsOf(op, answer(200, { status: 4220, data: null, msg: '参数 project_id 不合法' }))).toEqual(
      [],
    );
    expect(problemsOf(op, answer(404, { status: 4040, data: null, msg: '接口不存在：GET /x' }))).toEqual([]);
  });

  it('catches a 5xx, Fastify framework text, English, stack traces, SQL and non-envelope answers', () => {
    expect(problemsOf(op, answer(500, { status: 5000, data: null, msg: '服务器异常' }))).toContain(
      'HTTP 500',
    );
    const fst = {
      error: 'Bad Request',
      code: 'FST_ERR_BAD_URL',
      message: "'/%ff' is not a valid url component",
      statusCode: 400,
    };
    expect(problemsOf(op, answer(400, fst))).toContain('answer is not the {status, data, msg} envelope');
    const english = problemsOf(
      op,
      answer(200, { status: 4220, data: null, msg: '参数 请求体 不合法：Invalid input: expected object' }),
    );
    expect(english.join('\n')).toMatch(/English in msg/);
    expect(english.join('\n')).toMatch(/library English/);
    const stack = {
      status: 5000,
      data: 'TypeError: x\n    at handler (/work/main/apps/api/src/x.ts:3:1)',
      msg: '错误',
    };
    expect(problemsOf(op, answer(200, stack)).join('\n')).toMatch(
      /stack trace.*\n.*error class.*\n.*file path/s,
    );
    const sql = {
      status: 4001,
      data: null,
      msg: '失败：invalid byte sequence for encoding "UTF8": 0x00 (pglite)',
    };
    expect(problemsOf(op, answer(200, sql)).join('\n')).toMatch(/database text/);
    expect(problemsOf(op, answer(200, { status: 4001, data: null, msg: 'Bad token' }))).toContain(
      'refusal without a Chinese msg: "Bad token"',
    );
    expect(problemsOf(op, answer(400, 'oops', { 'content-type': 'text/plain' }))).toEqual([
      'answer is text/plain, not the JSON envelope',
    ]);
    expect(problemsOf(op, answer(400, { status: 0, data: null, msg: '好' }))).toContain(
      'HTTP 400 with status 0',
    );
  });
});
