import crypto from 'node:crypto';
import type { TRuntimeConfig } from './runtime-config';

/** index.html ready to serve, plus the CSP source that allows its one inline script. */
export interface RenderedIndex {
  html: string;
  /** `'sha256-…'` of the injected config script. */
  scriptHash: string;
}

/**
 * Injects `<base href>` and `window.__JUZUO_CONFIG__` at the top of `<head>`. Vite builds with
 * `base: './'`, so the base tag is what makes asset URLs resolve under BASE_PATH on deep routes.
 * A hash (not a nonce) allows the script: the content is the same for every request, so the page
 * stays byte-identical and cacheable by ETag.
 */
export function renderIndexHtml(template: string, runtime: TRuntimeConfig): RenderedIndex {
  // JSON.stringify does not escape '<', so a value containing '</script>' could end the tag.
  const json = JSON.stringify(runtime)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');
  const script = `window.__JUZUO_CONFIG__=${json};`;
  const scriptHash = `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
  const head = `<base href="${escapeAttribute(runtime.basePath)}"><script>${script}</script>`;
  const withoutBase = template.replace(/<base\b[^>]*>/gi, '');
  // After <meta charset> when there is one (it must stay within the first 1024 bytes), else
  // right after <head>; either way before anything that uses a relative URL.
  const match = /<meta\s+charset=[^>]*>/i.exec(withoutBase) ?? /<head\b[^>]*>/i.exec(withoutBase);
  const html = match
    ? `${withoutBase.slice(0, match.index + match[0].length)}${head}${withoutBase.slice(match.index + match[0].length)}`
    : `${head}${withoutBase}`;
  return { html, scriptHash };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The page HTML routes answer when the web app has not been built (development only). */
export function missingBuildPage(distDir: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>剧作台：网页尚未构建</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;line-height:1.7">
<h1>网页尚未构建</h1>
<p>接口服务已经启动，但没有找到网页的构建结果（${escapeAttribute(distDir)}）。</p>
<p>请在仓库根目录运行 <code>npx -y pnpm@12.4.2 --filter @juzuo/web build</code> 后刷新本页，
或直接使用 <code>npx -y pnpm@12.4.2 start</code> 启动（它会自动构建网页）。</p>
</body></html>`;
}
