/** Inputs of the HTML page's Content-Security-Policy. */
export interface CspOptions {
  /** `'sha256-…'` of the inline config script. */
  scriptHash: string;
  /** The request's Host header: WebSocket sources must be spelled out for older browsers. */
  host: string | undefined;
  /** Origins of separately hosted services (materials, AI…), allowed for fetches and media. */
  serviceOrigins: string[];
}

/**
 * CSP for the web app's HTML. Scripts: this origin plus the one hashed inline config script.
 * Styles allow 'unsafe-inline' because UI libraries set style attributes and inject small style
 * tags; style injection cannot run code. Images also allow data: and blob: (previews of uploads).
 */
export function buildCsp({ scriptHash, host, serviceOrigins }: CspOptions): string {
  const sockets = host && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  const services = serviceOrigins.join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHash}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${services}`,
    `media-src 'self' blob: ${services}`,
    "font-src 'self' data:",
    `connect-src 'self' ${sockets.join(' ')} ${services}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  return directives.map((d) => d.replace(/\s+/g, ' ').trim()).join('; ');
}
