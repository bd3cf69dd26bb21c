import {
  LengthType,
  LengthTypeLabel,
  MediaType,
  MediaTypeLabel,
  ProjectType,
  ProjectTypeLabel,
  TargetGroup,
  TargetGroupLabel,
  type TLengthType,
  type TMediaType,
  type TProjectType,
  type TTargetGroup,
} from '@juzuo/schemas';

/** One choice of a select or chip group. */
export interface Option<V extends string> {
  value: V;
  label: string;
}

const toOptions = <V extends string>(values: readonly V[], labels: Record<V, string>): Option<V>[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** Project kinds in menu order. */
export const PROJECT_TYPE_OPTIONS = toOptions(Object.values(ProjectType), ProjectTypeLabel);
/** Length types, longest first. */
export const LENGTH_TYPE_OPTIONS = toOptions(Object.values(LengthType), LengthTypeLabel);
/** Target groups. */
export const TARGET_GROUP_OPTIONS = toOptions(Object.values(TargetGroup), TargetGroupLabel);
/** Every media type (for filters). */
export const MEDIA_TYPE_OPTIONS = toOptions(Object.values(MediaType), MediaTypeLabel);

/**
 * Media types a project kind may carry. A script project is written either as a screenplay or as a
 * novel (章 and plain prose); the other kinds have exactly their own medium.
 */
export const MEDIA_TYPES_OF: Record<TProjectType, readonly TMediaType[]> = {
  SCRIPT: [MediaType.SCRIPT, MediaType.NOVEL],
  CARTOON: [MediaType.CARTOON],
  ANIMATION: [MediaType.ANIMATION],
  GAME: [MediaType.GAME],
};

/** Media options for a project kind. */
export function mediaOptionsFor(projectType: TProjectType): Option<TMediaType>[] {
  return toOptions(MEDIA_TYPES_OF[projectType], MediaTypeLabel);
}

/** Default choices of a new work. */
export const NEW_WORK_DEFAULTS: {
  project_type: TProjectType;
  media_type: TMediaType;
  length_type: TLengthType;
  target_group: TTargetGroup;
} = { project_type: 'SCRIPT', media_type: 'SCRIPT', length_type: 'LONG', target_group: 'A' };
