import { ApiError } from '@juzuo/api-client';
import { PlatformLimits, Status } from '@juzuo/schemas';
import QRCode from 'qrcode';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';

/** Where a QR session stands. */
export type QrPhase = 'loading' | 'ready' | 'expired' | 'done' | 'error';

/** Makes the confirmation URL absolute so any phone camera can open it. */
function absoluteUrl(uri: string): string {
  try {
    return new URL(uri, window.location.href).toString();
  } catch {
    return uri;
  }
}

/**
 * One QR session (spec 01 section 4 "QR sign-in or binding"): start, show the QR after 0.5 s, poll
 * get_wx_code every 1 s up to 300 ticks; 4015 or the tick limit gives the expired state. `onCode`
 * receives the one-time wx_code (sign in with login_type 3, or bind with opt_type 2).
 */
export function useQrSession(onCode: (wxCode: string) => Promise<void> | void, enabled = true) {
  const [phase, setPhase] = useState<QrPhase>('loading');
  const [image, setImage] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the refresh trigger (a new session per click).
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let sessionKey: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ticks = 0;
    setPhase('loading');
    setImage(null);
    setUrl(null);

    const end = () => {
      if (sessionKey) void api.qrLogin.endSession(sessionKey, { silent: true }).catch(() => undefined);
      sessionKey = null;
    };
    const poll = async () => {
      if (cancelled || !sessionKey) return;
      ticks += 1;
      try {
        const state = await api.qrLogin.getWxCode(sessionKey, { silent: true });
        if (cancelled) return;
        if (state?.wx_code) {
          setPhase('done');
          sessionKey = null; // the server spends the session with the code
          await onCodeRef.current(state.wx_code);
          return;
        }
      } catch (err) {
        if (cancelled) return;
        if (err instanceof ApiError && err.status === Status.QR_EXPIRED) {
          setPhase('expired');
          end();
          return;
        }
        // A network blip: keep polling until the limit.
      }
      if (ticks >= PlatformLimits.qrPollLimit) {
        setPhase('expired');
        end();
        return;
      }
      timer = setTimeout(poll, PlatformLimits.qrPollIntervalMs);
    };

    (async () => {
      try {
        const session = await api.qrLogin.startSession({}, { silent: true });
        if (cancelled) {
          void api.qrLogin.endSession(session.session_key, { silent: true }).catch(() => undefined);
          return;
        }
        sessionKey = session.session_key;
        const target = absoluteUrl(session.redirect_uri);
        const dataUrl = await QRCode.toDataURL(target, { width: 360, margin: 1, color: { dark: '#1e1b4b' } });
        // The QR appears after 0.5 s (spec), polling starts with it.
        timer = setTimeout(() => {
          if (cancelled) return;
          setImage(dataUrl);
          setUrl(target);
          setPhase('ready');
          timer = setTimeout(poll, PlatformLimits.qrPollIntervalMs);
        }, PlatformLimits.qrDisplayDelayMs);
      } catch {
        if (!cancelled) setPhase('error');
      }
    })();

    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
      end();
    };
  }, [enabled, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { phase, image, url, refresh };
}
