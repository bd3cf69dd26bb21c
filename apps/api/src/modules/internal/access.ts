import { parseRelayDocumentName, type TRelayAccess } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';

/**
 * What a user may do with a relay document (ARCHITECTURE.md "Collaboration relay"): no work
 * membership -> 'none'; membership without the document kind's write permission -> 'read'.
 *
 * The foundation has no works yet, so no document has an owner and every answer is 'none'.
 * Issue 4 replaces this with the membership lookup (WriteWork for doc:/game:, EditIdeas for
 * idea:/cards:/outline:, Producer or WriteWork for comments:).
 */
export async function decideDocumentAccess(
  _app: FastifyInstance,
  _userId: string,
  documentName: string,
): Promise<TRelayAccess> {
  if (!parseRelayDocumentName(documentName)) return 'none';
  return 'none';
}
