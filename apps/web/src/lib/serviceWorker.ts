import { config } from './config';

/**
 * Registers the app's service worker (built from sw/sw.ts) at the runtime base path, so the shell and
 * the editor load without network. Only in production builds: vite dev serves no sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register(`${config.basePath}sw.js`, { scope: config.basePath, type: 'module' })
      .catch(() => {
        // No offline support (private mode, blocked workers); the app works online as before.
      });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
