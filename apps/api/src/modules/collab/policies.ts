import { DOCUMENT_KINDS, type TRelayAccess, type TRelayDocumentKind } from '@juzuo/schemas';
import { holdsAny, type WorkAccess } from '../works/access';

/** A work member edits a kind with one of its write permissions (DOCUMENT_KINDS) and reads it otherwise. */
export const relayAccess = (access: WorkAccess, kind: TRelayDocumentKind): TRelayAccess =>
  holdsAny(access, DOCUMENT_KINDS[kind].writableWith) ? 'write' : 'read';
