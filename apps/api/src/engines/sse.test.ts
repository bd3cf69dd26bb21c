import { describe, expect, it } from 'vitest';
import { readSse, type SseEvent } from './sse';

async function* chunksOf(parts: Array<string | Uint8Array>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  for (const p of parts) yield typeof p === 'string' ? encoder.encode(p) : p;
}

const collect = async (parts: Array<string | Uint8Array>): Promise<SseEvent[]> => {
  const out: SseEvent[] = [];
  for await (const e of readSse(chunksOf(parts))) out.push(e);
  return out;
};

describe('readSse', () => {
  it('reads events whose lines are split anywhere across chunks', async () => {
    const events = await collect(['da', 'ta: {"a":', '1}\n', '\ndata: [DO', 'NE]\n\n']);
    expect(events.map((e) => e.data)).toEqual(['{"a":1}', '[DONE]']);
  });

  it('keeps a UTF-8 character split between two chunks whole', async () => {
    const bytes = new TextEncoder().encode('data: 剧作台\n\n');
    const events = await collect([bytes.subarray(0, 8), bytes.subarray(8, 10), bytes.subarray(10)]);
    expect(events).toEqual([{ event: 'message', data: '剧作台' }]);
  });

  it('accepts CRLF split between chunks, CR alone, comments, event names and multi-line data', async () => {
    const events = await collect([
      ': keep-alive\r',
      '\n',
      'event: delta\r\ndata: one\r',
      '\ndata: two\r\n\r\n',
      'data: x\r\r',
    ]);
    expect(events).toEqual([
      { event: 'delta', data: 'one\ntwo' },
      { event: 'message', data: 'x' },
    ]);
  });

  it('delivers the last event even without a closing blank line', async () => {
    expect((await collect(['data: tail\n'])).map((e) => e.data)).toEqual(['tail']);
    expect((await collect(['data: tail'])).map((e) => e.data)).toEqual(['tail']);
  });

  it('takes data without a space after the colon and ignores unknown fields', async () => {
    const events = await collect(['retry: 10\nfoo: bar\ndata:{"x":2}\nid: 7\n\n']);
    expect(events).toEqual([{ event: 'message', data: '{"x":2}', id: '7' }]);
  });
});
