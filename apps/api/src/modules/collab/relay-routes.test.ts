import crypto from 'node:crypto';
import { HttpRelayBackend, RelayBackendError } from '@juzuo/collab-server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp } from '../../test/app';

const SECRET = crypto.randomBytes(24).toString('hex');

async function signedInUser(app: FastifyInstance, name: string): Promise<{ id: string; token: string }> {
  const id = crypto.randomUUID();
  await app.database.db.insert(users).values({ id, name });
  const { token } = await app.tokenStore.issue(id);
  return { id, token };
}

describe('internal relay routes', () => {
  let app: FastifyInstance;
  let user: { id: string; token: string };
  const auth = (body: unknown, secret: string | null = SECRET) =>
    app.inject({
      method: 'POST',
      url: '/internal/collab/auth',
      headers: secret === null ? {} : { 'x-internal-secret': secret },
      payload: body as object,
    });

  beforeAll(async () => {
    app = await createTestApp({ INTERNAL_SECRET: SECRET });
    user = await signedInUser(app, '编剧小王');
  });
  afterAll(async () => app.close());

  it('answers 403 with an envelope without the right secret, before reading the body', async () => {
    for (const secret of [null, '', 'wrong']) {
      const res = await auth({ token: user.token, document: 'doc:1' }, secret);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 7013, data: null });
    }
    const garbage = await app.inject({
      method: 'POST',
      url: '/internal/collab/store',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(403);
  });

  it('refuses everyone when the app has no secret at all', async () => {
    // An app built without startServer has an empty secret; an empty header must not match it.
    app.config.INTERNAL_SECRET = '';
    try {
      expect((await auth({ token: user.token, document: 'doc:1' }, '')).statusCode).toBe(403);
    } finally {
      app.config.INTERNAL_SECRET = SECRET;
    }
  });

  it('resolves a token to the user; a document that does not exist is access none', async () => {
    const res = await auth({ token: user.token, document: 'doc:abc' });
    expect(res.json()).toEqual({
      status: 0,
      msg: 'ok',
      data: { user_id: user.id, name: '编剧小王', access: 'none' },
    });
  });

  it('answers 4000 for a bad token and 4220 for a bad document name', async () => {
    expect((await auth({ token: 'nope', document: 'doc:abc' })).json()).toMatchObject({ status: 4000 });
    const bad = (await auth({ token: user.token, document: 'wiki:abc' })).json();
    expect(bad).toMatchObject({ status: 4220 });
    expect(bad.msg).toContain('文档名称不合法');
  });

  it('load and store answer that the document does not exist', async () => {
    const headers = { 'x-internal-secret': SECRET };
    const load = await app.inject({ method: 'GET', url: '/internal/collab/load?document=doc:1', headers });
    expect(load.json()).toMatchObject({ status: 4040, msg: '文档不存在或已无法访问' });
    const store = await app.inject({
      method: 'POST',
      url: '/internal/collab/store',
      headers,
      payload: { document: 'doc:1', state: 'AAA=', editors: [] },
    });
    expect(store.json()).toMatchObject({ status: 4040 });
  });

  it('is what HttpRelayBackend (a standalone relay) talks to', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const backend = new HttpRelayBackend({ apiUrl: `http://127.0.0.1:${port}`, secret: SECRET });
    await expect(backend.authenticate({ token: user.token, documentName: 'idea:1' })).resolves.toEqual({
      userId: user.id,
      name: '编剧小王',
      access: 'none',
    });
    await expect(backend.authenticate({ token: 'nope', documentName: 'idea:1' })).resolves.toBeNull();
    await expect(backend.load('idea:1')).rejects.toBeInstanceOf(RelayBackendError);
    const wrongSecret = new HttpRelayBackend({ apiUrl: `http://127.0.0.1:${port}`, secret: 'wrong' });
    await expect(
      wrongSecret.authenticate({ token: user.token, documentName: 'idea:1' }),
    ).rejects.toMatchObject({
      status: 7013,
    });
  });
});
