import { type TUser, WechatOpt } from '@juzuo/schemas';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { api } from '../../lib/api';
import { useLoginPopup } from '../../stores/loginPopup';
import { toast } from '../../stores/toast';

function Row({ title, value, children }: { title: string; value: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div>
        <p className="text-sm font-medium text-slate-900">{title}</p>
        <p className="mt-0.5 text-sm text-slate-500">{value}</p>
      </div>
      <div className="flex shrink-0 gap-2">{children}</div>
    </div>
  );
}

const mask = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/** Phone, password and QR identity, each opening the matching mode of the login popup. */
export function SecurityList({ user }: { user: TUser }) {
  const openLogin = useLoginPopup((s) => s.openLogin);
  const { mutate } = useSWRConfig();
  const [unbinding, setUnbinding] = useState(false);
  const hasPhone = Number(user.has_phone) === 1;
  const hasPassword = String(user.has_password) !== '0';
  const hasWx = Number(user.has_wx) === 1;

  const unbind = async () => {
    try {
      await api.account.changeWechat({ opt_type: WechatOpt.UNBIND });
      await mutate(() => true);
      toast.success('已解绑扫码登录');
    } catch {
      // Shown by the client's toast.
    } finally {
      setUnbinding(false);
    }
  };

  return (
    <div className="divide-y divide-slate-100">
      <Row title="手机号" value={hasPhone ? mask(user.phone) : '未绑定'}>
        <Button
          size="sm"
          variant="secondary"
          data-testid="security-phone"
          onClick={() => openLogin({ mode: hasPhone ? 'ChangePhone' : 'BindPhone' })}
        >
          {hasPhone ? '更换' : '绑定'}
        </Button>
      </Row>
      <Row title="登录密码" value={hasPassword ? '已设置，可使用手机号 + 密码登录' : '未设置'}>
        {hasPassword && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => openLogin({ mode: 'FindPassword' })}
            data-testid="security-find-password"
          >
            忘记密码
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => openLogin({ mode: 'SetPassword' })}
          data-testid="security-password"
        >
          {hasPassword ? '修改' : '设置'}
        </Button>
      </Row>
      <Row title="扫码登录" value={hasWx ? '已绑定，可在绑定的设备上扫码确认登录' : '未绑定'}>
        {hasWx ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setUnbinding(true)}
            data-testid="security-wx-unbind"
          >
            解绑
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => openLogin({ mode: 'BindWx' })}
            data-testid="security-wx-bind"
          >
            绑定
          </Button>
        )}
      </Row>
      <ConfirmDialog
        open={unbinding}
        title="解绑扫码登录"
        message="解绑后将无法再通过扫码登录此账号，确定解绑吗？"
        confirmLabel="解绑"
        danger
        onConfirm={unbind}
        onCancel={() => setUnbinding(false)}
      />
    </div>
  );
}
