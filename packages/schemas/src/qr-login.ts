import { z } from 'zod';

/** Status of a QR sign-in session. */
export const QrSessionStatus = { WAITING: 0, SCANNED: 1, CONFIRMED: 2, EXPIRED: 3, ENDED: 4 } as const;

/** POST /ixj_shared/wx_login/start_session (form). */
export const ZQrStartSession = z.object({
  callback_html: z.string().max(500, 'callback_html 过长').optional(),
  session_key: z.string().max(128, 'session_key 过长').optional(),
});

/** Query of get_wx_code and form of end_session. */
export const ZQrSessionKey = z.object({
  session_key: z
    .string({ error: '缺少 session_key' })
    .min(1, '缺少 session_key')
    .max(128, 'session_key 过长'),
});

/** Body of the confirmation made by a signed-in user who opened the QR link. */
export const ZQrConfirm = ZQrSessionKey;

/** Answer of start_session. */
export interface TQrSession {
  session_key: string;
  /** The URL the QR encodes: a confirmation page on this origin. */
  redirect_uri: string;
  /** Epoch ms when the session expires. */
  expire: number;
}

/** Answer of get_wx_code: wx_code present once a user confirmed. */
export interface TQrCodeState {
  status: number;
  wx_code: string | null;
}
