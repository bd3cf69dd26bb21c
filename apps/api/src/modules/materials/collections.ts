import { DEFAULT_COLLECTION_TYPE_ID, DEFAULT_COLLECTION_TYPE_NAME, Status } from '@juzuo/schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { UserViewer } from './policies';
import { presentItem } from './present';
import { bump, findVisible } from './repo';
import * as repo from './repo-collections';
import { materialGone } from './service';

// The caller's collection folders and saved materials. Saving counts toward HOT (collect_count).

const folderGone = (): AppError => new AppError(Status.NOT_FOUND, '收藏夹不存在');
const defaultFolderFixed = (): AppError => new AppError(Status.BAD_REQUEST, '默认收藏夹不能修改或删除');

/** '0' (or nothing) is the default folder (null); any other id must be one of the caller's folders. */
async function folderId(db: Db, userId: string, typeId: string | undefined): Promise<string | null> {
  if (!typeId || typeId === DEFAULT_COLLECTION_TYPE_ID) return null;
  if (!(await repo.findFolder(db, userId, typeId))) throw folderGone();
  return typeId;
}

export async function folderList(db: Db, viewer: UserViewer) {
  const rows = await repo.folders(db, viewer.userId);
  const counts = new Map(
    (await repo.folderCounts(db, viewer)).map((c) => [c.typeId ?? DEFAULT_COLLECTION_TYPE_ID, c.n]),
  );
  return {
    list: [
      { id: DEFAULT_COLLECTION_TYPE_ID, name: DEFAULT_COLLECTION_TYPE_NAME, is_default: true },
      ...rows.map((r) => ({ id: r.id, name: r.name, is_default: false })),
    ].map((f) => ({ ...f, count: counts.get(f.id) ?? 0 })),
  };
}

export async function folderAdd(db: Db, viewer: UserViewer, name: string, now: Date) {
  const id = crypto.randomUUID();
  await repo.insertFolder(db, viewer.userId, id, name, now);
  return { id };
}

export async function folderRename(db: Db, viewer: UserViewer, id: string, name: string) {
  if (id === DEFAULT_COLLECTION_TYPE_ID) throw defaultFolderFixed();
  await folderId(db, viewer.userId, id);
  await repo.renameFolder(db, viewer.userId, id, name);
  return { id };
}

export async function folderDelete(db: Db, viewer: UserViewer, id: string) {
  if (id === DEFAULT_COLLECTION_TYPE_ID) throw defaultFolderFixed();
  await folderId(db, viewer.userId, id);
  await repo.deleteFolder(db, viewer.userId, id);
  return { id };
}

/** POST collection: saves a material the caller can read (saving again moves it). */
export async function collect(
  db: Db,
  viewer: UserViewer,
  materialId: string,
  typeId: string | undefined,
  now: Date,
) {
  if (!(await findVisible(db, viewer, materialId))) throw materialGone();
  const folder = await folderId(db, viewer.userId, typeId);
  await db.transaction(async (tx) => {
    if (await repo.save(tx, viewer.userId, materialId, folder, now))
      await bump(tx, [materialId], { saves: 1 });
  });
  return { material_id: materialId, type_id: folder ?? DEFAULT_COLLECTION_TYPE_ID };
}

export async function savedList(
  db: Db,
  viewer: UserViewer,
  input: { type_id?: string; page_index: number; page_size: number },
) {
  const typeId = input.type_id === undefined ? undefined : await folderId(db, viewer.userId, input.type_id);
  const page = await repo.savedPage(db, viewer, typeId, { index: input.page_index, size: input.page_size });
  return {
    list: page.rows.map((r) => ({
      ...presentItem(r, viewer),
      type_id: r.typeId ?? DEFAULT_COLLECTION_TYPE_ID,
      collected_at: r.savedAt.getTime(),
    })),
    total: page.total,
  };
}

export async function uncollect(db: Db, viewer: UserViewer, materialIds: string[]) {
  const removed = await db.transaction(async (tx) => {
    const ids = await repo.unsave(tx, viewer.userId, [...new Set(materialIds)]);
    await bump(tx, ids, { saves: -1 });
    return ids;
  });
  return { removed: removed.length };
}

export async function moveSaved(db: Db, viewer: UserViewer, materialIds: string[], typeId: string) {
  const folder = await folderId(db, viewer.userId, typeId);
  return { moved: await repo.move(db, viewer.userId, [...new Set(materialIds)], folder) };
}
