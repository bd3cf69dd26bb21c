import { devSmsOutbox, ok, Status } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { smsOutboxEnabled } from '../account/sms/dev-outbox';
import { ConsoleSmsProvider } from '../account/sms/providers/index';

/**
 * Development helpers. GET /dev/sms_outbox?phone= answers the last code sent to a phone to anyone
 * who asks, so the route exists only when SMS_PROVIDER=console is set explicitly and never when
 * NODE_ENV=production (smsOutboxEnabled); the start banner warns while it exists.
 */
export const devModule = fp(
  async (app: FastifyInstance) => {
    const provider = app.sms.provider;
    const outbox = provider instanceof ConsoleSmsProvider ? provider.outbox : null;
    if (!smsOutboxEnabled(app.config) || !outbox) return;

    route(app, devSmsOutbox, {}, async (request) => {
      const { phone } = request.input;
      const code = outbox.get(phone);
      if (!code) throw new AppError(Status.NOT_FOUND, '该手机号还没有收到验证码');
      return ok({ phone, code });
    });
  },
  { name: 'dev', dependencies: ['sms'] },
);
