import type { TIdeaItem } from '@juzuo/schemas';
import type { TIdeaRow } from '../../db/schema/index';

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
