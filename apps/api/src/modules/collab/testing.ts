import { docFromLines, replaceFragmentContent } from '@juzuo/doc-model';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import * as Y from 'yjs';

/**
 * Stores documents as a relay does (POST /internal/collab/store with the internal secret): one
 * evolving Y.Doc per document name, so each checkpoint is a descendant of the last. `app` is read
 * at each call (tests open it in beforeAll). The answer must be status 0.
 */
export function relayCheckpoints(app: () => FastifyInstance, secret: string) {
  const live = new Map<string, Y.Doc>();
  return async (document: string, lines: string[]): Promise<void> => {
    const doc = live.get(document) ?? new Y.Doc();
    live.set(document, doc);
    replaceFragmentContent(doc, docFromLines(lines));
    const res = await app().inject({
      method: 'POST',
      url: '/internal/collab/store',
      headers: { 'x-internal-secret': secret },
      payload: { document, state: Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64') },
    });
    expect(res.json().status).toBe(0);
  };
}
