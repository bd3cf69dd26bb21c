import type { TQrCodeState, TQrSession } from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';

const WX = '/ixj_shared/wx_login';

/** QR sign-in calls of spec 01 section 7.3 (login host). 4015 (expired) reaches the caller untoasted. */
export function qrLoginService(t: Transport) {
  return {
    /** Starts a session; the answer's redirect_uri is what the QR encodes. */
    startSession: (body: { callback_html?: string; session_key?: string } = {}, opts?: CallOptions) =>
      t.request<TQrSession>({ service: 'login', method: 'POST', path: `${WX}/start_session`, body }, opts),
    /** Polls for the one-time wx_code released when a signed-in user confirms. */
    getWxCode: (session_key: string, opts?: CallOptions) =>
      t.request<TQrCodeState>(
        { service: 'login', method: 'GET', path: `${WX}/get_wx_code`, query: { session_key } },
        opts,
      ),
    /** Ends a session (dialog closed or sign-in done). */
    endSession: (session_key: string, opts?: CallOptions) =>
      t.request<null>(
        { service: 'login', method: 'POST', path: `${WX}/end_session`, body: { session_key } },
        opts,
      ),
    /** The signed-in user who opened the QR link confirms, releasing a wx_code to the waiting session. */
    confirm: (session_key: string, opts?: CallOptions) =>
      t.request<unknown>(
        { service: 'login', method: 'POST', path: `${WX}/confirm`, body: { session_key } },
        opts,
      ),
  };
}

/** The QR sign-in call group. */
export type QrLoginService = ReturnType<typeof qrLoginService>;
