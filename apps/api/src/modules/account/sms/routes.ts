import { AccountMessage, ok, SmsType, Status, userRequestSmsCode, ValidationMessage } from '@juzuo/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../../lib/errors';
import { route } from '../../../lib/route';
import { tokenInvalid } from '../../../lib/status';
import { findUserById, findUserByPhone } from '../repo';
import { registerSms } from './service';

/** The signed-in user, or 4000 (sms_type 2 and 3 act on the caller's own account). */
async function signedInUser(request: FastifyRequest) {
  const user = request.auth ? await findUserById(request.server.database.db, request.auth.userId) : undefined;
  if (!user) throw tokenInvalid();
  return user;
}

/** SMS area: decorates `app.sms`; POST /ixj_web/user/request_sms_code checks what the sms_type needs. */
export const smsModule = fp(
  async (app: FastifyInstance) => {
    registerSms(app);
    const rateLimit = app.config.DISABLE_RATE_LIMIT ? false : { max: 30, timeWindow: '1 minute' };

    route(app, userRequestSmsCode, { config: { rateLimit } }, async (request) => {
      const { phone, sms_type } = request.input;
      const db = app.database.db;
      if (sms_type === SmsType.FIND_PASSWORD) {
        // Find-password must say the phone is unknown, otherwise the user waits for an SMS that never comes.
        if (!(await findUserByPhone(db, phone)))
          throw new AppError(Status.NOT_FOUND, AccountMessage.phoneNotRegistered);
      } else if (sms_type === SmsType.VERIFY_CURRENT_PHONE) {
        const user = await signedInUser(request);
        if (user.phone !== phone) throw new AppError(Status.VALIDATION, AccountMessage.phoneNotCurrent);
      } else if (sms_type === SmsType.BIND_NEW_PHONE) {
        const user = await signedInUser(request);
        if (user.phone === phone) throw new AppError(Status.VALIDATION, ValidationMessage.newPhoneSame);
        const owner = await findUserByPhone(db, phone);
        if (owner && owner.id !== user.id) throw new AppError(Status.CONFLICT, AccountMessage.phoneTaken);
      }
      return ok(await app.sms.requestCode(phone, sms_type, request.ip));
    });
  },
  { name: 'sms' },
);
