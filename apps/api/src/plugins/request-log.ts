import type { FastifyInstance, FastifyRequest } from 'fastify';

// The envelope status of each JSON answer (a business error is HTTP 200 with a non-zero status, which
// is what a developer reading the log wants to see).
const envelopeStatus = new WeakMap<FastifyRequest, number>();
const STATUS = /^\{"status":(-?\d+)/;

/** The one log line of a finished request: `POST /ixj_web/user/login 200 status=4010 35ms`. */
export function requestLine(method: string, url: string, httpStatus: number, ms: number, status?: number) {
  const business = status === undefined || status === 0 ? '' : ` status=${status}`;
  return `${method} ${url} ${httpStatus}${business} ${Math.round(ms)}ms`;
}

/** Pino's level check; Fastify's null logger (LOG_LEVEL=silent) has none, and its type omits it. */
type LevelCheck = { isLevelEnabled?: (level: string) => boolean };

/** Whether info lines are written at all. */
const logsInfo = (request: FastifyRequest): boolean =>
  (request.log as LevelCheck).isLevelEnabled?.('info') === true;

/**
 * One line per request at info level instead of Fastify's two (incoming + completed); health probes
 * at debug, so a load balancer's polling does not drown the log. Below info (LOG_LEVEL=warn) the
 * hooks return at once: on the signed-in hot path building an unwritten line is a measurable cost.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!logsInfo(request)) return payload;
    if (typeof payload === 'string') {
      const match = STATUS.exec(payload);
      if (match) envelopeStatus.set(request, Number(match[1]));
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!logsInfo(request)) return;
    const status = envelopeStatus.get(request);
    const ms = reply.elapsedTime;
    const path = request.url.split('?')[0] ?? '/';
    const fields = {
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: ms,
      ...(status === undefined ? {} : { status }),
    };
    const line = requestLine(request.method, request.url, reply.statusCode, ms, status);
    if (path === '/healthz') request.log.debug(fields, line);
    else request.log.info(fields, line);
  });
}
