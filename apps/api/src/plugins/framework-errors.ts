import http from 'node:http';
import type { Socket } from 'node:net';
import { RequestErrorMessage, Status } from '@juzuo/schemas';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

// Errors Fastify and Node raise before a request reaches a route (and so before the error handler):
// a URL that cannot be decoded, a parameter too long, or bytes the HTTP parser refuses. Their
// default answers are English JSON of the framework's own shape; these answer the envelope instead.

/** Fastify's `frameworkErrors` option: bad URL (400) and parameter too long (414) as the envelope. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply.code(tooLong ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 400)).send({
    status: Status.BAD_REQUEST,
    data: null,
    msg: tooLong ? RequestErrorMessage.urlTooLong : RequestErrorMessage.badUrl,
  });
}

/** The answer to a request the HTTP parser refused: status and envelope by Node's error code. */
function clientErrorAnswer(code: string | undefined): [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, RequestErrorMessage.timeout];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, RequestErrorMessage.headersTooLarge];
  return [400, RequestErrorMessage.badRequest];
}

/**
 * Fastify's `clientErrorHandler` option (Node's 'clientError'): the socket gets a complete HTTP
 * answer carrying the envelope, then closes, as Fastify's default does with its English body.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [httpStatus, msg] = clientErrorAnswer(error.code);
  const body = JSON.stringify({ status: Status.BAD_REQUEST, data: null, msg });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${httpStatus} ${http.STATUS_CODES[httpStatus]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
