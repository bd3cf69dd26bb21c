import { type TWorkPermission, WorkPermission } from './permissions';

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
  /** Supervisor comments of one script or idea document: `comments:<doc_id>` or `comments:<idea_id>`. */
  Comments: 'comments',
  /** Game board: `game:<board_id>`. */
  Game: 'game',
} as const;
/** One kind of relay document. */
export type TRelayDocumentKind = (typeof RelayDocumentKind)[keyof typeof RelayDocumentKind];
/** Every kind, in the order of ARCHITECTURE.md. */
export const RELAY_DOCUMENT_KINDS = Object.values(RelayDocumentKind);

/**
 * What the id in a relay document name names: the row the document belongs to (`reviewed`: a
 * script document or an idea, whichever has the id; comments are kept on both).
 */
export type TDocumentKindOwner = 'document' | 'idea' | 'work' | 'board' | 'reviewed';

/** What every part of the product knows about one kind of collaborative document. */
export interface TDocumentKindSpec {
  /** The name prefix, `<kind>:`. */
  prefix: `${TRelayDocumentKind}:`;
  /** What the id after the prefix names (a script document, an idea, a work, a game board). */
  owner: TDocumentKindOwner;
  /** Holding any one of these work permissions makes the document editable; members without read it. */
  writableWith: readonly TWorkPermission[];
  /** What users call it (Chinese), for messages. */
  label: string;
}

/**
 * The registry of collaborative document kinds: name parse and build, and who may write each kind.
 * Relay, API and web read it; nothing else lists kinds or switches on them.
 */
export const DOCUMENT_KINDS = {
  doc: { prefix: 'doc:', owner: 'document', writableWith: [WorkPermission.WriteWork], label: '剧本文档' },
  idea: { prefix: 'idea:', owner: 'idea', writableWith: [WorkPermission.EditIdeas], label: '构思文档' },
  cards: { prefix: 'cards:', owner: 'idea', writableWith: [WorkPermission.EditIdeas], label: '构思卡片' },
  outline: { prefix: 'outline:', owner: 'work', writableWith: [WorkPermission.EditIdeas], label: '大纲' },
  comments: {
    prefix: 'comments:',
    owner: 'reviewed',
    writableWith: [WorkPermission.Producer, WorkPermission.WriteWork],
    label: '批注',
  },
  game: { prefix: 'game:', owner: 'board', writableWith: [WorkPermission.WriteWork], label: '游戏画布' },
} as const satisfies { [K in TRelayDocumentKind]: TDocumentKindSpec & { prefix: `${K}:` } };

/** The ids in relay names are the API's own ids: letters, digits, `_` and `-`, at most 64. */
const RELAY_DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A relay document name split into its kind and the id of the thing it belongs to. */
export interface TRelayDocumentName {
  kind: TRelayDocumentKind;
  id: string;
}

const isKind = (value: string): value is TRelayDocumentKind => Object.hasOwn(DOCUMENT_KINDS, value);

/** Parses a relay document name (`<kind>:<id>`); null when it is not one of the known kinds. */
export function parseRelayDocumentName(name: string): TRelayDocumentName | null {
  const colon = name.indexOf(':');
  if (colon < 0) return null;
  const kind = name.slice(0, colon);
  const id = name.slice(colon + 1);
  return isKind(kind) && RELAY_DOCUMENT_ID.test(id) ? { kind, id } : null;
}

/** The id in `name` when it names a document of `kind`; null for any other name. */
export function relayDocumentId(name: string, kind: TRelayDocumentKind): string | null {
  const parsed = parseRelayDocumentName(name);
  return parsed?.kind === kind ? parsed.id : null;
}

/**
 * Builds the relay name of a document of `kind` (`doc:<doc_id>`, `game:<board_id>` ...). An id the
 * API never issues gives a name parseRelayDocumentName (and so the relay) refuses.
 */
export const relayDocumentName = (kind: TRelayDocumentKind, id: string): string =>
  `${DOCUMENT_KINDS[kind].prefix}${id}`;

/** Whether a member holding `permissions` may edit a document of `kind` (else they only read it). */
export const canWriteKind = (kind: TRelayDocumentKind, permissions: readonly string[]): boolean =>
  DOCUMENT_KINDS[kind].writableWith.some((p) => permissions.includes(p));
