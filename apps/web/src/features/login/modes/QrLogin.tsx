import { LoginType } from '@juzuo/schemas';
import { Button } from '../../../components/Button';
import { api } from '../../../lib/api';
import { config } from '../../../lib/config';
import { useLoginFlow } from '../context';
import { QrPanel } from '../QrPanel';
import { useQrSession } from '../useQrSession';

/** Sign in by scanning: another signed-in device opens the QR link and confirms. */
export function QrLogin() {
  const flow = useLoginFlow();
  // The session starts only after consent: scanning signs in without pressing any button.
  const qr = useQrSession(async (wxCode) => {
    try {
      const result = await api.account.login({ login_type: LoginType.QR, wx_code: wxCode });
      flow.afterLogin(result, 'qr');
    } catch {
      qr.refresh();
    }
  }, flow.agreed);

  if (!flow.agreed) {
    return (
      <div className="flex flex-col items-center py-6 text-center">
        <div className="grid size-52 place-items-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 text-sm leading-6 text-slate-500">
          请先阅读并同意服务协议及隐私保护，再显示登录二维码
        </div>
        <Button className="mt-5" variant="secondary" onClick={() => flow.ensureAgreed(() => undefined)}>
          阅读并同意
        </Button>
      </div>
    );
  }
  return (
    <div className="py-2">
      <QrPanel
        {...qr}
        onRefresh={qr.refresh}
        hint={`请使用已登录${config.productName}的手机或其他设备扫描二维码，并在页面上确认登录`}
      />
    </div>
  );
}
