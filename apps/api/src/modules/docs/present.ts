import type { TDocItem } from '@juzuo/schemas';
import type { DocumentListRow } from './repo';

/** A document as lists show it. */
export const presentDoc = (d: DocumentListRow): TDocItem => ({
  doc_id: d.id,
  doc_name: d.name,
  project_id: d.workId,
  volume_id: d.volumeId,
  sort: d.sort,
  char_count: d.charCount,
  version: d.version,
  last_editor_id: d.lastEditorId,
  update_time: d.updatedAt.getTime(),
});
