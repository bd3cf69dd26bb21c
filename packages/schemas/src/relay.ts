import { z } from 'zod';

/**
 * Kinds of collaborative Yjs documents (ARCHITECTURE.md "Collaboration relay"): the prefix of a
 * relay document name says what it is and which work permission may edit it.
 */
export const RelayDocumentKind = {
  /** Script or novel chapter: `doc:<doc_id>`. */
  Doc: 'doc',
  /** Idea document: `idea:<idea_id>`. */
  Idea: 'idea',
  /** Idea cards: `cards:<idea_id>`. */
  Cards: 'cards',
  /** Work outline: `outline:<work_id>`. */
  Outline: 'outline',
  /** Supervisor comments and struct tags of one document: `comments:<doc_id>`. */
  Comments: 'comments',
  /** Game board: `game:<board_id>`. */
  Game: 'game',
} as const;
export type TRelayDocumentKind = (typeof RelayDocumentKind)[keyof typeof RelayDocumentKind];
export const RELAY_DOCUMENT_KINDS = Object.values(RelayDocumentKind);

/** `<kind>:<id>`; ids are the API's own ids (letters, digits, `_` and `-`, at most 64). */
const RELAY_DOCUMENT_NAME = new RegExp(`^(${RELAY_DOCUMENT_KINDS.join('|')}):([A-Za-z0-9_-]{1,64})$`);

/** A relay document name split into its kind and the id of the thing it belongs to. */
export interface TRelayDocumentName {
  kind: TRelayDocumentKind;
  id: string;
}

/** Parses a relay document name; null when it matches none of the known patterns. */
export function parseRelayDocumentName(name: string): TRelayDocumentName | null {
  const match = RELAY_DOCUMENT_NAME.exec(name);
  if (!match) return null;
  return { kind: match[1] as TRelayDocumentKind, id: match[2] as string };
}

/** A relay document name that matches one of the known patterns. */
export const ZRelayDocumentName = z
  .string()
  .refine((v) => parseRelayDocumentName(v) !== null, { message: '文档名称不合法' });

/** What a connection may do with a document: edit, watch, or nothing at all. */
export const ZRelayAccess = z.enum(['write', 'read', 'none']);
export type TRelayAccess = z.infer<typeof ZRelayAccess>;

/** Header that carries the shared secret on the API's internal relay calls. */
export const INTERNAL_SECRET_HEADER = 'x-internal-secret';

/** `POST /internal/collab/auth` body: the provider's bearer token and the document it opens. */
export const ZCollabAuthRequest = z.object({
  token: z.string().max(512, 'token 过长'),
  document: ZRelayDocumentName,
});
export type TCollabAuthRequest = z.infer<typeof ZCollabAuthRequest>;

/** `POST /internal/collab/auth` answer data. */
export const ZCollabAuthResult = z.object({
  user_id: z.string(),
  name: z.string(),
  access: ZRelayAccess,
  /** The work the document belongs to; lets relays re-check only the connections a change touches. */
  work_id: z.string().optional(),
});
export type TCollabAuthResult = z.infer<typeof ZCollabAuthResult>;

/** `GET /internal/collab/load` query. */
export const ZCollabLoadQuery = z.object({ document: ZRelayDocumentName });
export type TCollabLoadQuery = z.infer<typeof ZCollabLoadQuery>;

/** `GET /internal/collab/load` answer data: the stored Yjs state (base64), null for a new document. */
export const ZCollabLoadResult = z.object({ document: z.string(), state: z.string().nullable() });
export type TCollabLoadResult = z.infer<typeof ZCollabLoadResult>;

/** `POST /internal/collab/store` body: the full Yjs state (base64) and who changed it since the last store. */
export const ZCollabStoreRequest = z.object({
  document: ZRelayDocumentName,
  state: z.string().min(1, 'state 不能为空'),
  editors: z.array(z.string()).default([]),
});
export type TCollabStoreRequest = z.infer<typeof ZCollabStoreRequest>;

/**
 * A change of who may access a work's relay documents, as the API publishes it to every relay
 * (Redis channel `<prefix>:access`): relays re-ask `/internal/collab/auth` for the affected
 * connections. `user_id` omitted: every connection to the work's documents.
 */
export const ZRelayAccessChange = z.object({
  work_id: z.string().min(1, 'work_id 不能为空'),
  user_id: z.string().min(1).optional(),
  /** Id of the publishing process; its own relay already applied the change in-process. */
  origin: z.string().optional(),
});
export type TRelayAccessChange = z.infer<typeof ZRelayAccessChange>;
