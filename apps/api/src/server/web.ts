import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildCsp } from './csp';
import { missingBuildPage, type RenderedIndex, renderIndexHtml } from './html';
import { serviceOrigins, type TRuntimeConfig } from './runtime-config';

/** URL prefixes that belong to the API and the relay; the web app's routes never start with these. */
export const API_PREFIXES = [
  '/ixj_web',
  '/mt_web',
  '/ai_web',
  '/ixj_shared',
  '/chat_web',
  '/ai_uploader',
  '/upload',
  '/internal',
  '/dev',
  '/files',
  '/healthz',
  '/collab',
] as const;

/** Options of the web app serving. */
export interface WebAppOptions {
  /** Folder with the built web app (index.html and assets/). */
  distDir: string;
  runtime: TRuntimeConfig;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Serves the built web app under BASE_PATH on the API's origin: hashed assets with a year of cache,
 * every other file and index.html revalidated on each load, and index.html (with runtime config)
 * for any GET that wants HTML (see wantsHtml) and is not an API path (history-mode routing).
 * Everything else, and every unknown API path, falls through to the API's envelope 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { distDir, runtime }: WebAppOptions,
): Promise<void> {
  const basePath = runtime.basePath;
  const origins = serviceOrigins(runtime);
  const index = createIndexCache(distDir, runtime);
  // serve: false — we only want reply.sendFile (ranges, ETags, safe path handling); routing is ours.
  await app.register(fastifyStatic, { root: distDir, serve: false });

  const sendHtml = (request: FastifyRequest, reply: FastifyReply) => {
    const rendered = index.get();
    if (!rendered) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(missingBuildPage(distDir));
    }
    const csp = buildCsp({
      scriptHash: rendered.scriptHash,
      host: request.headers.host,
      serviceOrigins: origins,
    });
    return reply
      .header('content-security-policy', csp)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(rendered.html);
  };

  app.get('/*', async (request, reply) => {
    const pathname = decodePath(request.url);
    if (pathname === null || isApiPath(pathname)) return reply.callNotFound();
    if (basePath !== '/' && `${pathname}/` === basePath) return reply.redirect(basePath, 301);
    if (!pathname.startsWith(basePath)) {
      return pathname === '/' && wantsHtml(request) ? reply.redirect(basePath, 302) : reply.callNotFound();
    }
    const relative = pathname.slice(basePath.length);
    if (relative && relative !== 'index.html') {
      const file = await statFile(distDir, relative);
      if (file) {
        // Content-hashed names never change content; anything else (sw.js, icons) revalidates.
        if (relative.startsWith('assets/')) {
          return reply.sendFile(relative, distDir, { maxAge: YEAR_MS, immutable: true });
        }
        reply.header('cache-control', 'no-cache');
        return reply.sendFile(relative, distDir, { cacheControl: false });
      }
      // A missing asset must not answer with the HTML page (the browser would try to run it).
      if (relative.startsWith('assets/')) return reply.callNotFound();
    }
    return wantsHtml(request) ? sendHtml(request, reply) : reply.callNotFound();
  });
}

/** Whether a path belongs to the API or relay rather than the web app. */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Whether a page request should get the web app: browsers ask for text/html; a request with no Accept
 * header or a bare `*\/*` (curl, wget, uptime checks) is a person or a probe looking at the site, not
 * an API client (those name application/json). Image and script loads name their own types.
 */
export function wantsHtml(request: Pick<FastifyRequest, 'headers'>): boolean {
  const accept = (request.headers.accept ?? '').trim();
  return accept === '' || accept === '*/*' || accept.includes('text/html');
}

function decodePath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

async function statFile(root: string, relative: string): Promise<boolean> {
  const full = path.resolve(root, relative);
  if (!full.startsWith(path.resolve(root) + path.sep)) return false;
  try {
    return (await fs.promises.stat(full)).isFile();
  } catch {
    return false;
  }
}

/** index.html rendered once per build: re-read only when the file's mtime changes (a rebuild in dev). */
function createIndexCache(distDir: string, runtime: TRuntimeConfig) {
  const file = path.join(distDir, 'index.html');
  let cached: { mtimeMs: number; rendered: RenderedIndex } | undefined;
  return {
    get(): RenderedIndex | null {
      let mtimeMs: number;
      try {
        mtimeMs = fs.statSync(file).mtimeMs;
      } catch {
        return null;
      }
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, rendered: renderIndexHtml(fs.readFileSync(file, 'utf8'), runtime) };
      }
      return cached.rendered;
    },
  };
}
