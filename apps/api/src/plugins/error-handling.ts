import { RequestErrorMessage, Status } from '@juzuo/schemas';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

/** The Chinese message of a malformed request Fastify refused, by its error. */
function malformedMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return RequestErrorMessage.emptyJson;
  // secure-json-parse refuses __proto__ and constructor.prototype keys with a SyntaxError.
  if (/prototype/i.test(error.message)) return RequestErrorMessage.forbiddenKey;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return RequestErrorMessage.badJson;
  return RequestErrorMessage.badRequest;
}

/**
 * Turns every failure into the envelope: business errors keep HTTP 200, malformed requests get a
 * 4xxx status naming the problem, and nothing ever leaks a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(200).send({ status: error.status, data: error.data, msg: error.message });
    }
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send({ status: Status.RATE_LIMITED, data: null, msg: '操作过于频繁，请稍后再试' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .code(415)
        .send({ status: Status.BAD_REQUEST, data: null, msg: RequestErrorMessage.badContentType });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .code(413)
        .send({ status: Status.FILE_REJECTED, data: null, msg: RequestErrorMessage.tooLarge });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ status: Status.BAD_REQUEST, data: null, msg: malformedMessage(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ status: Status.SERVER_ERROR, data: null, msg: '服务器异常，请刷新或稍后重试' });
  });
  app.setNotFoundHandler((request, reply) => notFound(app, request, reply));
}

/** Methods registered for a path (from the route list registerCallList keeps), e.g. ['GET']. */
function methodsOf(app: FastifyInstance, path: string): string[] {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const methods = new Set<string>();
  for (const entry of app.registeredRoutes ?? []) {
    const space = entry.indexOf(' ');
    if (entry.slice(space + 1) === trimmed) methods.add(entry.slice(0, space));
  }
  return [...methods];
}

/** 405 with Allow when the path exists under another method, else the envelope's 404. */
function notFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const allowed = methodsOf(app, request.url.split('?')[0] ?? '');
  if (allowed.length && !allowed.includes(request.method)) {
    return reply
      .code(405)
      .header('allow', allowed.join(', '))
      .send({ status: Status.BAD_REQUEST, data: null, msg: RequestErrorMessage.methodNotAllowed });
  }
  return reply.code(404).send({ status: Status.NOT_FOUND, data: null, msg: RequestErrorMessage.notFound });
}
