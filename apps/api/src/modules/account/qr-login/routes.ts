import { ok, ZQrConfirm, ZQrSessionKey, ZQrStartSession } from '@juzuo/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parse } from '../../../lib/validate';
import { requireUser } from '../../../plugins/auth';
import { QrLoginService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Self-hosted QR sign-in sessions and wx_codes. */
    qrLogin: QrLoginService;
  }
}

/** Origin the QR link points at: PUBLIC_URL, else the origin the browser used to reach us. */
function publicOrigin(request: FastifyRequest): string {
  const configured = request.server.config.PUBLIC_URL.replace(/\/+$/, '');
  return configured || `${request.protocol}://${request.host}`;
}

/** QR sign-in area (login host): start_session, get_wx_code, end_session, and confirm by a signed-in user. */
export const qrLoginModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('qrLogin', new QrLoginService(app));
    const prefix = '/ixj_shared/wx_login';

    app.post(`${prefix}/start_session`, async (request) => {
      const body = parse(ZQrStartSession, request.body ?? request.query);
      return ok(await app.qrLogin.start(publicOrigin(request), body.callback_html ?? '', body.session_key));
    });

    app.get(`${prefix}/get_wx_code`, async (request) => {
      const { session_key } = parse(ZQrSessionKey, request.query);
      return ok(await app.qrLogin.state(session_key));
    });

    app.post(`${prefix}/end_session`, async (request) => {
      const { session_key } = parse(ZQrSessionKey, request.body ?? request.query);
      await app.qrLogin.end(session_key);
      return ok(null);
    });

    app.post(`${prefix}/confirm`, { preHandler: requireUser }, async (request) => {
      const { session_key } = parse(ZQrConfirm, request.body ?? request.query);
      await app.qrLogin.confirm(session_key, request.auth.userId);
      return ok({ confirmed: 1 });
    });
  },
  { name: 'qr-login' },
);
