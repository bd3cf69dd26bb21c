import {
  ok,
  type TRefreshResult,
  type TUser,
  userChangePhone,
  userChangeWechat,
  userGetMyInfo,
  userGetMyPhone,
  userLogin,
  userLogout,
  userRefreshToken,
  userRetrievePassword,
  userSetPassword,
  userUpdateUser,
} from '@juzuo/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/route';
import { tokenInvalid } from '../../lib/status';
import { bearerToken } from '../../plugins/auth';
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
    schedulePrune(app);
    const rateLimit = app.config.DISABLE_RATE_LIMIT ? false : { max: 60, timeWindow: '1 minute' };

    route(app, userLogin, { config: { rateLimit } }, async (request) =>
      ok(await login(app, request.input, deviceId(request), request.ip)),
    );

    // Always succeeds: signing out with an already invalid token leaves the same end state.
    route(app, userLogout, {}, async (request) => {
      const info = await app.authenticateToken(bearerToken(request));
      if (info) await app.tokenStore.revoke(info.tokenId);
      return ok(null);
    });

    // The signed-in hot path: answered from the signed-in cache, which account writes invalidate,
    // and serialized once per cached user (a cache entry is a new object after every change).
    const answers = new WeakMap<TUser, string>();
    route(app, userGetMyInfo, {}, async (request, reply) => {
      const { userId } = request.auth;
      const user = await app.signedInCache.presentedUser(userId, async () =>
        presentUser(await currentUser(app, userId), app.config),
      );
      let answer = answers.get(user);
      if (answer === undefined) {
        answer = JSON.stringify(ok(user));
        answers.set(user, answer);
      }
      return reply.type('application/json; charset=utf-8').send(answer);
    });

    route(app, userRefreshToken, {}, async (request) => {
      const { userId, tokenId } = request.auth;
      const issued = await app.tokenStore.rotate(tokenId, userId, deviceId(request), REFRESH_GRACE_MS);
      // Logged out (or otherwise ended) while this refresh was on its way: no successor.
      if (!issued) throw tokenInvalid();
      const data: TRefreshResult = { token: issued.token, expire: issued.expire, user_id: userId };
      return ok(data);
    });

    route(app, userSetPassword, {}, async (request) =>
      ok(await setPassword(app, request.auth.userId, request.auth.tokenId, request.input.password)),
    );

    route(app, userRetrievePassword, { config: { rateLimit } }, async (request) => {
      await retrievePassword(app, request.input);
      return ok(null);
    });

    route(app, userChangePhone, {}, async (request) =>
      ok(await changePhone(app, request.auth.userId, request.input)),
    );

    route(app, userGetMyPhone, {}, async (request) => {
      const { phone } = await currentUser(app, request.auth.userId);
      return ok({ phone: phone ?? '', masked: maskPhone(phone ?? ''), has_phone: phone ? 1 : 0 });
    });

    route(app, userChangeWechat, {}, async (request) =>
      ok(await changeWechat(app, request.auth.userId, request.input)),
    );

    route(app, userUpdateUser, {}, async (request) =>
      ok(await updateProfile(app, request.auth.userId, request.input)),
    );
  },
  { name: 'account', dependencies: ['sms', 'qr-login'] },
);
