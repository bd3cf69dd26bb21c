import { formatDateTime } from '@juzuo/schemas';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { api } from '../../lib/api';
import { toast } from '../../stores/toast';
import { inviteLink } from './inviteCode';

/** A generated invitation: its code, link, expiry and QR image. */
interface Invitation {
  code: string;
  link: string;
  expireTime: number;
  qr: string;
}

/**
 * Invitation link with copy and a QR code drawn locally (qrcode). Generating on request only: a new
 * code revokes the old one, so opening this panel must not kill a link already shared.
 */
export function InvitePanel() {
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const generate = async () => {
    setBusy(true);
    try {
      const { code, expire_time } = await api.teamManage.generateInvitationCode();
      const link = inviteLink(code);
      const qr = await QRCode.toDataURL(link, { margin: 1, width: 200 });
      setInvitation({ code, link, expireTime: expire_time, qr });
    } catch {
      // The client showed why.
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (invitation) input.current?.select();
  }, [invitation]);

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`${what}已复制`);
    } catch {
      // No clipboard permission (or an insecure origin): leave the text selected for Ctrl+C.
      input.current?.select();
      toast.warning('复制失败，请手动复制');
    }
  };

  return (
    <section aria-label="邀请成员" className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
      <h2 className="font-semibold text-slate-900">邀请成员</h2>
      <p className="mt-1 text-sm text-slate-500">
        把邀请链接或二维码发给对方，对方登录后即可加入团队。重新生成后，之前的邀请链接立即失效。
      </p>
      {invitation ? (
        <div className="mt-5 flex flex-wrap items-start gap-6" data-testid="invite-result">
          <div className="min-w-0 flex-1 space-y-3">
            <label className="block text-sm font-medium text-slate-700" htmlFor="invite-link">
              邀请链接
            </label>
            <div className="flex gap-2">
              <input
                id="invite-link"
                ref={input}
                readOnly
                value={invitation.link}
                data-testid="invite-link"
                className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm"
              />
              <Button
                variant="secondary"
                onClick={() => void copy(invitation.link, '邀请链接')}
                data-testid="invite-copy"
              >
                复制链接
              </Button>
            </div>
            <p className="text-sm text-slate-600">
              邀请码：
              <span data-testid="invite-code" className="font-mono font-medium text-slate-900">
                {invitation.code}
              </span>
              <Button variant="link" className="ml-2" onClick={() => void copy(invitation.code, '邀请码')}>
                复制
              </Button>
            </p>
            <p className="text-xs text-slate-400">有效期至 {formatDateTime(invitation.expireTime)}</p>
            <Button variant="secondary" size="sm" loading={busy} onClick={() => void generate()}>
              重新生成
            </Button>
          </div>
          <figure className="text-center">
            <img
              src={invitation.qr}
              width={160}
              height={160}
              alt="邀请二维码"
              data-testid="invite-qr"
              className="rounded-lg ring-1 ring-slate-200"
            />
            <figcaption className="mt-1 text-xs text-slate-400">扫码加入团队</figcaption>
          </figure>
        </div>
      ) : (
        <Button className="mt-5" loading={busy} onClick={() => void generate()} data-testid="invite-generate">
          生成邀请链接
        </Button>
      )}
    </section>
  );
}
