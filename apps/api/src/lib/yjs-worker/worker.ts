// The Yjs worker thread: decodes long documents' states and derives their html and text, so a
// checkpoint of a 200,000-character script (a few hundred milliseconds of Yjs and rendering work)
// never holds up the event loop that relays everyone's typing. Started by client.ts with tsx's
// loader, since it imports the workspace's TypeScript packages.
import { parentPort } from 'node:worker_threads';
import { deriveState } from './derive';
import type { YjsWorkerReply, YjsWorkerRequest } from './protocol';

parentPort?.on('message', (request: YjsWorkerRequest) => {
  let reply: YjsWorkerReply;
  try {
    reply = { id: request.id, outcome: deriveState(request.state, request.summary, request.log) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  // A merged state is handed over, not copied: it can be as long as the document (its buffer is
  // its own, the encoder's result).
  const merged = reply.outcome?.ok ? reply.outcome.merged : null;
  const whole = merged && merged.byteOffset === 0 && merged.byteLength === merged.buffer.byteLength;
  parentPort?.postMessage(reply, whole ? [merged.buffer as ArrayBuffer] : []);
});
