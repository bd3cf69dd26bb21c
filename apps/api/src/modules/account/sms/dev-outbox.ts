import type { TConfig } from '../../../config';

type SmsSettings = Pick<TConfig, 'SMS_PROVIDER' | 'NODE_ENV'>;

/**
 * The dev outbox (GET /dev/sms_outbox) hands any phone's last code to whoever asks, so it exists only
 * when SMS_PROVIDER=console is set explicitly (scripts/start.sh and the tests do), and never with
 * NODE_ENV=production: there the console provider still prints codes to the log, and the start
 * banner says the outbox was ignored (docs/decisions.md "Sign-in abuse rules").
 */
export function smsOutboxEnabled(config: SmsSettings): boolean {
  return config.SMS_PROVIDER === 'console' && config.NODE_ENV !== 'production';
}

/** What the start banner says about SMS codes; nothing when a real gateway sends them. */
export function smsStartWarnings(config: SmsSettings): string[] {
  if (config.SMS_PROVIDER === 'http') return [];
  if (smsOutboxEnabled(config)) {
    return [
      '开发短信模式（SMS_PROVIDER=console）：任何人都能通过 /dev/sms_outbox?phone= 读取任意手机号的验证码，仅限本机开发，切勿对外开放。',
      'SMS_PROVIDER=console: SMS codes are readable by anyone at /dev/sms_outbox. Development only; never expose this server.',
    ];
  }
  if (config.SMS_PROVIDER === 'console') {
    return [
      'NODE_ENV=production：开发短信信箱 /dev/sms_outbox 已关闭；验证码只打印在服务日志中，用户收不到短信。请配置 SMS_PROVIDER=http。',
      'NODE_ENV=production ignores the dev SMS outbox; codes are only printed to the server log. Set SMS_PROVIDER=http.',
    ];
  }
  return [
    'SMS_PROVIDER 未设置：验证码只打印在服务日志中，/dev/sms_outbox 已关闭。开发请设 SMS_PROVIDER=console，正式部署请设 SMS_PROVIDER=http。',
    'SMS_PROVIDER is not set: codes are only printed to the server log and /dev/sms_outbox is off.',
  ];
}
