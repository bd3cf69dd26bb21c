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

/** Options of the console provider. */
export interface ConsoleSmsOptions {
  /** Keep the last code per phone for the dev outbox (smsOutboxEnabled decides). */
  keepOutbox: boolean;
  write?: (line: string) => void;
  colour?: boolean;
}

/**
 * Development provider: prints the code line (smsLine) to stdout, not through the logger, so it
 * appears even with LOG_LEVEL=silent and outside tools can read it, and, when the dev outbox is on,
 * keeps the last code per phone for it.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console' as const;
  /** Last code sent to each phone; null when the dev outbox is off. */
  readonly outbox: Map<string, string> | null;
  private readonly write: (line: string) => void;
  private readonly colour: boolean;

  constructor(opts: ConsoleSmsOptions) {
    this.outbox = opts.keepOutbox ? new Map() : null;
    this.write = opts.write ?? ((line) => process.stdout.write(line));
    this.colour = opts.colour ?? process.stdout.isTTY === true;
  }

  async send({ phone, code }: SmsMessage): Promise<void> {
    this.outbox?.set(phone, code);
    this.write(smsLine(phone, code, this.colour));
  }
}
