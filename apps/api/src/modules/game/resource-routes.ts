import crypto from 'node:crypto';
import {
  gameResourceAdd,
  gameResourceCategoryAdd,
  gameResourceCategoryDelete,
  gameResourceCategoryList,
  gameResourceCategoryUpdate,
  gameResourceDelete,
  gameResourceList,
  gameResourceUpdate,
  ok,
  ResourceNameCheck,
  ResourceSource,
  Status,
  StatusMessage,
  type TResourceType,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gameResourceCategories, gameResources, type TGameResourceRow } from '../../db/schema/index';
import { sqlStateOf } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { workGone } from '../../lib/status';
import { fileById } from '../files/index';
import { requireWork } from '../works/access';
import { GAME_WRITE, gameAbilities } from './policies';
import {
  findCategory,
  findResource,
  findResourceByName,
  listCategories,
  listResources,
} from './resources-repo';

const FILE_GONE = '文件不存在或不属于你';
const CATEGORY_GONE = '资源分类不存在或已删除';
const RESOURCE_GONE = '资源不存在或已删除';
const NAME_TAKEN = '已有同名的资源，请换一个名称';
/** The MIME family each resource type takes. */
const MIME_PREFIX: Record<TResourceType, string> = { IMAGE: 'image/', VIDEO: 'video/', AUDIO: 'audio/' };

/** 15000: a live resource of this work, type and name exists; its id lets the client show it. */
const duplicateName = (existing: TGameResourceRow) => ({
  status: Status.DUPLICATE_NAME,
  data: { resource_id: existing.id },
  msg: StatusMessage[Status.DUPLICATE_NAME] ?? '',
});

