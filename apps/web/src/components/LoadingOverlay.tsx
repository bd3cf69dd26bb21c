import { PlatformLimits } from '@juzuo/schemas';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { Spinner } from './Spinner';

/** Shows a full-page loading overlay only when a route change takes longer than 2 s (spec 01 §2.5). */
export function RouteLoadingOverlay() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PlatformLimits.routeLoadingDelayMs);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div
      data-testid="route-loading"
      className="fixed inset-0 z-[80] grid place-items-center bg-white/70 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-3 text-sm text-slate-500">
        <Spinner className="size-8" />
        页面加载中…
      </div>
    </div>
  );
}
