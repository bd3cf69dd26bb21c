import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { TConfig } from '../config';

/**
 * Fields of a request line that the readable form leaves out: its message already says them
 * (`GET /path 200 12ms`), and production keeps them as JSON fields for log tools.
 */
const SAID_IN_MESSAGE = 'pid,hostname,reqId,req,res,responseTime,status';

/**
 * The API's logger: JSON lines when NODE_ENV=production (for log collectors), otherwise one readable
 * line per event (pino-pretty, in process: no worker thread to start or to lose lines on exit).
 */
export function loggerOptions(
  config: Pick<TConfig, 'LOG_LEVEL' | 'NODE_ENV'>,
  output: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  if (config.NODE_ENV === 'production') return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    stream: pretty({
      destination: output,
      colorize: output.isTTY === true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: SAID_IN_MESSAGE,
      sync: true,
    }),
  };
}
