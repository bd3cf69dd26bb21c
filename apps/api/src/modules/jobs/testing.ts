import http from 'node:http';
import type { TJob } from '@juzuo/schemas';
import yauzl from 'yauzl';

/** Every file of a zip as text, by path (the export holds only text files). */
export function readZip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** One parsed server-sent event. */
export interface SseEvent {
  event: string;
  data: unknown;
}

/**
 * Reads a server-sent event stream until `until` is satisfied by an event (answers every event
 * read, that one included), or fails after `timeoutMs`. The request is aborted at the end. It uses
 * node:http without an agent: Node's fetch opens a spare connection when a streamed body is
 * aborted, which would hold the server's close() for its keep-alive timeout.
 */
export function readEvents(
  url: string,
  token: string,
  until: (event: SseEvent) => boolean,
  timeoutMs = 30_000,
  /** Answer the events read so far at the timeout instead of failing (to show nothing else came). */
  quietAtTimeout = false,
): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  const abort = new AbortController();
  return new Promise<SseEvent[]>((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      abort.abort();
      if (error) reject(error);
      else resolve(events);
    };
    const timer = setTimeout(
      () => finish(quietAtTimeout ? undefined : new Error('timed out reading events')),
      timeoutMs,
    );
    const request = http.get(
      url,
      { headers: { authorization: `Bearer ${token}` }, signal: abort.signal, agent: false },
      (response) => {
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            const lines = block.split('\n');
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
            if (!event || data === undefined) continue;
            const parsed = { event, data: JSON.parse(data) as unknown };
            events.push(parsed);
            if (until(parsed)) return finish();
          }
        });
        response.on('end', () =>
          finish(abort.signal.aborted ? undefined : new Error('event stream ended early')),
        );
        response.on('error', () => {});
      },
    );
    request.on('error', (error) => {
      if (!abort.signal.aborted) finish(error);
    });
  });
}

/** The job of a `job` event. */
export const jobOf = (event: SseEvent): TJob | undefined =>
  event.event === 'job' ? (event.data as TJob) : undefined;
