import { PassThrough } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../lib/logger';
import { smsLine } from '../modules/account/sms/providers/console';
import { registerErrorHandling } from './error-handling';
import { registerRequestLog, requestLine } from './request-log';

/** A Fastify app logging into memory the way the product does under NODE_ENV `env`. */
async function appLogging(env: 'development' | 'production') {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const options = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: env }, out);
  // Production has no stream option: give pino the same memory stream to read its JSON.
  const logger =
    options && typeof options === 'object' && !('stream' in options) ? { ...options, stream: out } : options;
  const app = Fastify({ logger, logController: new LogController({ disableRequestLogging: true }) });
  registerErrorHandling(app);
  registerRequestLog(app);
  app.get('/ixj_web/ok', async () => ({ status: 0, data: 1, msg: '' }));
  app.get('/ixj_web/refused', async () => ({ status: 7013, data: null, msg: '没有权限' }));
  app.get('/healthz', async () => ({ status: 0 }));
  await app.ready();
  return { app, lines: () => text.split('\n').filter(Boolean) };
}

describe('request log', () => {
  it('writes one readable line per request in development, with the envelope status when not 0', async () => {
    const { app, lines } = await appLogging('development');
    await app.inject({ url: '/ixj_web/ok?x=1' });
    await app.inject({ url: '/ixj_web/refused' });
    await app.inject({ url: '/ixj_web/none' });
    await app.inject({ url: '/healthz' });
    const shown = lines();
    expect(shown).toHaveLength(3);
    expect(shown[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/ixj_web\/ok\?x=1 200 \d+ms$/);
    expect(shown[1]).toMatch(/INFO: GET \/ixj_web\/refused 200 status=7013 \d+ms$/);
    expect(shown[2]).toMatch(/INFO: GET \/ixj_web\/none 404 status=4040 \d+ms$/);
    await app.close();
  });

  it('writes JSON lines with the fields in production', async () => {
    const { app, lines } = await appLogging('production');
    await app.inject({ url: '/ixj_web/refused' });
    const [line] = lines();
    const entry = JSON.parse(line ?? '{}') as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/ixj_web/refused' },
      res: { statusCode: 200 },
      status: 7013,
    });
    expect(entry.msg).toMatch(/^GET \/ixj_web\/refused 200 status=7013 \d+ms$/);
    await app.close();
  });

  it('formats the line and the dev SMS code line', () => {
    expect(requestLine('POST', '/ixj_web/user/login', 200, 35.4, 4010)).toBe(
      'POST /ixj_web/user/login 200 status=4010 35ms',
    );
    expect(requestLine('GET', '/', 200, 2, 0)).toBe('GET / 200 2ms');
    expect(smsLine('13800138000', '123456', false)).toMatch(/^\[sms\] 13800138000 123456 {2}← 短信验证码/);
    // On a terminal the line is highlighted, and still holds `[sms] <phone> <code>` for tools.
    const coloured = smsLine('13800138000', '123456', true);
    expect(coloured).toContain('[sms] 13800138000 123456');
    expect(coloured).toContain('\x1b[1;30;43m');
  });
});
