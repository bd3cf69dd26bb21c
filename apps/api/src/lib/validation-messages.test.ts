import { mentionsField, Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocsFixture, docsFixture } from '../modules/docs/testing';
import { createTestApp } from '../test/app';
import { type CallMethod, call } from '../test/inject';

// Issue 9 item 8: validation refusals used to append zod's English ("参数 请求体 不合法：Invalid
// input: expected object, received array"). Through the real routes, every refusal is Chinese and
// names its field: wrong types, missing fields, wrong enum values, coercions and arrays for objects.

let app: FastifyInstance;
let f: DocsFixture;

beforeAll(async () => {
  app = await createTestApp();
  f = await docsFixture(app, '38900400');
});
afterAll(async () => app.close());

interface Case {
  what: string;
  method: CallMethod;
  url: string;
  /** The field the refusal must name ('' for the body as a whole). */
  field: string;
  body?: unknown;
  query?: Record<string, string>;
}

const cases = (): Case[] => [
  { what: 'array for the object', method: 'POST', url: '/ixj_web/team/add', field: '', body: [1, 2] },
  {
    what: 'wrong type',
    method: 'POST',
    url: '/ixj_web/team/add',
    field: 'team_name',
    body: { team_name: 123 },
  },
  { what: 'missing field', method: 'POST', url: '/ixj_web/project/doc/add', field: 'project_id', body: {} },
  {
    what: 'wrong enum',
    method: 'POST',
    url: '/ixj_web/project/add',
    field: 'project_type',
    body: { project_name: '新作品', project_type: 'OPERA' },
  },
  {
    what: 'list of wrong enum values',
    method: 'PUT',
    url: '/ixj_web/project/member',
    field: 'permissions',
    body: { project_id: f.workId, user_id: f.member.user_id, permissions: ['Everything'] },
  },
  {
    what: 'object for text',
    method: 'PUT',
    url: '/ixj_web/works/base_info',
    field: 'synopsis',
    body: { project_id: f.workId, synopsis: { a: 1 } },
  },
  {
    what: 'coercion of words to a number',
    method: 'PUT',
    url: '/ixj_web/works/base_info',
    field: 'episode_count',
    body: { project_id: f.workId, episode_count: 'many' },
  },
  {
    what: 'paging words',
    method: 'GET',
    url: '/ixj_web/project/list',
    field: 'page_size',
    query: { page_size: 'lots' },
  },
  {
    what: 'union of sign-in kinds',
    method: 'POST',
    url: '/ixj_web/user/login',
    field: 'login_type',
    body: { login_type: 9 },
  },
  {
    what: 'the branch of a union that came closest',
    method: 'POST',
    url: '/ixj_web/user/login',
    field: 'sms_code',
    body: { login_type: 2, phone: '13800138000', sms_code: true },
  },
  {
    what: 'array for a text',
    method: 'PUT',
    url: '/ixj_web/user/update_user',
    field: 'name',
    body: { name: ['a'] },
  },
  {
    what: 'wrong item type in an id list',
    method: 'POST',
    url: '/ixj_web/project/doc/order',
    field: 'doc_ids',
    body: { project_id: f.workId, doc_ids: [{}] },
  },
];

describe('every validation refusal is Chinese and names its field', () => {
  it('through the real routes', async () => {
    for (const c of cases()) {
      const res = await call(app, c.method, c.url, { token: f.owner.token, body: c.body, query: c.query });
      expect([res.httpStatus, res.status], `${c.what}: ${res.msg}`).toEqual([200, Status.VALIDATION]);
      const english =
        res.msg
          .split(c.field || '\u0000')
          .join(' ')
          .match(/[A-Za-z]{3,}/g) ?? [];
      expect(english, `${c.what}: ${res.msg}`).toEqual([]);
      expect(/[\u4e00-\u9fff]/.test(res.msg), `${c.what}: ${res.msg}`).toBe(true);
      if (c.field) expect(mentionsField(res.msg, c.field), `${c.what}: ${res.msg}`).toBe(true);
      else expect(res.msg, c.what).toMatch(/^请求体/);
    }
  });

  it('a wrong type reads as which field, what it should be and what came', async () => {
    const res = await call(app, 'POST', '/ixj_web/team/add', { token: f.owner.token, body: [] });
    expect(res.msg).toBe('请求体应为对象，收到的是列表');
  });
});
