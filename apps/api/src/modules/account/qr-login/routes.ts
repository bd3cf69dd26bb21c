import { ok, qrConfirm, qrEndSession, qrGetWxCode, qrStartSession } from '@juzuo/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../../lib/route';
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

    route(app, qrStartSession, {}, async (request) => {
      const body = request.input;
      return ok(await app.qrLogin.start(publicOrigin(request), body.callback_html ?? '', body.session_key));
    });

    route(app, qrGetWxCode, {}, async (request) => {
      const { session_key } = request.input;
      return ok(await app.qrLogin.state(session_key));
    });

    route(app, qrEndSession, {}, async (request) => {
      const { session_key } = request.input;
      await app.qrLogin.end(session_key);
      return ok(null);
    });

    route(app, qrConfirm, {}, async (request) => {
      const { session_key } = request.input;
      await app.qrLogin.confirm(session_key, request.auth.userId);
      return ok({ confirmed: 1 });
    });
  },
  { name: 'qr-login' },
);
