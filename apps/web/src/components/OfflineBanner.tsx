import { useOnline } from '../lib/useOnline';

/**
 * Shown on every page while the browser has no network: what is on screen is this browser's copy,
 * edits stay here and sync when the network is back. Failed calls then say nothing more (no toasts).
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="fixed inset-x-0 top-0 z-[70] flex justify-center bg-amber-100 px-4 py-1.5 text-center text-xs text-amber-900 shadow-sm ring-1 ring-amber-200"
    >
      网络已断开：正在显示本机保存的内容，修改会先保存在本机，联网后自动同步。
    </div>
  );
}
