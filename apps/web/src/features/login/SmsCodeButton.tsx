import { ApiError } from '@juzuo/api-client';
import { PlatformLimits, Status, type TSmsType } from '@juzuo/schemas';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useCountdown } from './useCountdown';

function resendAfter(data: unknown): number {
  const n = Number((data as { resend_after?: unknown } | null)?.resend_after);
  return Number.isFinite(n) && n > 0 ? Math.ceil(n) : 0;
}

/** Props of SmsCodeButton. */
export interface SmsCodeButtonProps {
  smsType: TSmsType;
  /** Validates the phone field and returns it, or null (the form then shows '请输入手机号' etc.). */
  getPhone: () => Promise<string | null>;
  /** Called after a code was sent, e.g. to focus the code field. */
  onSent?: () => void;
}

/** "获取验证码" with the 60 s countdown '重新获取(59s)'. */
export function SmsCodeButton({ smsType, getPhone, onSent }: SmsCodeButtonProps) {
  const { left, start, running } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const onClick = async () => {
    if (running || sending) return;
    const phone = await getPhone();
    if (!phone) return;
    setSending(true);
    try {
      const answer = await api.account.requestSmsCode({ phone, sms_type: smsType });
      setSent(true);
      start(
        answer?.resend_after && answer.resend_after > 0
          ? answer.resend_after
          : PlatformLimits.smsResendSeconds,
      );
      onSent?.();
    } catch (err) {
      // The client already showed the server's message; a "too soon" answer says how long to wait,
      // so the button counts that down instead of inviting more rejected clicks.
      const wait =
        err instanceof ApiError && err.status === Status.SMS_TOO_FREQUENT ? resendAfter(err.data) : 0;
      if (wait > 0) start(wait);
    } finally {
      setSending(false);
    }
  };
  const label = running ? `重新获取(${left}s)` : sent ? '重新获取' : '获取验证码';
  return (
    <button
      type="button"
      data-testid="get-code-button"
      onClick={onClick}
      disabled={running || sending}
      className="h-8 whitespace-nowrap rounded-md px-2.5 text-sm font-medium text-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
    >
      {sending ? '发送中…' : label}
    </button>
  );
}
