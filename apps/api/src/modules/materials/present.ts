import type { TMaterialCategory, TMaterialDetail, TMaterialItem, TScopeType } from '@juzuo/schemas';
import { marksIn, snippetOf } from './highlight';
import { materialAbilities } from './policies';
import type { QueryTerm } from './query';
import type { ListRow } from './repo-search';
import type { Viewer } from './viewer';

/** A list entry: the snippet around the first match and the matched ranges, when searching. */
export function presentItem(row: ListRow, viewer: Viewer, terms: readonly QueryTerm[] = []): TMaterialItem {
  const snippet = snippetOf(row.content, row.contentNorm, terms);
  return {
    id: row.id,
    title: row.title,
    cat1: row.cat1 as TMaterialCategory,
    cat2: row.cat2,
    tags: row.tags,
    scope: row.scope as TScopeType,
    published: row.published,
    snippet: snippet.text,
    title_marks: terms.length ? marksIn(row.titleNorm, terms) : [],
    snippet_marks: snippet.marks,
    view_count: row.viewCount,
    collect_count: row.collectCount,
    use_count: row.useCount,
    created_at: row.createdAt.getTime(),
    updated_at: row.updatedAt.getTime(),
    abilities: materialAbilities(viewer, row),
  };
}

/** The full material with the caller's collection state ('0' is the default folder). */
export function presentDetail(
  row: ListRow,
  viewer: Viewer,
  savedIn: string | null | undefined,
): TMaterialDetail {
  return {
    ...presentItem(row, viewer),
    content: row.content,
    collected: savedIn !== undefined,
    collection_type_id: savedIn === undefined ? null : (savedIn ?? '0'),
  };
}
