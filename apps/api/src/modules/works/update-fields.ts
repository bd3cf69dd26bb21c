import type { TWorkRow } from '../../db/schema/index';

/** The editable fields of project/update and works/base_info, as parsed. */
export interface EditableFields {
  project_name?: string | undefined;
  media_type?: string | undefined;
  length_type?: string | undefined;
  target_group?: string | undefined;
  work_type?: string | null | undefined;
  tags?: string[] | undefined;
  intro?: string | undefined;
}

/** Column values for the fields a request gave; fields left out stay as they are. */
export function columnsOf(body: EditableFields): Partial<TWorkRow> {
  const set: Partial<TWorkRow> = {};
  if (body.project_name !== undefined) set.name = body.project_name;
  if (body.media_type !== undefined) set.mediaType = body.media_type;
  if (body.length_type !== undefined) set.lengthType = body.length_type;
  if (body.target_group !== undefined) set.targetGroup = body.target_group;
  if (body.work_type !== undefined) set.workType = body.work_type;
  if (body.tags !== undefined) set.tags = body.tags;
  if (body.intro !== undefined) set.intro = body.intro;
  return set;
}
