import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** API prefixes the dev server forwards to the one-origin server (apps/api). */
const API_PREFIXES = [
  '/ixj_web',
  '/ixj_shared',
  '/mt_web',
  '/ai_web',
  '/ai_uploader',
  '/chat_web',
  '/dev',
  '/files',
  '/upload',
  '/healthz',
];

const target = process.env.JUZUO_API_ORIGIN ?? 'http://127.0.0.1:8080';

// `base: './'` keeps asset URLs relative: the server injects `<base href>` for the configured base path,
// so one build serves any base path without a rebuild.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    // Offline shell (sw/sw.ts); registered by src/lib/serviceWorker.ts under the runtime base path.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
    }),
  ],
  server: {
    proxy: {
      ...Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target, changeOrigin: true }])),
      '/collab': { target, ws: true, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 800,
  },
});
