import { Status } from '@juzuo/schemas';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

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
      return reply.code(415).send({ status: Status.BAD_REQUEST, data: null, msg: '不支持的请求内容类型' });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ status: Status.FILE_REJECTED, data: null, msg: '上传内容过大' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ status: Status.BAD_REQUEST, data: null, msg: '请求格式错误，请检查参数' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ status: Status.SERVER_ERROR, data: null, msg: '服务器异常，请刷新或稍后重试' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      status: Status.NOT_FOUND,
      data: null,
      msg: `接口不存在：${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
