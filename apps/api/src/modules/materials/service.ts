import {
  MaterialCategory,
  MaterialCategoryLabel,
  Status,
  type TMaterialAdd,
  type TMaterialCategory,
  type TMaterialListInput,
  type TMaterialUpdate,
} from '@juzuo/schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { noPermission } from '../../lib/status';
import { canCreateIn, canEdit, canPublish, libraryAbilities, type UserViewer } from './policies';
import { presentDetail, presentItem } from './present';
import { parseQuery } from './query';
import {
  bump,
  deleteMaterial,
  findVisible,
  insertMaterial,
  newRow,
  setPublished,
  updateFields,
  useCountOf,
} from './repo';
import { savedIn } from './repo-collections';
import { searchPage } from './repo-search';
import { categoryCounts, similarTo, topTags } from './repo-stats';
import type { Viewer } from './viewer';

/** 4040: absent and not visible to the caller look the same (nothing leaks about other libraries). */
export const materialGone = (): AppError => new AppError(Status.NOT_FOUND, '素材不存在或已无法查看');

/** GET list: one ranked (keyword) or sorted page with the caller's library abilities. */
export async function listMaterials(db: Db, viewer: Viewer, input: TMaterialListInput) {
  const query = input.keyword ? parseQuery(input.keyword) : null;
  const page = await searchPage(db, viewer, query, input, input.sort, {
    index: input.page_index,
    size: input.page_size,
  });
  const terms = query?.terms ?? [];
  return {
    list: page.rows.map((r) => presentItem(r, viewer, terms)),
    total: page.total,
    total_capped: page.capped,
    abilities: libraryAbilities(viewer),
  };
}

/** GET type_list: every category in tab order with counts and cat2s; the most used tags. */
export async function typeList(db: Db, viewer: Viewer) {
  const counts = await categoryCounts(db, viewer);
  const tags = await topTags(db, viewer, 30);
  const list = (Object.values(MaterialCategory) as TMaterialCategory[]).map((cat1) => {
    const rows = cat1 === 'all' ? counts : counts.filter((c) => c.cat1 === cat1);
    const children =
      cat1 === 'all'
        ? []
        : rows
            .filter((r) => r.cat2)
            .map((r) => ({ cat2: r.cat2, count: r.count }))
            .sort((a, b) => b.count - a.count || a.cat2.localeCompare(b.cat2, 'zh'));
    return {
      cat1,
      name: MaterialCategoryLabel[cat1],
      count: rows.reduce((n, r) => n + r.count, 0),
      children,
    };
  });
  return { list, tags };
}

/** GET detail: counts a view. */
export async function materialDetail(db: Db, viewer: Viewer, id: string) {
  const row = await findVisible(db, viewer, id);
  if (!row) throw materialGone();
  await bump(db, [id], { views: 1 });
  const saved = viewer.userId ? await savedIn(db, viewer.userId, id) : undefined;
  return presentDetail({ ...row, viewCount: row.viewCount + 1 }, viewer, saved);
}

/** POST similar_list: never the material itself. */
export async function similarMaterials(db: Db, viewer: Viewer, id: string, size: number) {
  const row = await findVisible(db, viewer, id);
  if (!row) throw materialGone();
  const rows = await similarTo(db, viewer, row, size);
  return { list: rows.map((r) => presentItem(r, viewer)) };
}

/** POST use: a material went into a document. */
export async function useMaterial(db: Db, viewer: Viewer, id: string) {
  if (!(await findVisible(db, viewer, id))) throw materialGone();
  await bump(db, [id], { uses: 1 });
  return { id, use_count: await useCountOf(db, id) };
}

/** POST manage/add: scope 2 for official users, 3 for team managers, 1 for anyone signed in. */
export async function addMaterial(db: Db, viewer: UserViewer, input: TMaterialAdd, now: Date) {
  if (!canCreateIn(viewer, input.scope)) throw noPermission();
  const id = crypto.randomUUID();
  const fields = {
    title: input.title,
    content: input.content,
    cat1: input.cat1,
    cat2: input.cat2 ?? '',
    tags: dedupe(input.tags ?? []),
  };
  const owner = {
    scope: input.scope,
    teamId: input.scope === 3 ? viewer.teamId : null,
    userId: viewer.userId,
  };
  // Official materials start unpublished: an official user reviews, then publishes.
  await insertMaterial(db, newRow(id, fields, owner, input.scope !== 2, now));
  return { id };
}

async function editable(db: Db, viewer: UserViewer, id: string) {
  const row = await findVisible(db, viewer, id);
  if (!row) throw materialGone();
  if (!canEdit(viewer, row)) throw noPermission();
  return row;
}

/** PUT manage/update: the fields sent replace the stored ones. */
export async function updateMaterial(db: Db, viewer: UserViewer, input: TMaterialUpdate, now: Date) {
  const row = await editable(db, viewer, input.id);
  await updateFields(
    db,
    row.id,
    {
      title: input.title ?? row.title,
      content: input.content ?? row.content,
      cat1: input.cat1 ?? row.cat1,
      cat2: input.cat2 ?? row.cat2,
      tags: input.tags ? dedupe(input.tags) : row.tags,
    },
    now,
  );
  return { id: row.id };
}

/** DELETE manage/delete. */
export async function removeMaterial(db: Db, viewer: UserViewer, id: string) {
  const row = await editable(db, viewer, id);
  await deleteMaterial(db, row.id);
  return { id: row.id };
}

/** PUT manage/publish: official materials, official users (7013 for others). */
export async function publishMaterial(db: Db, viewer: UserViewer, id: string, published: boolean, now: Date) {
  const row = await findVisible(db, viewer, id);
  if (!row) throw materialGone();
  if (!canPublish(viewer, row)) throw noPermission();
  await setPublished(db, row.id, published, now);
  return { id: row.id, published };
}

const dedupe = (tags: string[]): string[] => [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
