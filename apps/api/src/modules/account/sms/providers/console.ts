import type { SmsMessage, SmsProvider } from './types';

/**
 * Development provider: prints `[sms] <phone> <code>` to stdout (not through the logger, so the line
 * appears even with LOG_LEVEL=silent and outside tools can read it) and keeps the last code per phone
 * for the dev outbox route.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console' as const;
  /** Last code sent to each phone. */
  readonly outbox = new Map<string, string>();

  constructor(private readonly write: (line: string) => void = (line) => process.stdout.write(line)) {}

  async send({ phone, code }: SmsMessage): Promise<void> {
    this.outbox.set(phone, code);
    this.write(`[sms] ${phone} ${code}\n`);
  }
}
