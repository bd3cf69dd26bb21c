import { AccountMessage, Status } from '@juzuo/schemas';
import { AppError } from '../../../../lib/errors';
import type { SmsMessage, SmsProvider } from './types';

/** Settings of the HTTP gateway provider. */
export interface HttpSmsOptions {
  url: string;
  token: string;
  template: string;
  /** Gateway timeout in ms. */
  timeoutMs?: number;
  /** Receives the technical reason of a failure (for the server log). */
  onError?: (detail: string) => void;
}

/**
 * Real gateway: POSTs JSON `{phone, code, template, sms_type}` with `Authorization: Bearer <token>`.
 * Any non-2xx answer or network failure becomes a Chinese error; the gateway's reply is only logged.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http' as const;

  constructor(private readonly opts: HttpSmsOptions) {}

  async send({ phone, code, smsType }: SmsMessage): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.opts.token ? { authorization: `Bearer ${this.opts.token}` } : {}),
        },
        body: JSON.stringify({ phone, code, template: this.opts.template, sms_type: smsType }),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      this.opts.onError?.(`sms gateway unreachable: ${(err as Error).message}`);
      throw new AppError(Status.SERVER_ERROR, AccountMessage.smsSendFailed);
    }
    // Drain the body so the connection can be reused.
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) {
      this.opts.onError?.(`sms gateway answered HTTP ${res.status}`);
      throw new AppError(Status.SERVER_ERROR, AccountMessage.smsSendFailed);
    }
  }
}
