import type {
  TTemplateDetail,
  TTemplateDocType,
  TTemplateItem,
  TTemplatePublishScope,
  TTemplateWorkType,
} from '@juzuo/schemas';
import { summaryOf, templateLines } from './content';
import { sourceFor, type TemplateViewer, templateAbilities } from './policies';
import type { TemplateRow } from './repo';

/** A list entry as the viewer sees it. */
export function presentItem(row: TemplateRow, v: TemplateViewer): TTemplateItem {
  const system = row.ownerId === null;
  return {
    template_id: row.id,
    template_name: row.name,
    description: row.description,
    doc_type: row.docType as TTemplateDocType,
    work_type: row.workType as TTemplateWorkType,
    source: sourceFor(v, row),
    published: system || row.published,
    publish_scope: row.published ? (row.publishScope as TTemplatePublishScope) : null,
    author_name: system ? '剧作台' : (row.authorName ?? ''),
    summary: summaryOf(row.text),
    created_at: row.createdAt.getTime(),
    updated_at: row.updatedAt.getTime(),
    abilities: templateAbilities(v, row),
  };
}

/** The template in full, with its lines for a preview that needs no HTML. */
export function presentDetail(row: TemplateRow, v: TemplateViewer): TTemplateDetail {
  return { ...presentItem(row, v), content: row.content, text: row.text, lines: templateLines(row.content) };
}
