import { RelayDocumentKind, relayDocumentId, type THistoryItem } from '@juzuo/schemas';
import type { VersionListRow } from './repo';

/** The doc id of a `doc:<id>` relay name; null for any other name (history keeps `doc:` versions). */
export const docIdOf = (document: string): string | null => relayDocumentId(document, RelayDocumentKind.Doc);

/** A version as doc_history_list shows it. */
export const presentVersion = (v: VersionListRow): THistoryItem => ({
  history_id: v.id,
  doc_id: docIdOf(v.document) ?? '',
  name: v.name,
  auto: v.auto ? 1 : 0,
  char_count: v.charCount,
  creator_id: v.creatorId,
  creator_name: v.creatorName ?? '',
  create_time: v.createdAt.getTime(),
});
