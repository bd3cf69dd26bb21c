import { devSmsOutbox, userRequestSmsCode } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../config';
import { createTestApp } from '../../../test/app';
import { callDef } from '../../../test/call';
import { smsOutboxEnabled, smsStartWarnings } from './dev-outbox';

/** Asks for a login code, then tries to read it back from the dev outbox; answers the outbox's HTTP status. */
async function outboxStatus(overrides: Parameters<typeof createTestApp>[0]): Promise<number> {
  const app = await createTestApp(overrides);
  try {
    const sent = await callDef(app, userRequestSmsCode, {
      input: { phone: '13400000061', sms_type: 0 },
      ip: '10.61.0.1',
    });
    expect(sent.status).toBe(0);
    return (await callDef(app, devSmsOutbox, { input: { phone: '13400000061' } })).httpStatus;
  } finally {
    await app.close();
  }
}

// Issue 9 item 9: the outbox hands anyone any phone's code; it was on whenever SMS_PROVIDER was unset.
describe('SMS dev outbox', () => {
  it('answers only with SMS_PROVIDER=console set explicitly, and never with NODE_ENV=production', async () => {
    expect(await outboxStatus({ SMS_PROVIDER: 'console' })).toBe(200);
    // Unset: codes still reach the server log (sign-in works for whoever runs it), the outbox is gone.
    expect(await outboxStatus({ SMS_PROVIDER: '' })).toBe(404);
    expect(await outboxStatus({ SMS_PROVIDER: 'console', NODE_ENV: 'production' })).toBe(404);
  }, 180_000);

  it('follows one rule: explicit console, outside production', () => {
    const enabled = (env: Record<string, string>) => smsOutboxEnabled(testConfig(env));
    expect(enabled({ SMS_PROVIDER: 'console' })).toBe(true);
    expect(enabled({ SMS_PROVIDER: 'console', NODE_ENV: 'development' })).toBe(true);
    expect(enabled({ SMS_PROVIDER: '' })).toBe(false);
    expect(enabled({ SMS_PROVIDER: 'console', NODE_ENV: 'production' })).toBe(false);
    expect(enabled({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/send' })).toBe(false);
  });

  it('the start banner warns wherever codes are not sent by a real gateway', () => {
    const warnings = (env: Record<string, string>) => smsStartWarnings(testConfig(env)).join('\n');
    expect(warnings({ SMS_PROVIDER: 'console' })).toMatch(/任何人.*\/dev\/sms_outbox/);
    expect(warnings({ SMS_PROVIDER: 'console', NODE_ENV: 'production' })).toMatch(
      /NODE_ENV=production.*\/dev\/sms_outbox.*已关闭/,
    );
    expect(warnings({ SMS_PROVIDER: '' })).toMatch(/SMS_PROVIDER.*未设置.*服务日志/);
    expect(warnings({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/send' })).toBe('');
  });
});
