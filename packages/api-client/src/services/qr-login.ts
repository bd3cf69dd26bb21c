import { qrConfirm, qrEndSession, qrGetWxCode, qrStartSession } from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';

/** QR sign-in calls of spec 01 section 7.3 (login host). 4015 (expired) reaches the caller untoasted. */
export function qrLoginService(t: Transport) {
  return {
    /** Starts a session; the answer's redirect_uri is what the QR encodes. */
    startSession: (body: { callback_html?: string; session_key?: string } = {}, opts?: CallOptions) =>
      t.call(qrStartSession, body, opts),
    /** Polls for the one-time wx_code released when a signed-in user confirms. */
    getWxCode: (session_key: string, opts?: CallOptions) => t.call(qrGetWxCode, { session_key }, opts),
    /** Ends a session (dialog closed or sign-in done). */
    endSession: (session_key: string, opts?: CallOptions) => t.call(qrEndSession, { session_key }, opts),
    /** The signed-in user who opened the QR link confirms, releasing a wx_code to the waiting session. */
    confirm: (session_key: string, opts?: CallOptions) => t.call(qrConfirm, { session_key }, opts),
  };
}

/** The QR sign-in call group. */
export type QrLoginService = ReturnType<typeof qrLoginService>;
