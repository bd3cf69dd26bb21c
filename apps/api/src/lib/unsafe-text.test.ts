import { type CallDef, documentTextKeys, INTERNAL_SECRET_HEADER, Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ipFor } from '../modules/account/testing';
import { type DocsFixture, docsFixture } from '../modules/docs/testing';
import { createTestApp } from '../test/app';
import { call } from '../test/inject';

// Issue 9 item 1: NUL (U+0000) or a lone surrogate in any field used to reach the database and
// answer HTTP 500 (PostgreSQL holds neither). Every call now refuses them at the boundary with the
// validation status and a Chinese message naming the field; document content is cleaned instead.

let app: FastifyInstance;
let f: DocsFixture;
let docId: string;
const SECRET = 'unsafe-text-test-secret';

beforeAll(async () => {
  // The owner is an operator too, so the admin calls reach their validation.
  app = await createTestApp({ INTERNAL_SECRET: SECRET, ADMIN_PHONES: '13890020001' });
  f = await docsFixture(app, '38900200');
  const doc = await call<{ doc_id: string }>(app, 'POST', '/ixj_web/project/doc/add', {
    token: f.owner.token,
    body: { project_id: f.workId, doc_name: '第一集' },
  });
  docId = doc.data.doc_id;
});
afterAll(async () => app.close());

/** A refusal of the field `key`: validation status, HTTP below 500, a Chinese message naming it. */
function expectRefused(res: { status: number; msg: string; httpStatus: number }, key: string, what: string) {
  expect(res.httpStatus, what).toBeLessThan(500);
  expect([res.status, res.msg.includes(key)], `${what}: ${res.msg}`).toEqual([Status.VALIDATION, true]);
  expect(res.msg, what).toMatch(/含有(空字符|无效的字符编码)/);
}

describe('the reported routes', () => {
  it('GET project/detail?project_id=%00', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/ixj_web/project/detail?project_id=%00',
      headers: { authorization: `Bearer ${f.owner.token}` },
    });
    expectRefused({ ...res.json(), httpStatus: res.statusCode }, 'project_id', 'project/detail');
  });

  it('PUT team/update with a NUL in team_name', async () => {
    const res = await call(app, 'PUT', '/ixj_web/team/update', {
      token: f.owner.token,
      body: { team_id: f.teamId, team_name: 'a\u0000b' },
    });
    expectRefused(res, 'team_name', 'team/update');
    expect(res.msg).toBe('团队名称（team_name）含有空字符（U+0000），无法保存，请删除后重试');
  });

  it('POST works/base_info with a lone surrogate', async () => {
    const res = await call(app, 'POST', '/ixj_web/works/base_info', {
      token: f.owner.token,
      body: { project_id: f.workId, synopsis: '\ud800' },
    });
    expectRefused(res, 'synopsis', 'works/base_info');
  });

  it('GET get_wx_code?session_key=%00', async () => {
    const res = await app.inject({ method: 'GET', url: '/ixj_shared/wx_login/get_wx_code?session_key=%00' });
    expectRefused({ ...res.json(), httpStatus: res.statusCode }, 'session_key', 'get_wx_code');
  });

  it('names of users, documents, volumes, ideas and roles', async () => {
    const cases: Array<[string, 'POST' | 'PUT', string, Record<string, unknown>]> = [
      ['name', 'PUT', '/ixj_web/user/update_user', { name: '张\u0000三' }],
      ['doc_name', 'PUT', '/ixj_web/project/doc/update_name', { doc_id: docId, doc_name: 'a\u0000' }],
      ['volume_name', 'POST', '/ixj_web/project/volume/add', { project_id: f.workId, volume_name: '\u0000' }],
      [
        'idea_name',
        'POST',
        '/ixj_web/project/idea/add',
        { project_id: f.workId, idea_name: 'x\ud800', doc_type: 1 },
      ],
      [
        'role_name',
        'POST',
        '/ixj_web/team_role/add',
        { team_id: f.teamId, role_name: '编\u0000剧', permissions: [] },
      ],
    ];
    for (const [key, method, url, body] of cases) {
      expectRefused(await call(app, method, url, { token: f.owner.token, body }), key, url);
    }
  });

  it('a team_id the schema does not declare is refused too (guards read it from the raw request)', async () => {
    const res = await call(app, 'PUT', '/ixj_web/team_role/set_team_role_to_member', {
      token: f.owner.token,
      body: { team_id: '\u0000', user_id: f.member.user_id, role_id: f.roles.member },
    });
    expectRefused(res, 'team_id', 'set_team_role_to_member');
  });
});

describe('document content is cleaned, not refused', () => {
  it('PUT project/doc/update_version with NUL and a lone surrogate saves the text without them', async () => {
    const res = await call(app, 'PUT', '/ixj_web/project/doc/update_version', {
      token: f.owner.token,
      body: { doc_id: docId, content: '<p>a\u0000b\ud800c</p>' },
    });
    expect([res.status, res.httpStatus], res.msg).toEqual([0, 200]);
    const detail = await call<{ content: string; text: string }>(app, 'GET', '/ixj_web/project/doc/detail', {
      token: f.owner.token,
      query: { doc_id: docId },
    });
    expect(detail.data.text).toBe('ab\ufffdc');
  });
});

/** Top-level keys of a call's input as a client sends them. */
function inputKeys(def: CallDef): string[] {
  const json = z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}

/** A concrete URL for a call's path (`/files/*` needs something in place of the star). */
const urlOf = (def: CallDef) => def.path.replace('*', 'x');

describe('every registered call refuses unsafe text in every field', () => {
  it('NUL in the query or body, and a lone surrogate in a JSON body, never reach a handler', async () => {
    let n = 0;
    const failures: string[] = [];
    for (const def of app.calls) {
      const content = documentTextKeys(def.input);
      // team_id is read from the raw request by team guards, so every enveloped call gets it too.
      const keys = new Set(inputKeys(def));
      if ((def.answer ?? 'envelope') === 'envelope') keys.add('team_id');
      for (const key of keys) {
        for (const bad of ['a\u0000b', 'a\ud800b']) {
          const inQuery = def.method === 'GET' || def.body === 'multipart';
          if (inQuery && bad !== 'a\u0000b') continue; // a URL cannot carry a lone surrogate
          n++;
          const ip = ipFor(`1390000${String(n).padStart(4, '0')}`);
          const res = await app.inject({
            method: def.method,
            url: urlOf(def),
            headers: { authorization: `Bearer ${f.owner.token}`, [INTERNAL_SECRET_HEADER]: SECRET },
            remoteAddress: ip,
            ...(inQuery ? { query: { [key]: bad } } : { payload: { [key]: bad } }),
          });
          const what = `${def.method} ${def.path} ${key}=${JSON.stringify(bad)}`;
          const body = res.json() as { status: number; msg: string };
          if (content.has(key)) {
            // The content is cleaned; the refusal (doc_id is missing) is about something else.
            if (res.statusCode >= 500 || body.msg.includes(key))
              failures.push(`${what}: ${res.statusCode} ${body.msg}`);
          } else if (res.statusCode >= 500 || body.status !== Status.VALIDATION || !body.msg.includes(key)) {
            failures.push(`${what}: ${res.statusCode} ${body.status} ${body.msg}`);
          }
        }
      }
    }
    expect(n).toBeGreaterThan(150);
    expect(failures).toEqual([]);
  }, 120_000);
});
