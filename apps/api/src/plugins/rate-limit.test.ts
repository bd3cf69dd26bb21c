import crypto from 'node:crypto';
import net from 'node:net';
import { Status, teamInvitationInfo } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { signInBySms } from '../modules/account/testing';
import { call } from '../test/inject';
import { openTemplatePglite } from '../test/pglite-template';
import { rateLimitNamespace } from './rate-limit';

// Scale-out (issue 11): N API processes behind one proxy must allow a client each per-IP limit once,
// not N times, so with REDIS_URL the counters live in Redis.

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const redis = await redisAnswers(redisUrl);
if (!redis && process.env.CI === 'true') throw new Error(`CI needs Redis at ${redisUrl} for this file`);

describe('rate-limit namespace', () => {
  it('is one per deployment (its database) and keeps the connection string out of Redis', () => {
    const pg = { DATABASE_URL: 'postgres://u:secret@db/prod', DATA_DIR: '/a' };
    expect(rateLimitNamespace(pg)).toBe(rateLimitNamespace({ ...pg, DATA_DIR: '/b' }));
    expect(rateLimitNamespace(pg)).not.toBe(
      rateLimitNamespace({ ...pg, DATABASE_URL: 'postgres://db/test' }),
    );
    expect(rateLimitNamespace(pg)).not.toContain('secret');
    expect(rateLimitNamespace({ DATABASE_URL: '', DATA_DIR: '/a' })).not.toBe(
      rateLimitNamespace({ DATABASE_URL: '', DATA_DIR: '/b' }),
    );
  });
});

describe.skipIf(!redis)('rate limits shared by two API processes over Redis', () => {
  const apps: FastifyInstance[] = [];
  // Both "processes" belong to one deployment (same DATA_DIR); each has its own database here, which
  // the counters do not depend on.
  const dataDir = `/tmp/juzuo-test-${crypto.randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const database = await openTemplatePglite();
      const app = await buildApp({
        config: testConfig({ DATA_DIR: dataDir, REDIS_URL: redisUrl }),
        database,
      });
      app.addHook('onClose', async () => database.close());
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('30 invitation-code checks a minute per address in total, whichever process answers', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const user = await signInBySms(a, '13700000301');
    const check = (app: FastifyInstance) =>
      call(app, teamInvitationInfo.method, teamInvitationInfo.path, {
        token: user.token,
        query: { code: 'NOSUCHCODE12' },
      });
    // 15 on each: per-process counters would allow 30 on each.
    for (let i = 0; i < 30; i++) {
      const answer = await check(i % 2 ? b : a);
      expect(answer.status, `check ${i + 1}`).not.toBe(Status.RATE_LIMITED);
    }
    for (const app of [a, b]) {
      const refused = await check(app);
      expect(refused.httpStatus).toBe(429);
      expect(refused.status).toBe(Status.RATE_LIMITED);
    }
  });
});
