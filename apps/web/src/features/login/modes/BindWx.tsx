import { WechatOpt } from '@juzuo/schemas';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useLoginFlow } from '../context';
import { QrPanel } from '../QrPanel';
import { useQrSession } from '../useQrSession';

/** Binds the scanning identity to this account (change_wechat opt_type 2). */
export function BindWx() {
  const flow = useLoginFlow();
  const { mutate } = useSWRConfig();
  const qr = useQrSession(async (wxCode) => {
    try {
      await api.account.changeWechat({ opt_type: WechatOpt.BIND, wx_code: wxCode });
      toast.success('扫码身份绑定成功');
      await mutate(() => true);
      flow.close();
    } catch {
      qr.refresh();
    }
  });
  return (
    <div className="py-2">
      <QrPanel
        {...qr}
        onRefresh={qr.refresh}
        hint="请在已登录本账号的手机或其他设备上扫描二维码并确认，之后即可用该设备扫码登录"
      />
    </div>
  );
}