/** game/v3 resource and resource_category. */
export function registerResourceRoutes(app: FastifyInstance): void {
  const db = app.database.db;

  route(app, gameResourceList, {}, async (request) => {
    const { project_id, resource_type, category_id, source } = request.input;
    const access = await requireWork(app, request.auth.userId, project_id);
    const rows = await listResources(db, project_id, {
      resourceType: resource_type,
      categoryId: category_id,
      source: source === ResourceSource.ALL ? undefined : source,
    });
    const list = [];
    for (const row of rows) {
      const stored = await fileById(app, row.fileId);
      if (!stored) continue;
      list.push({
        resource_id: row.id,
        name: row.name,
        resource_type: row.resourceType as TResourceType,
        category_id: row.categoryId,
        source: row.source,
        file_id: row.fileId,
        url: stored.file.url,
        mime: stored.file.mime,
        created_at: row.createdAt.getTime(),
        updated_at: row.updatedAt.getTime(),
      });
    }
    return ok({ list, total: list.length, abilities: gameAbilities(access) });
  });

  route(app, gameResourceAdd, {}, async (request) => {
    const input = request.input;
    const userId = request.auth.userId;
    await requireWork(app, userId, input.project_id, GAME_WRITE);
    const stored = await fileById(app, input.file_id);
    if (!stored || stored.ownerUserId !== userId) throw new AppError(Status.NOT_FOUND, FILE_GONE);
    if (!stored.file.mime.startsWith(MIME_PREFIX[input.resource_type]))
      throw new AppError(Status.VALIDATION, '文件（file_id）的类型与资源类型（resource_type）不符');
    if (input.category_id) await requireCategory(input.category_id, input.project_id, input.resource_type);
    const now = new Date(app.clock.now());
    const fields = {
      fileId: input.file_id,
      categoryId: input.category_id ?? null,
      source: input.source,
      updatedAt: now,
    };
    const existing = await findResourceByName(db, input.project_id, input.resource_type, input.name);
    if (existing) {
      if (input.check_name !== ResourceNameCheck.OFF) return duplicateName(existing);
      // Overwrite keeps the id, so nodes that show this resource show the new file.
      await db.update(gameResources).set(fields).where(eq(gameResources.id, existing.id));
      return ok({ resource_id: existing.id, overwritten: true });
    }
    const id = crypto.randomUUID();
    try {
      await db.insert(gameResources).values({
        id,
        workId: input.project_id,
        resourceType: input.resource_type,
        name: input.name,
        creatorId: userId,
        createdAt: now,
        ...fields,
      });
    } catch (error) {
      // Someone added the same name at the same moment: the same answer as finding it first.
      const raced =
        sqlStateOf(error) === '23505' &&
        (await findResourceByName(db, input.project_id, input.resource_type, input.name));
      if (raced) return duplicateName(raced);
      throw error;
    }
    return ok({ resource_id: id, overwritten: false });
  });

  /** A category of this work and resource type, else 4040. */
  const requireCategory = async (categoryId: string, workId: string, resourceType: string) => {
    const category = await findCategory(db, categoryId);
    if (!category || category.workId !== workId || category.resourceType !== resourceType)
      throw new AppError(Status.NOT_FOUND, CATEGORY_GONE);
  };

  route(app, gameResourceUpdate, {}, async (request) => {
    const { resource_id, name, category_id } = request.input;
    const row = await findResource(db, resource_id);
    if (!row) throw workGone();
    await requireWork(app, request.auth.userId, row.workId, GAME_WRITE);
    if (row.deletedAt) throw new AppError(Status.NOT_FOUND, RESOURCE_GONE);
    if (category_id) await requireCategory(category_id, row.workId, row.resourceType);
    // A rename never overwrites: that is what adding under a taken name (15000, 继续) is for.
    const taken = name !== undefined && (await findResourceByName(db, row.workId, row.resourceType, name));
    if (taken && taken.id !== row.id) throw new AppError(Status.CONFLICT, NAME_TAKEN);
    try {
      await db
        .update(gameResources)
        .set({
          ...(name !== undefined ? { name } : {}),
          ...(category_id !== undefined ? { categoryId: category_id } : {}),
          updatedAt: new Date(app.clock.now()),
        })
        .where(eq(gameResources.id, row.id));
    } catch (error) {
      if (sqlStateOf(error) === '23505') throw new AppError(Status.CONFLICT, NAME_TAKEN);
      throw error;
    }
    return ok({ resource_id: row.id });
  });

  route(app, gameResourceDelete, {}, async (request) => {
    const row = await findResource(db, request.input.resource_id);
    if (!row) throw workGone();
    await requireWork(app, request.auth.userId, row.workId, GAME_WRITE);
    if (row.deletedAt) throw new AppError(Status.NOT_FOUND, RESOURCE_GONE);
    await db
      .update(gameResources)
      .set({ deletedAt: new Date(app.clock.now()) })
      .where(eq(gameResources.id, row.id));
    return ok({ resource_id: row.id });
  });

  route(app, gameResourceCategoryList, {}, async (request) => {
    const { project_id, resource_type } = request.input;
    await requireWork(app, request.auth.userId, project_id);
    const list = (await listCategories(db, project_id, resource_type)).map((c) => ({
      category_id: c.id,
      name: c.name,
      resource_type: c.resourceType as TResourceType,
    }));
    return ok({ list, total: list.length });
  });

  route(app, gameResourceCategoryAdd, {}, async (request) => {
    const { project_id, resource_type, name } = request.input;
    await requireWork(app, request.auth.userId, project_id, GAME_WRITE);
    const id = crypto.randomUUID();
    await db.insert(gameResourceCategories).values({
      id,
      workId: project_id,
      resourceType: resource_type,
      name,
      createdAt: new Date(app.clock.now()),
    });
    return ok({ category_id: id, name, resource_type });
  });

  route(app, gameResourceCategoryUpdate, {}, async (request) => {
    const { category_id, name } = request.input;
    const category = await findCategory(db, category_id);
    if (!category) throw workGone();
    await requireWork(app, request.auth.userId, category.workId, GAME_WRITE);
    await db.update(gameResourceCategories).set({ name }).where(eq(gameResourceCategories.id, category.id));
    return ok({ category_id: category.id, name, resource_type: category.resourceType as TResourceType });
  });

  route(app, gameResourceCategoryDelete, {}, async (request) => {
    const category = await findCategory(db, request.input.category_id);
    if (!category) throw workGone();
    await requireWork(app, request.auth.userId, category.workId, GAME_WRITE);
    // Its resources stay, uncategorised (the foreign key sets category_id to null).
    await db.delete(gameResourceCategories).where(eq(gameResourceCategories.id, category.id));
    return ok({ category_id: category.id });
  });
}
