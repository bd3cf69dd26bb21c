import { HistoryKind, type THistoryItem } from '@juzuo/schemas';
import type { VersionListRow } from './repo';
import { subjectOf } from './subjects';

/** A version as doc_history_list shows it (doc_id: the document's id, an idea's for an idea document). */
export const presentVersion = (v: VersionListRow): THistoryItem => {
  const subject = subjectOf(v.document);
  return {
    history_id: v.id,
    doc_id: subject?.id ?? '',
    kind: subject?.kind ?? HistoryKind.Doc,
    name: v.name,
    auto: v.auto ? 1 : 0,
    char_count: v.charCount,
    creator_id: v.creatorId,
    creator_name: v.creatorName ?? '',
    create_time: v.createdAt.getTime(),
  };
};
