import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { presentJob } from '../../jobs/present';
import { findOwnJob } from '../../jobs/repo';

/** How often a comment line keeps idle proxies from closing the stream. */
const KEEPALIVE_MS = 15_000;

/** One server-sent event. */
const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /ixj_web/jobs/events: the caller's job changes as server-sent events. Authenticated by the
 * bearer header like every call (the web app reads it with fetch streaming). Each change is read
 * back as the owner's own row, so the stream can only ever carry the caller's jobs. The stream ends
 * when the client goes away or the app stops.
 */
export async function streamJobEvents(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const app = request.server;
  const userId = request.auth.userId;
  const stream = new PassThrough();
  let closed = false;
  // Changes are written in the order they arrive, each after its row was read.
  let chain: Promise<void> = Promise.resolve();

  const unsubscribe = app.jobs.changes.subscribe(userId, (change) => {
    chain = chain.then(async () => {
      if (closed) return;
      const row = await findOwnJob(app.database.db, userId, change.jobId).catch(() => undefined);
      if (row && !closed) stream.write(frame('job', presentJob(row)));
    });
  });
  const keepalive = setInterval(() => stream.write(': keepalive\n\n'), KEEPALIVE_MS);
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepalive);
    unsubscribe();
    forgetStop();
    stream.end();
  };
  const forgetStop = app.jobs.changes.onStop(close);
  // The response closes when the client goes away (or the stream ended).
  reply.raw.on('close', close);

  stream.write(`retry: 3000\n${frame('ready', { user_id: userId })}`);
  return reply
    .header('Content-Type', 'text/event-stream; charset=utf-8')
    .header('Cache-Control', 'no-cache, no-transform')
    .header('X-Accel-Buffering', 'no')
    .send(stream);
}
