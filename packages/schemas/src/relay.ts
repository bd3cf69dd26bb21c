import { z } from 'zod';
import { parseRelayDocumentName } from './document-kinds';

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

/**
 * `GET /internal/collab/load` answer data: the checkpointed Yjs state (base64, null for a new
 * document) and the tail of its update log (base64 updates acknowledged since that checkpoint, in
 * the order they arrived), which the relay applies on top.
 */
export const ZCollabLoadResult = z.object({
  document: z.string(),
  state: z.string().nullable(),
  updates: z.array(z.string()).default([]),
});
export type TCollabLoadResult = z.infer<typeof ZCollabLoadResult>;

/** `POST /internal/collab/store` body: the full Yjs state (base64) and who changed it since the last store. */
export const ZCollabStoreRequest = z.object({
  document: ZRelayDocumentName,
  state: z.string().min(1, 'state 不能为空'),
  editors: z.array(z.string()).default([]),
  /**
   * sha256 (base64) of the last state the API accepted from this relay for this document: the
   * incoming state is a later state of the same live document, so while the stored checkpoint is
   * still exactly that one the API need not merge it in again.
   */
  base_hash: z.string().max(64, 'base_hash 过长').optional(),
});
export type TCollabStoreRequest = z.infer<typeof ZCollabStoreRequest>;

/**
 * `POST /internal/collab/compact` body: checkpoint a live document from its update log alone (the
 * relay sends no state; every change it applied went through the log), naming who changed it.
 */
export const ZCollabCompactRequest = z.object({
  document: ZRelayDocumentName,
  editors: z.array(z.string()).default([]),
});
export type TCollabCompactRequest = z.infer<typeof ZCollabCompactRequest>;

/** Most updates one append call may carry (a relay batches a few milliseconds of typing). */
export const COLLAB_APPEND_MAX_UPDATES = 10_000;

/**
 * `POST /internal/collab/append` body: Yjs updates a relay received, in arrival order, to be made
 * durable in the documents' update logs before the relay acknowledges them.
 */
export const ZCollabAppendRequest = z.object({
  updates: z
    .array(
      z.object({
        document: ZRelayDocumentName,
        update: z.string().min(1, 'update 不能为空'),
      }),
    )
    .min(1, 'updates 不能为空')
    .max(COLLAB_APPEND_MAX_UPDATES, `updates 最多 ${COLLAB_APPEND_MAX_UPDATES} 条`),
});
export type TCollabAppendRequest = z.infer<typeof ZCollabAppendRequest>;

/**
 * A change of who may access a work's relay documents, as the API publishes it to every relay
 * (Redis channel `<prefix>:access`): relays re-ask `/internal/collab/auth` for the affected
 * connections. `user_id` omitted: every connection to the work's documents.
 */
export const ZRelayWorkAccessChange = z.object({
  work_id: z.string().min(1, 'work_id 不能为空'),
  user_id: z.string().min(1).optional(),
  /** Id of the publishing process; its own relay already applied the change in-process. */
  origin: z.string().optional(),
});

/** sha256 hex of a bearer token: what the database stores, so a token never travels in clear. */
export const ZTokenHash = z.string().regex(/^[0-9a-f]{64}$/, 'token 摘要不合法');

/**
 * Sessions that ended (logout, the old token of a refresh, password change or reset, an operator
 * revoking the account), on the same channel: relays close every connection that authenticated with
 * one of these tokens at once, without asking the API.
 */
export const ZRelaySessionsRevoked = z.object({
  revoked_tokens: z.array(ZTokenHash).min(1, 'revoked_tokens 不能为空'),
  origin: z.string().optional(),
});

/**
 * Accounts whose presented user changed (profile, phone, password, special tags, approval), on the
 * same channel: every API process drops its cached copy of those users (the signed-in cache).
 * Relays ignore it: nobody's document access changed.
 */
export const ZRelayUsersChanged = z.object({
  changed_users: z.array(z.string().min(1).max(128)).min(1, 'changed_users 不能为空'),
  origin: z.string().optional(),
});

/** Any message of the access channel. */
export const ZRelayAccessChange = z.union([
  ZRelayWorkAccessChange,
  ZRelaySessionsRevoked,
  ZRelayUsersChanged,
]);
export type TRelayAccessChange = z.infer<typeof ZRelayAccessChange>;
