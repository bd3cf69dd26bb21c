import { jobEventsCall, type TJob } from '@juzuo/schemas';
import type { ApiClient } from './client';

/** What a follower of the job events stream hears. */
export interface JobEventHandlers {
  /** One of the signed-in user's jobs changed (state or progress). */
  onJob(job: TJob): void;
  /** The stream is (re)connected: the caller may refetch what it might have missed meanwhile. */
  onReady?(): void;
}

/** Longest wait between reconnection attempts. */
const MAX_BACKOFF_MS = 15_000;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Splits a chunk buffer into complete `event:`/`data:` blocks; answers the unparsed rest. */
export function parseEventBlocks(buffer: string, emit: (event: string, data: string) => void): string {
  let rest = buffer.replace(/\r\n/g, '\n');
  let end = rest.indexOf('\n\n');
  while (end >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    end = rest.indexOf('\n\n');
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) emit(event, data.join('\n'));
  }
  return rest;
}

/**
 * Follows `GET /ixj_web/jobs/events` until `signal` aborts, reconnecting with backoff. It reads the
 * stream with fetch rather than EventSource because EventSource cannot send the Authorization
 * header: this way the bearer token never appears in a URL (logs, history, Referer), the same
 * session token and device id as every other call are used, and no second kind of token exists.
 */
export async function followJobEvents(
  api: Pick<ApiClient, 'hosts' | 'session'>,
  handlers: JobEventHandlers,
  signal: AbortSignal,
): Promise<void> {
  let backoff = 1000;
  while (!signal.aborted) {
    const { token } = api.session.get();
    if (token) {
      try {
        const response = await globalThis.fetch(`${api.hosts[jobEventsCall.service]}${jobEventsCall.path}`, {
          headers: {
            Accept: 'text/event-stream',
            Authorization: `Bearer ${token}`,
            device_id: api.session.deviceId(),
          },
          signal,
        });
        const isStream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
        if (response.ok && isStream && response.body) {
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          // fetch's own abort ends the body too; cancelling here also covers a body that ignores it.
          const stop = () => void reader.cancel().catch(() => {});
          signal.addEventListener('abort', stop, { once: true });
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer = parseEventBlocks(buffer + value, (event, data) => {
              if (event === 'ready') {
                backoff = 1000;
                handlers.onReady?.();
              } else if (event === 'job') {
                handlers.onJob(JSON.parse(data) as TJob);
              }
            });
          }
          signal.removeEventListener('abort', stop);
        }
      } catch {
        // Network trouble or an abort: reconnect below unless aborted.
      }
    }
    if (signal.aborted) return;
    await wait(backoff, signal);
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  }
}
