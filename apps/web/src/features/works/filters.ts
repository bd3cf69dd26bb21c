import type { TLengthType, TMediaType, TProjectType } from '@juzuo/schemas';

/** The list filters of the works page ('' = any). */
export interface WorkFilters {
  keyword: string;
  projectType: TProjectType | '';
  mediaType: TMediaType | '';
  lengthType: TLengthType | '';
}

/** No filter set. */
export const NO_FILTERS: WorkFilters = { keyword: '', projectType: '', mediaType: '', lengthType: '' };

/** The fields a work needs for filtering. */
export interface Filterable {
  name: string;
  intro?: string;
  tags?: readonly string[];
  projectType: string;
  mediaType: string;
  lengthType: string;
}

/**
 * Works matching every set filter. The keyword matches name, intro or a tag, ignoring case and
 * surrounding spaces, so "悬疑" finds a work tagged 悬疑 as well as one named 悬疑之夜.
 */
export function filterWorks<T extends Filterable>(works: readonly T[], f: WorkFilters): T[] {
  const kw = f.keyword.trim().toLowerCase();
  return works.filter((w) => {
    if (f.projectType && w.projectType !== f.projectType) return false;
    if (f.mediaType && w.mediaType !== f.mediaType) return false;
    if (f.lengthType && w.lengthType !== f.lengthType) return false;
    if (!kw) return true;
    return (
      w.name.toLowerCase().includes(kw) ||
      (w.intro ?? '').toLowerCase().includes(kw) ||
      (w.tags ?? []).some((t) => t.toLowerCase().includes(kw))
    );
  });
}

/** True when any filter is set (the empty state then says "no match" rather than "no works"). */
export function hasFilters(f: WorkFilters): boolean {
  return f.keyword.trim() !== '' || f.projectType !== '' || f.mediaType !== '' || f.lengthType !== '';
}
