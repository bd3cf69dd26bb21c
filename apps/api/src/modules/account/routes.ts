import {
  ok,
  type TRefreshResult,
  ZChangePhone,
  ZChangeWechat,
  ZLoginRequest,
  ZRetrievePassword,
  ZSetPassword,
  ZUpdateUser,
} from '@juzuo/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parse } from '../../lib/validate';
import { bearerToken, requireUser } from '../../plugins/auth';
import { login } from './login';
import { maskPhone, presentUser } from './present';
import { schedulePrune } from './prune';
import {
  changePhone,
  changeWechat,
  currentUser,
  retrievePassword,
  setPassword,
  updateProfile,
} from './settings';

/** Old token keeps working this long after refresh_token, so requests already in flight succeed. */
export const REFRESH_GRACE_MS = 60_000;

const deviceId = (request: FastifyRequest): string => {
  const value = request.headers.device_id ?? request.headers['device-id'];
  return typeof value === 'string' ? value : '';
};

/** Account area: /ixj_web/user/* (spec 01 section 7.2, spec 02 "User"). */
export const accountModule = fp(
  async (app: FastifyInstance) => {
    const p = '/ixj_web/user';
    schedulePrune(app);
    const rateLimit = app.config.DISABLE_RATE_LIMIT ? false : { max: 60, timeWindow: '1 minute' };

    app.post(`${p}/login`, { config: { rateLimit } }, async (request) => {
      const input = parse(ZLoginRequest, request.body);
      return ok(await login(app, input, deviceId(request)));
    });

    // Always succeeds: signing out with an already invalid token leaves the same end state.
    app.post(`${p}/logout`, async (request) => {
      const info = await app.authenticateToken(bearerToken(request));
      if (info) await app.tokenStore.revoke(info.tokenId);
      return ok(null);
    });

    app.get(`${p}/get_my_info`, { preHandler: requireUser }, async (request) => {
      const user = await currentUser(app, request.auth.userId);
      return ok(presentUser(user, app.config));
    });

    app.get(`${p}/refresh_token`, { preHandler: requireUser }, async (request) => {
      const { userId, tokenId } = request.auth;
      const issued = await app.tokenStore.issue(userId, deviceId(request));
      await app.tokenStore.expireSoon(tokenId, REFRESH_GRACE_MS);
      const data: TRefreshResult = { token: issued.token, expire: issued.expire, user_id: userId };
      return ok(data);
    });

    app.put(`${p}/set_password`, { preHandler: requireUser }, async (request) => {
      const { password } = parse(ZSetPassword, request.body);
      return ok(await setPassword(app, request.auth.userId, request.auth.tokenId, password));
    });

    app.put(`${p}/retrieve_password`, { config: { rateLimit } }, async (request) => {
      await retrievePassword(app, parse(ZRetrievePassword, request.body));
      return ok(null);
    });

    app.put(`${p}/change_phone`, { preHandler: requireUser }, async (request) => {
      return ok(await changePhone(app, request.auth.userId, parse(ZChangePhone, request.body)));
    });

    app.get(`${p}/get_my_phone`, { preHandler: requireUser }, async (request) => {
      const { phone } = await currentUser(app, request.auth.userId);
      return ok({ phone: phone ?? '', masked: maskPhone(phone ?? ''), has_phone: phone ? 1 : 0 });
    });

    app.put(`${p}/change_wechat`, { preHandler: requireUser }, async (request) => {
      return ok(await changeWechat(app, request.auth.userId, parse(ZChangeWechat, request.body)));
    });

    app.put(`${p}/update_user`, { preHandler: requireUser }, async (request) => {
      return ok(await updateProfile(app, request.auth.userId, parse(ZUpdateUser, request.body)));
    });
  },
  { name: 'account', dependencies: ['sms', 'qr-login'] },
);
