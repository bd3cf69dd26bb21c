import { PlatformLimits, StorageKeys } from '@juzuo/schemas';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { api } from '../../lib/api';
import { config } from '../../lib/config';
import { hasSession } from '../../lib/session';
import { dropSessionNotice, noticeForLoginPage, spendSessionNotice } from '../../lib/sessionNotice';
import { SIGN_IN_MODES, useLoginPopup } from '../../stores/loginPopup';
import { toast } from '../../stores/toast';
import { safeToPath } from '../guard';

/** Default destination after sign-in. */
export const DEFAULT_AFTER_LOGIN = '/workBench';

/** The sign-in page: a branded backdrop hosting the login popup; returns to `toPath` afterwards. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openLogin = useLoginPopup((s) => s.openLogin);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per visit of /login (see below).
  useEffect(() => {
    // Mount only: after sign-in the popup itself navigates (possibly via bind-phone first), so later
    // session changes must not trigger a second navigation from here.
    const toPath =
      safeToPath(params.get('toPath')) ??
      safeToPath(localStorage.getItem(StorageKeys.toPath)) ??
      DEFAULT_AFTER_LOGIN;
    if (hasSession(api.session.get())) {
      dropSessionNotice();
      localStorage.removeItem(StorageKeys.toPath);
      navigate(toPath, { replace: true });
      return;
    }
    // Why the last session ended, when the page that met the 4000 (and toasted it) is not this one.
    const notice = noticeForLoginPage();
    if (notice) toast.warning(notice);
    spendSessionNotice(PlatformLimits.toastDurationMs);
    openLogin({ toPath, callback: () => localStorage.removeItem(StorageKeys.toPath) });
    return () => {
      // Leaving /login (e.g. the back button) takes the sign-in popup along; follow-up steps such as
      // bind-phone stay because they belong to the signed-in session.
      const popup = useLoginPopup.getState();
      if (popup.open && SIGN_IN_MODES.includes(popup.mode)) popup.close();
    };
  }, []);

  return (
    <main className="relative grid min-h-screen place-items-center overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 px-6">
      <div
        aria-hidden="true"
        className="absolute -top-40 -left-40 size-[36rem] rounded-full bg-brand-500/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -right-32 -bottom-48 size-[32rem] rounded-full bg-amber-400/10 blur-3xl"
      />
      <div className="relative text-center text-white">
        <Logo showName={false} className="scale-150" />
        <h1 className="mt-6 text-3xl font-semibold">{config.productName}</h1>
        <p className="mt-3 text-brand-100">编剧、小说、漫画与互动故事团队的协同创作工作台</p>
        <button
          type="button"
          onClick={() => openLogin({ toPath: safeToPath(params.get('toPath')) ?? DEFAULT_AFTER_LOGIN })}
          className="mt-8 inline-flex h-11 items-center rounded-xl bg-white px-6 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          登录 / 注册
        </button>
      </div>
    </main>
  );
}
