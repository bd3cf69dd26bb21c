import { devSmsOutbox } from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';

/** Development-only calls (console SMS provider; never in production). */
export function devService(t: Transport) {
  return {
    /** Last SMS code sent to a phone, from the dev outbox. */
    smsOutbox: (phone: string, opts?: CallOptions) => t.call(devSmsOutbox, { phone }, opts),
  };
}

/** The dev call group. */
export type DevService = ReturnType<typeof devService>;
