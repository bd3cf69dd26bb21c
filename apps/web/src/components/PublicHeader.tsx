import { Link, NavLink } from 'react-router-dom';
import { hasSession, useSession } from '../lib/session';
import { useLoginPopup } from '../stores/loginPopup';
import { Button } from './Button';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

const NAV = [
  { to: '/', label: '首页', end: true, coming: false },
  { to: '/sucai', label: '素材中心', end: false, coming: false },
  { to: '/about', label: '关于我们', end: false, coming: false },
];

/** Header of the public pages: product, navigation, sign-in or workbench entry. */
export function PublicHeader() {
  const session = useSession();
  const openLogin = useLoginPopup((s) => s.openLogin);
  const signedIn = hasSession(session);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-8 px-6">
        <Link to="/" aria-label="返回首页">
          <Logo />
        </Link>
        <nav aria-label="主导航" className="hidden items-center gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `rounded-md px-3 py-1.5 text-sm ${isActive ? 'font-medium text-brand-700' : 'text-slate-600 hover:text-slate-900'}`
              }
            >
              {item.label}
              {item.coming && (
                <span className="ml-1.5 rounded bg-slate-100 px-1 py-0.5 align-middle text-[10px] text-slate-500">
                  即将推出
                </span>
              )}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          {signedIn ? (
            <>
              <Link
                to="/workBench"
                data-testid="enter-workbench"
                className="inline-flex h-9 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
              >
                进入工作台
              </Link>
              <UserMenu />
            </>
          ) : (
            <Button size="sm" data-testid="header-login" onClick={() => openLogin({ toPath: '/workBench' })}>
              登录 / 注册
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
