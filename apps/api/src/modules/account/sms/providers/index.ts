import type { TConfig } from '../../../../config';
import { smsOutboxEnabled } from '../dev-outbox';
import { ConsoleSmsProvider } from './console';
import { HttpSmsProvider } from './http';
import type { SmsProvider } from './types';

export { ConsoleSmsProvider } from './console';
export { HttpSmsProvider } from './http';
export type { SmsMessage, SmsProvider } from './types';

/**
 * Picks the SMS provider from config: `http`, or the console provider when SMS_PROVIDER is console or
 * unset. `http` without SMS_HTTP_URL stops the start with a clear message.
 */
export function createSmsProvider(config: TConfig, onError?: (detail: string) => void): SmsProvider {
  if (config.SMS_PROVIDER === 'http') {
    if (!config.SMS_HTTP_URL) throw new Error('SMS_PROVIDER=http requires SMS_HTTP_URL');
    return new HttpSmsProvider({
      url: config.SMS_HTTP_URL,
      token: config.SMS_HTTP_TOKEN,
      template: config.SMS_HTTP_TEMPLATE,
      onError,
    });
  }
  return new ConsoleSmsProvider({ keepOutbox: smsOutboxEnabled(config) });
}
