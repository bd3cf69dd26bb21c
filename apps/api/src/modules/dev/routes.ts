import { devSmsOutbox, ok, Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { ConsoleSmsProvider } from '../account/sms/providers/index';

/**
 * Development helpers. GET /dev/sms_outbox?phone= answers the last code sent to a phone; it exists
 * only with the console SMS provider and never when NODE_ENV=production.
 */
export const devModule = fp(
  async (app: FastifyInstance) => {
    const provider = app.sms.provider;
    if (app.config.NODE_ENV === 'production' || !(provider instanceof ConsoleSmsProvider)) return;

    route(app, devSmsOutbox, {}, async (request) => {
      const { phone } = request.input;
      const code = provider.outbox.get(phone);
      if (!code) throw new AppError(Status.NOT_FOUND, '该手机号还没有收到验证码');
      return ok({ phone, code });
    });
  },
  { name: 'dev', dependencies: ['sms'] },
);
