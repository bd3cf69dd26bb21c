import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { PlatformLimits, StorageKeys, type TLoginResult } from '@juzuo/schemas';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Logo } from '../../components/Logo';
import { api } from '../../lib/api';
import { config } from '../../lib/config';
import { type LoginMode, SIGN_IN_MODES, useLoginPopup } from '../../stores/loginPopup';
import { toast } from '../../stores/toast';
import { AgreementDialog } from './AgreementDialog';
import { type LoginFlow, LoginFlowContext } from './context';
import { type LoginVia, nextStepAfterLogin } from './flow';
import { BindPhone } from './modes/BindPhone';
import { BindWx } from './modes/BindWx';
import { ChangePhone } from './modes/ChangePhone';
import { FindPassword } from './modes/FindPassword';
import { PasswordLogin } from './modes/PasswordLogin';
import { PhoneLogin } from './modes/PhoneLogin';
import { QrLogin } from './modes/QrLogin';
import { SetPassword } from './modes/SetPassword';

const TITLES: Record<LoginMode, string> = {
  Phone: '登录',
  Password: '登录',
  QRCode: '登录',
  SetPassword: '设置密码',
  SetPasswordFirst: '设置登录密码',
  FindPassword: '找回密码',
  ChangePhone: '更换手机号',
  BindPhone: '绑定手机号',
  BindWx: '绑定扫码登录',
};

const TABS: { mode: LoginMode; label: string; testId: string }[] = [
  { mode: 'Phone', label: '验证码登录', testId: 'login-tab-phone' },
  { mode: 'Password', label: '密码登录', testId: 'login-tab-password' },
  { mode: 'QRCode', label: '扫码登录', testId: 'login-tab-qrcode' },
];

function ModeBody({ mode }: { mode: LoginMode }): ReactNode {
  switch (mode) {
    case 'Phone':
      return <PhoneLogin />;
    case 'Password':
      return <PasswordLogin />;
    case 'QRCode':
      return <QrLogin />;
    case 'SetPassword':
      return <SetPassword />;
    case 'SetPasswordFirst':
      return <SetPassword first />;
    case 'FindPassword':
      return <FindPassword />;
    case 'ChangePhone':
      return <ChangePhone />;
    case 'BindPhone':
      return <BindPhone />;
    case 'BindWx':
      return <BindWx />;
  }
}

/**
 * The login popup of spec 01 section 2.6: 480 px, closable only by its close button (neither a click
 * outside nor Escape closes it, so a half-typed code or a pending bind-phone step is never lost).
 */
