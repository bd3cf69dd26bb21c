import { StorageKeys } from '@juzuo/schemas';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { RouteLoadingOverlay } from '../components/LoadingOverlay';
import { OfflineBanner } from '../components/OfflineBanner';
import { Spinner } from '../components/Spinner';
import { Toaster } from '../components/Toaster';
import { api } from '../lib/api';
import { liveAppPath } from '../lib/config';
import { hasSession, useSession } from '../lib/session';
import { decideGuard, loginLocation } from '../routes/guard';
import { useLoginPopup } from '../stores/loginPopup';
import { ApiEventBridge } from './ApiEventBridge';
import { deepestHandle } from './handle';
import { SessionGate } from './SessionGate';
import { TabSync } from './TabSync';
import { TitleManager } from './TitleManager';

// The popup (forms, validation, QR) loads only when first opened, keeping it out of the entry chunk.
const LoginDialog = lazy(async () => ({
  default: (await import('../features/login/LoginDialog')).LoginDialog,
}));

/** Full-page fallback while a lazy page chunk loads. */
export function PageFallback() {
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner className="size-7" />
    </div>
  );
}

/** The root of every route: the guard of spec 01 section 2.5 plus the global UI (toasts, login popup). */
export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const session = useSession();
  const loginOpen = useLoginPopup((s) => s.open);
  const decision = decideGuard({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    token: session.token,
    userId: session.userId,
    notFound: deepestHandle(matches, 'notFound') === true,
  });

  const loginTo = decision.type === 'login' ? decision.toPath : null;
  useEffect(() => {
    if (loginTo === null) return;
    // Router updates render in a transition, so this render may show a page we already left (e.g.
    // signing out navigates home, then clears the session). Decide again on the address bar.
    const live = liveAppPath();
    const { token, userId } = api.session.get();
    const notFound = live.pathname === location.pathname && deepestHandle(matches, 'notFound') === true;
    if (decideGuard({ ...live, token, userId, notFound }).type === 'allow') return;
    // Kept in storage too, so the destination survives a page reload on the login page.
    localStorage.setItem(StorageKeys.toPath, loginTo);
    navigate(loginLocation(loginTo), { replace: true });
  }, [loginTo, navigate, location.pathname, matches]);

  return (
    <>
      <TitleManager />
      <TabSync />
      <ApiEventBridge />
      {hasSession(session) && <SessionGate />}
      {decision.type === 'allow' ? (
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      ) : (
        <PageFallback />
      )}
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
      <Toaster />
      <OfflineBanner />
      <RouteLoadingOverlay />
      <ScrollRestoration />
    </>
  );
}
