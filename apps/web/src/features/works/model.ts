import {
  LengthTypeLabel,
  MediaTypeLabel,
  type TLengthType,
  type TMediaType,
  type TProjectType,
  type TTargetGroup,
  type TWorkAbilities,
  type TWorkListItem,
} from '@juzuo/schemas';

/** The editable part of works/base_info. */
export interface BaseInfoValues {
  project_name: string;
  intro: string;
  work_type: string | null;
  tags: string[];
  target_group: TTargetGroup;
  length_type: TLengthType;
}

/** What the works page shows of one work (mapped once from the API answer, see toWorkSummary). */
export interface WorkSummary {
  id: string;
  name: string;
  projectType: TProjectType;
  mediaType: TMediaType;
  lengthType: TLengthType;
  targetGroup: TTargetGroup;
  tags: string[];
  intro: string;
  coverUrl: string | null;
  /** Last change, epoch ms. */
  updatedAt: number;
  /** What I may do with the work, as the API presents it (works policies). */
  abilities: TWorkAbilities;
  /** When it went to the recycle bin, epoch ms (null while active). */
  deletedAt: number | null;
}

/** The page's view of a project/list entry. */
export function toWorkSummary(w: TWorkListItem): WorkSummary {
  return {
    id: String(w.project_id),
    name: w.project_name,
    projectType: w.project_type,
    mediaType: w.media_type ?? w.script_type,
    lengthType: w.length_type,
    targetGroup: w.target_group,
    tags: w.tags ?? [],
    intro: w.intro ?? '',
    coverUrl: w.cover_url || null,
    updatedAt: w.updated_at,
    abilities: w.abilities,
    deletedAt: w.deleted_at,
  };
}

/** The work shell's URL of a work. */
export function workHref(w: Pick<WorkSummary, 'id' | 'projectType'>): string {
  return `/workDetail/${w.id}/${w.projectType}`;
}

/**
 * The kind line of a work card: its medium and length (剧本 · 长篇, 小说 · 中篇, 互动游戏 · 短篇).
 * The medium already says the project kind (a script project is a 剧本 or a 小说), so it is not repeated.
 */
export function kindLine(w: Pick<WorkSummary, 'mediaType' | 'lengthType'>): string {
  return `${MediaTypeLabel[w.mediaType]} · ${LengthTypeLabel[w.lengthType]}`;
}

/** "2026-11-26 09:05" style local time of an epoch-ms instant. */
export function formatTime(ms: number): string {
  if (!ms) return '';
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
