import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's policy for this API. The web app is served from this origin; its CSP lives with the
 * static plugin in main.ts, so the API's answers carry none.
 */
export const SECURITY_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * The headers helmet's middleware sets with these options, read once by running it against a
 * recording response. Without a CSP (and so without nonces) nothing in them depends on the
 * request, so they are the same for every answer.
 */
export function securityHeaders(options: Readonly<HelmetOptions> = SECURITY_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet({ ...options })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    done = true;
  });
  // helmet's middleware is synchronous today; a version that is not would leave headers unset.
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Helmet's headers on every answer in one object assignment per request. @fastify/helmet runs the
 * middleware per request (two hooks, one async, a dozen setHeader calls): about a tenth of the
 * CPU of the signed-in hot path (`get_my_info`) in a profile, for headers that never change.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
