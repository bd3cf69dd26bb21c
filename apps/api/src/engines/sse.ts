/** One server-sent event. */
export interface SseEvent {
  /** The `event:` field; 'message' when absent. */
  event: string;
  /** The `data:` lines of the event, joined by '\n'. */
  data: string;
  /** The `id:` field, when present. */
  id?: string;
}

/**
 * Reads server-sent events from a byte stream (the WHATWG event-stream format): lines may end in
 * CRLF, LF or CR and may be split anywhere across packets, including inside a UTF-8 character;
 * `:` lines are comments; a blank line ends an event. Data left without a closing blank line when the
 * stream ends is still delivered, since some servers end on a single newline.
 */
export async function* readSse(
  body: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;

  const takeLine = (line: string): SseEvent | null => {
    if (line === '') {
      if (!data.length) {
        event = '';
        return null;
      }
      const out: SseEvent = { event: event || 'message', data: data.join('\n'), ...(id ? { id } : {}) };
      data = [];
      event = '';
      return out;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id') id = value;
    return null;
  };

  function* drain(final: boolean): Generator<SseEvent> {
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      if (!match) break;
      // A CR at the very end may be the first half of a CRLF still in flight.
      if (!final && match[0] === '\r' && match.index === buffer.length - 1) break;
      const line = buffer.slice(0, match.index);
      buffer = buffer.slice(match.index + match[0].length);
      const out = takeLine(line);
      if (out) yield out;
    }
  }

  for await (const chunk of chunksOf(body)) {
    buffer += decoder.decode(chunk, { stream: true });
    yield* drain(false);
  }
  buffer += decoder.decode();
  yield* drain(true);
  if (buffer) {
    const out = takeLine(buffer);
    if (out) yield out;
    buffer = '';
  }
  const last = takeLine('');
  if (last) yield last;
}

/**
 * The chunks of a body: Node's web streams are async iterable, but the DOM typings (which the API
 * client's type check uses when it compiles these files) only know the reader.
 */
async function* chunksOf(
  body: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  if (!('getReader' in body)) {
    yield* body;
    return;
  }
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    // A reader that stops early cancels the stream, so the engine sees its connection close.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
