import type { TJob } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { followJobEvents, parseEventBlocks } from './job-events';
import { createSession } from './session';
import { createMemoryStorage } from './storage';

describe('job events stream', () => {
  it('parses event blocks split across chunks, with CRLF line ends and comments', () => {
    const seen: Array<[string, string]> = [];
    const emit = (e: string, d: string) => seen.push([e, d]);
    let rest = parseEventBlocks('retry: 3000\nevent: ready\ndata: {}\n\nevent: job\nda', emit);
    rest = parseEventBlocks(`${rest}ta: {"a":1}\r\n\r\n: keepalive\n\n`, emit);
    expect(seen).toEqual([
      ['ready', '{}'],
      ['job', '{"a":1}'],
    ]);
    expect(rest).toBe('');
  });

  it('follows the stream with the bearer header and device id, and stops when aborted', async () => {
    const storage = createMemoryStorage();
    const session = createSession(storage);
    session.setToken('tok', Date.now() + 3_600_000);
    const abort = new AbortController();
    const job = { job_id: 'j1', state: 'running', progress: 50 } as TJob;
    const requests: Request[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      requests.push(new Request(url, init));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const enc = new TextEncoder();
          controller.enqueue(enc.encode('event: ready\ndata: {}\n\n'));
          controller.enqueue(enc.encode(`event: job\ndata: ${JSON.stringify(job)}\n\n`));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }) as typeof fetch;
    try {
      const jobs: TJob[] = [];
      let ready = 0;
      const done = followJobEvents(
        { hosts: { main: 'http://api.test' } as never, session },
        {
          onReady: () => ready++,
          onJob: (j) => {
            jobs.push(j);
            abort.abort();
          },
        },
        abort.signal,
      );
      await done;
      expect(ready).toBe(1);
      expect(jobs).toEqual([job]);
      expect(requests[0]?.url).toBe('http://api.test/ixj_web/jobs/events');
      expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok');
      expect(requests[0]?.headers.get('device_id')).toBeTruthy();
    } finally {
      globalThis.fetch = original;
    }
  });
});
