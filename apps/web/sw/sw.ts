/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isOfflineRead, READS_CACHE, userScopedKey } from './keys';

/**
 * The app's service worker: the built assets are precached, the page HTML (which the server renders
 * with the base path and runtime config) and the few reads needed to open a document are kept from
 * the last online visit, so a writer can reload the editor with no network and keep writing; the
 * text itself lives in IndexedDB (y-indexeddb).
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const SHELL_CACHE = 'juzuo-shell';
/** Every route renders the same HTML, so one entry (the base path) serves them all. */
const shellUrl = () => self.registration.scope;

// index.html in the build is the raw template (no <base>, no config): the server's rendering is cached instead.
precacheAndRoute(
  self.__WB_MANIFEST.filter((e) => !/(^|\/)index\.html$/.test(typeof e === 'string' ? e : e.url)),
);
cleanupOutdatedCaches();

async function fetchShell(): Promise<Response> {
  return fetch(new Request(shellUrl(), { headers: { Accept: 'text/html' }, credentials: 'same-origin' }));
}

self.addEventListener('install', (event) => {
  // Store the rendered shell right away: the page that registered us was loaded before we existed.
  event.waitUntil(
    (async () => {
      const response = await fetchShell().catch(() => null);
      if (response?.ok) await (await caches.open(SHELL_CACHE)).put(shellUrl(), response);
      await self.skipWaiting();
    })(),
  );
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const isHtml = (r: Response) => r.ok && (r.headers.get('content-type') ?? '').includes('text/html');

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.href.startsWith(shellUrl()),
  new NetworkFirst({
    cacheName: SHELL_CACHE,
    plugins: [
      { cacheKeyWillBeUsed: async () => shellUrl() },
      // Only a real page is kept (not a 503 "not built" page or an error).
      { cacheWillUpdate: async ({ response }) => (isHtml(response) ? response : null) },
    ],
  }),
);

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && isOfflineRead(url.pathname),
  new NetworkFirst({
    cacheName: READS_CACHE,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) =>
          userScopedKey(request.url, request.headers.get('Authorization')),
      },
      // Keep only successful envelopes (status 0), never an error answer.
      {
        cacheWillUpdate: async ({ response }) => {
          if (!response.ok) return null;
          const body = (await response
            .clone()
            .json()
            .catch(() => null)) as { status?: number } | null;
          return body?.status === 0 ? response : null;
        },
      },
    ],
  }),
);
