import { ClientStatus, PlatformLimits, StatusMessage, StorageKeys } from '@juzuo/schemas';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { api, onApiEvent } from '../lib/api';
import { liveAppPath } from '../lib/config';
import { spendSessionNotice } from '../lib/sessionNotice';
import { isOffline } from '../lib/useOnline';
import { needsTeam } from '../routes/access';
import { loginLocation, REGISTER_WELCOME, registerWelcomeLocation } from '../routes/guard';
import { toast, useToastStore } from '../stores/toast';

/** Turns API client events into toasts, redirects, the session-expired flow and the info box. */
export function ApiEventBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  // Handlers run outside render; read the latest location through a ref.
  const here = useRef(location);
  here.current = location;

  useEffect(
    () =>
      onApiEvent((event) => {
        const current = here.current;
        switch (event.type) {
          case 'toast':
            // Offline, every read fails the same way: the offline banner says it once.
            if (isOffline() && event.message === StatusMessage[ClientStatus.NETWORK]) return;
            toast[event.level](event.message);
            return;
          case 'info-box':
            useToastStore.getState().showInfoBox(event.message);
            return;
          case 'session-expired': {
            // The client already cleared the session; drop cached user data and come back here later.
            void mutate(() => true, undefined, { revalidate: false });
            toast.warning(event.message);
            // Already on the login page: shown where it belongs, and spent once on screen. Elsewhere
            // the kept notice waits for the login page (lib/sessionNotice.ts).
            if (current.pathname === '/login') {
              spendSessionNotice(PlatformLimits.toastDurationMs);
              return;
            }
            const toPath = `${current.pathname}${current.search}`;
            localStorage.setItem(StorageKeys.toPath, toPath);
            navigate(loginLocation(toPath), { replace: true });
            return;
          }
          case 'redirect': {
            if (event.to === REGISTER_WELCOME) {
              // Decided on the address bar when the navigation happens: the rendered location lags
              // behind a navigation in progress, and several calls answer 7007 at once. Without this,
              // late answers moved the user to registerWelcome again after they had arrived (the
              // destination in its URL dropped, the page rendered anew).
              setTimeout(() => {
                const live = liveAppPath();
                if (!api.session.get().token || !needsTeam(live.pathname)) return;
                navigate(registerWelcomeLocation(live.pathname + live.search), { replace: true });
              }, event.delayMs);
              return;
            }
            if (current.pathname === event.to) return;
            setTimeout(() => {
              if (!api.session.get().token && event.to !== '/noAuth') return;
              navigate(event.to);
            }, event.delayMs);
            return;
          }
        }
      }),
    [navigate, mutate],
  );
  return null;
}