export function LoginDialog() {
  const { open, mode, setMode, close } = useLoginPopup();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const [agreed, setAgreed] = useState(false);
  const [asking, setAsking] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const lastLogin = useRef<{ result: TLoginResult; via: LoginVia } | null>(null);

  const finish = useCallback(() => {
    const { callback, toPath } = useLoginPopup.getState();
    close();
    setAgreed(false);
    callback?.();
    if (toPath) navigate(toPath, { replace: location.pathname === '/login' });
  }, [close, navigate, location.pathname]);

  const continueFrom = useCallback(
    (user: Pick<TLoginResult['user'], 'has_phone' | 'has_password'>, via: LoginVia) => {
      const offered = localStorage.getItem(StorageKeys.setPasswordOffered) === '1';
      const step = nextStepAfterLogin(user, via, offered);
      if (step === 'SetPasswordFirst') localStorage.setItem(StorageKeys.setPasswordOffered, '1');
      if (step === 'done') finish();
      else setMode(step);
    },
    [finish, setMode],
  );

  const flow = useMemo<LoginFlow>(
    () => ({
      agreed,
      ensureAgreed: (action) => {
        if (agreed) return action();
        pending.current = action;
        setAsking(true);
      },
      afterLogin: (result, via) => {
        lastLogin.current = { result, via };
        toast.success('登录成功');
        void mutate(() => true);
        continueFrom(result.user, via);
      },
      afterPhoneBound: () => {
        const last = lastLogin.current;
        continueFrom(
          { has_phone: 1, has_password: last?.result.user.has_password ?? '1' },
          last?.via ?? 'password',
        );
      },
      finish,
      close: () => {
        close();
        setAgreed(false);
      },
      setMode,
    }),
    [agreed, continueFrom, finish, close, setMode, mutate],
  );

  const onCloseButton = async () => {
    if (mode === 'BindPhone') {
      // Spec: cancelling bind-phone while no phone is bound signs out and returns home.
      close();
      // Home first, then sign out: see useLogout.
      await navigate('/', { replace: true });
      await api.account.logout();
      await mutate(() => true, undefined, { revalidate: false });
      return;
    }
    if (mode === 'SetPasswordFirst') return finish();
    flow.close();
    if (location.pathname === '/login') navigate('/', { replace: true });
  };

  const signIn = SIGN_IN_MODES.includes(mode);
  return (
    <Dialog open={open} onClose={() => undefined} className="relative z-[60]">
      <div className="fixed inset-0 bg-slate-900/50 backdrop-blur-[2px]" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel
            data-testid="login-dialog"
            data-mode={mode}
            style={{ width: PlatformLimits.loginDialogWidth, maxWidth: '100%' }}
            className="relative rounded-2xl bg-white px-10 pt-9 pb-7 shadow-2xl"
          >
            <button
              type="button"
              onClick={onCloseButton}
              aria-label="关闭"
              data-testid="login-close"
              className="absolute top-4 right-4 grid size-8 place-items-center rounded-full text-slate-400 hover:bg-slate-100 hover:text-slate-700"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </button>
            {signIn ? (
              <div className="mb-6 flex flex-col items-center">
                <Logo showName={false} className="mb-3 scale-125" />
                <DialogTitle className="text-xl font-semibold text-slate-900">
                  欢迎来到{config.productName}
                </DialogTitle>
                <p className="mt-1 text-sm text-slate-500">未注册的手机号验证后将自动创建账号</p>
              </div>
            ) : (
              <DialogTitle className="mb-6 text-xl font-semibold text-slate-900">{TITLES[mode]}</DialogTitle>
            )}
            {signIn && (
              <div
                role="tablist"
                aria-label="登录方式"
                className="mb-6 grid grid-cols-3 rounded-lg bg-slate-100 p-1"
              >
                {TABS.map((tab) => (
                  <button
                    key={tab.mode}
                    type="button"
                    role="tab"
                    aria-selected={mode === tab.mode}
                    data-testid={tab.testId}
                    onClick={() => setMode(tab.mode)}
                    className={`h-9 rounded-md text-sm font-medium transition-colors ${
                      mode === tab.mode
                        ? 'bg-white text-brand-700 shadow-sm'
                        : 'text-slate-500 hover:text-slate-800'
                    }`}
                  >
                    {tab.label}
                  </button>
                ))}
              </div>
            )}
            <LoginFlowContext.Provider value={flow}>
              <div role={signIn ? 'tabpanel' : undefined}>
                <ModeBody mode={mode} />
              </div>
            </LoginFlowContext.Provider>
            {signIn && (
              <label className="mt-5 flex cursor-pointer items-start gap-2 text-xs leading-5 text-slate-500">
                <input
                  type="checkbox"
                  checked={agreed}
                  onChange={(e) => setAgreed(e.target.checked)}
                  data-testid="agreement-checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-brand-600"
                />
                <span>
                  我已阅读并同意
                  <a
                    href={`${config.basePath}userAgreement`}
                    target="_blank"
                    rel="noreferrer"
                    className="text-brand-600 hover:underline"
                  >
                    《用户服务协议》
                  </a>
                  和
                  <a
                    href={`${config.basePath}privacy`}
                    target="_blank"
                    rel="noreferrer"
                    className="text-brand-600 hover:underline"
                  >
                    《隐私政策》
                  </a>
                </span>
              </label>
            )}
          </DialogPanel>
        </div>
      </div>
      <AgreementDialog
        open={asking}
        onAgree={() => {
          setAgreed(true);
          setAsking(false);
          localStorage.setItem(StorageKeys.agreementAccepted, String(Date.now()));
          const action = pending.current;
          pending.current = null;
          action?.();
        }}
        onDisagree={() => {
          pending.current = null;
          setAsking(false);
        }}
      />
    </Dialog>
  );
}
