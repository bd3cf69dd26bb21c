import { useMyInfo } from '@juzuo/api-client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { api } from '../../lib/api';
import { config } from '../../lib/config';

type Phase = 'ask' | 'confirmed' | 'cancelled';

/**
 * Opened from a scanned QR on a signed-in device: confirming releases a one-time code to the waiting
 * session on the other device (sign-in or identity binding).
 */
export function QrConfirmPage() {
  const [params] = useSearchParams();
  const sessionKey = params.get('session_key') ?? params.get('key') ?? '';
  const { data: user } = useMyInfo();
  const [phase, setPhase] = useState<Phase>('ask');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await api.qrLogin.confirm(sessionKey);
      setPhase('confirmed');
    } catch {
      // The toast says why (e.g. the QR expired).
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    if (sessionKey) void api.qrLogin.endSession(sessionKey, { silent: true }).catch(() => undefined);
    setPhase('cancelled');
  };

  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-5">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <Logo showName={false} className="scale-125" />
        {!sessionKey ? (
          <>
            <h1 className="mt-6 text-lg font-semibold text-slate-900">二维码无效</h1>
            <p className="mt-2 text-sm text-slate-500">请回到原设备刷新二维码后重新扫描。</p>
          </>
        ) : phase === 'ask' ? (
          <>
            <div className="mt-6 flex flex-col items-center">
              <Avatar src={user?.avatar} name={user?.name} size={56} />
              <p className="mt-2 text-sm text-slate-500">{user?.name}</p>
            </div>
            <h1 data-testid="qr-confirm-question" className="mt-4 text-lg font-semibold text-slate-900">
              确认在另一设备上登录{config.productName}？
            </h1>
            <p className="mt-2 text-xs leading-5 text-slate-400">如果不是你本人操作，请点击取消。</p>
            <div className="mt-7 space-y-3">
              <Button block size="lg" loading={busy} onClick={confirm} data-testid="qr-confirm">
                确认登录
              </Button>
              <Button block variant="ghost" onClick={cancel} data-testid="qr-cancel">
                取消
              </Button>
            </div>
          </>
        ) : phase === 'confirmed' ? (
          <>
            <h1 data-testid="qr-confirmed" className="mt-6 text-lg font-semibold text-emerald-700">
              已确认
            </h1>
            <p className="mt-2 text-sm text-slate-500">请回到原设备继续操作。</p>
          </>
        ) : (
          <>
            <h1 className="mt-6 text-lg font-semibold text-slate-900">已取消</h1>
            <p className="mt-2 text-sm text-slate-500">本次扫码未授权任何设备登录。</p>
          </>
        )}
        <Link to="/" className="mt-6 inline-block text-sm text-slate-400 hover:text-brand-600">
          返回首页
        </Link>
      </div>
    </main>
  );
}
