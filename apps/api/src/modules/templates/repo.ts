import type { TTemplateListQuery } from '@juzuo/schemas';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { type TTemplateRow, templates, users } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import type { TemplateViewer } from './policies';

/** A template row with its author's name. */
export type TemplateRow = TTemplateRow & { authorName: string | null };

const contains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQL twin of policies.canSee: system, own, official, or published to the viewer's team. */
function visibleTo(v: TemplateViewer): SQL {
  const system = and(isNotNull(templates.sourceKey), isNull(templates.ownerId));
  const official = and(eq(templates.published, true), eq(templates.publishScope, 'official'));
  const team = v.teamId
    ? and(eq(templates.published, true), eq(templates.publishScope, 'team'), eq(templates.teamId, v.teamId))
    : undefined;
  return or(system, eq(templates.ownerId, v.userId), official, team) as SQL;
}

/** The narrowing a `source` filter adds (as the viewer sees the template). */
function sourceFilter(v: TemplateViewer, source: TTemplateListQuery['source']): SQL | undefined {
  switch (source) {
    case 'system':
      return isNull(templates.ownerId);
    case 'mine':
      return eq(templates.ownerId, v.userId);
    case 'official':
      return and(eq(templates.publishScope, 'official'), eq(templates.published, true));
    case 'team':
      return v.teamId
        ? and(
            eq(templates.publishScope, 'team'),
            eq(templates.teamId, v.teamId),
            eq(templates.published, true),
          )
        : eq(templates.id, '');
    default:
      return undefined;
  }
}

const columns = { row: templates, authorName: users.name };

/** A page of the templates the viewer can see: system ones first, then newest change first. */
export async function listTemplates(
  db: DbLike,
  v: TemplateViewer,
  q: TTemplateListQuery,
): Promise<{ rows: TemplateRow[]; total: number }> {
  const where = and(
    visibleTo(v),
    sourceFilter(v, q.source),
    q.doc_type !== undefined ? eq(templates.docType, q.doc_type) : undefined,
    // A template for all work types (ALL) fits every work type.
    q.work_type && q.work_type !== 'ALL'
      ? or(eq(templates.workType, q.work_type), eq(templates.workType, 'ALL'))
      : undefined,
    q.keyword
      ? or(
          ilike(templates.name, contains(q.keyword)),
          ilike(templates.description, contains(q.keyword)),
          ilike(templates.text, contains(q.keyword)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(templates)
      .leftJoin(users, eq(users.id, templates.ownerId))
      .where(where)
      .orderBy(isNull(templates.ownerId), desc(templates.updatedAt), templates.sourceKey, templates.id)
      .limit(q.page_size)
      .offset((q.page_index - 1) * q.page_size),
    db.select({ n: count() }).from(templates).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.row, authorName: r.authorName })), total: Number(total?.n ?? 0) };
}

/** One template by id, whoever may see it (the caller checks). */
export async function findTemplate(db: DbLike, id: string): Promise<TemplateRow | undefined> {
  const [r] = await db
    .select(columns)
    .from(templates)
    .leftJoin(users, eq(users.id, templates.ownerId))
    .where(eq(templates.id, id))
    .limit(1);
  return r ? { ...r.row, authorName: r.authorName } : undefined;
}
