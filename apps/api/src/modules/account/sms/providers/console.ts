import type { SmsMessage, SmsProvider } from './types';

/**
 * The dev code line: `[sms] <phone> <code>` (what tools and docs look for) and a note saying what it
 * is. On a terminal it is drawn bold on yellow so it stands out among the request lines.
 */
export function smsLine(phone: string, code: string, colour: boolean): string {
  const text = `[sms] ${phone} ${code}`;
  const note = '  ← 短信验证码（SMS_PROVIDER=console，仅开发使用）';
  return colour ? `\n\x1b[1;30;43m ${text} \x1b[0m\x1b[33m${note}\x1b[0m\n\n` : `${text}${note}\n`;
}

/**
 * Development provider: prints the code line (smsLine) to stdout, not through the logger, so it
 * appears even with LOG_LEVEL=silent and outside tools can read it, and keeps the last code per phone
 * for the dev outbox route.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console' as const;
  /** Last code sent to each phone. */
  readonly outbox = new Map<string, string>();

  constructor(
    private readonly write: (line: string) => void = (line) => process.stdout.write(line),
    private readonly colour: boolean = process.stdout.isTTY === true,
  ) {}

  async send({ phone, code }: SmsMessage): Promise<void> {
    this.outbox.set(phone, code);
    this.write(smsLine(phone, code, this.colour));
  }
}
