import type { TDocItem, TIdeaItem } from '@juzuo/schemas';
import type { TIdeaRow } from '../../db/schema/index';
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

/** An idea document as lists show it. */
export const presentIdea = (i: TIdeaRow): TIdeaItem => ({
  idea_id: i.id,
  idea_name: i.name,
  project_id: i.workId,
  doc_type: i.ideaType,
  edit_type: i.editType,
  sort: i.sort,
  char_count: i.charCount,
  version: i.version,
  update_time: i.updatedAt.getTime(),
});
