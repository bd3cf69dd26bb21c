import { AccountLimits, AccountMessage, Status, userLogin } from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, users } from '../../../db/schema/index';
import { createTestApp } from '../../../test/app';
import { callDef } from '../../../test/call';
import { smsCode } from '../testing';

/** An SMS sign-in from a given address (each guess its own, like a spread-out attacker). */
const smsLogin = (app: FastifyInstance, phone: string, sms_code: string, ip: string) =>
  callDef(app, userLogin, { input: { login_type: 2, phone, sms_code }, ip });

// Issue 9 item 3: 60 concurrent wrong codes were all checked against one code and the right code
// still worked afterwards. Counting must hold however the requests interleave.
describe('SMS codes under concurrent guessing', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('60 parallel wrong codes: only 5 are checked, then the code is dead and the right one is refused', async () => {
    const phone = '13400000051';
    const code = await smsCode(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';

    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => smsLogin(app, phone, wrong, `10.51.0.${i}`)),
    );
    const msgs = answers.map((a) => a.msg);
    expect(answers.every((a) => a.status === Status.LOGIN_FAILED)).toBe(true);
    // Exactly smsMaxWrongTries guesses were compared: 4 answered "wrong", the 5th killed the code;
    // the rest were refused unchecked (the dead code, or no live code at all for those that came later).
    expect(msgs.filter((m) => m === AccountMessage.smsCodeWrong)).toHaveLength(
      AccountLimits.smsMaxWrongTries - 1,
    );
    expect(msgs).toContain(AccountMessage.smsCodeDead);
    const refused = [AccountMessage.smsCodeWrong, AccountMessage.smsCodeDead, AccountMessage.smsCodeMissing];
    expect(msgs.filter((m) => !refused.includes(m as (typeof refused)[number]))).toEqual([]);

    const right = await smsLogin(app, phone, code, '10.51.1.1');
    expect(right.status).toBe(Status.LOGIN_FAILED);
    const [row] = await app.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.wrongTries).toBe(AccountLimits.smsMaxWrongTries);
    expect(row?.usedAt).not.toBeNull();
    // The refused sign-in created no account for the phone.
    expect(await app.database.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
  });

  it('the right code among parallel wrong ones signs in at most once', async () => {
    const phone = '13400000052';
    const code = await smsCode(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = [code, code, ...Array.from({ length: 3 }, () => wrong)];
    const answers = await Promise.all(guesses.map((g, i) => smsLogin(app, phone, g, `10.52.0.${i}`)));
    expect(answers.filter((a) => a.status === 0)).toHaveLength(1);
  });
});
