import { z } from 'zod';
import { zCodeEnum, zStringEnum } from './enum-utils';
import { zId } from './ids';
import { ResourceSource, ZResourceSource, ZResourceType } from './resources';

// Game resources (IMAGE, VIDEO, AUDIO) and their categories: a name over a file uploaded through the
// files pipeline (POST /ixj_web/file or /ixj_web/image answers its file_id).

/** Sources a resource is added from (ALL is only a list filter). */
const { ALL: _all, ...AddableSource } = ResourceSource;

/** The name check of resource add: on (default) answers 15000 for a duplicate name; off overwrites. */
export const ResourceNameCheck = { ON: 1, OFF: 0 } as const;

/** `POST game/v3/resource`. */
export const ZGameResourceAdd = z.object({
  project_id: zId('project_id'),
  name: z
    .string({ error: '请输入资源名称' })
    .trim()
    .min(1, '请输入资源名称')
    .max(100, '资源名称不能超过100个字'),
  resource_type: ZResourceType,
  file_id: zId('file_id'),
  category_id: zId('category_id').optional(),
  source: zStringEnum(AddableSource, 'source').default(ResourceSource.LOCAL),
  check_name: zCodeEnum(ResourceNameCheck, 'check_name').default(ResourceNameCheck.ON),
});

/** A game resource. */
export const ZGameResourceItem = z.object({
  resource_id: z.string(),
  name: z.string(),
  resource_type: ZResourceType,
  category_id: z.string().nullable(),
  source: z.string(),
  file_id: z.string(),
  url: z.string(),
  mime: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
/** A game resource. */
export type TGameResourceItem = z.infer<typeof ZGameResourceItem>;

/** `POST game/v3/resource` answer: the resource, and whether an existing one of that name was overwritten. */
export const ZGameResourceAddResult = z.object({ resource_id: z.string(), overwritten: z.boolean() });

/** `GET game/v3/resource?project_id=`: optional filters. */
export const ZGameResourceListQuery = z.object({
  project_id: zId('project_id'),
  resource_type: ZResourceType.optional(),
  category_id: zId('category_id').optional(),
  source: ZResourceSource.optional(),
});
/** `GET game/v3/resource`: `abilities.can_write` says whether the caller may add, rename or delete. */
export const ZGameResourceList = z.object({
  list: z.array(ZGameResourceItem),
  total: z.number().int(),
  abilities: z.object({ can_write: z.boolean() }),
});
/** Calls that name one resource. */
export const ZGameResourceRef = z.object({ resource_id: zId('resource_id') });

/** `PUT game/v3/resource`: renames a resource or moves it to another category (null: uncategorised). */
export const ZGameResourceUpdate = ZGameResourceRef.extend({
  name: ZGameResourceAdd.shape.name.optional(),
  category_id: zId('category_id').nullable().optional(),
});

/** `POST game/v3/resource_category`. */
export const ZGameResourceCategoryAdd = z.object({
  project_id: zId('project_id'),
  resource_type: ZResourceType,
  name: z
    .string({ error: '请输入分类名称' })
    .trim()
    .min(1, '请输入分类名称')
    .max(50, '分类名称不能超过50个字'),
});
/** A resource category. */
export const ZGameResourceCategoryItem = z.object({
  category_id: z.string(),
  name: z.string(),
  resource_type: ZResourceType,
});
/** A resource category. */
export type TGameResourceCategoryItem = z.infer<typeof ZGameResourceCategoryItem>;
/** `GET game/v3/resource_category?project_id=`. */
export const ZGameResourceCategoryListQuery = z.object({
  project_id: zId('project_id'),
  resource_type: ZResourceType.optional(),
});
/** `GET game/v3/resource_category`. */
export const ZGameResourceCategoryList = z.object({
  list: z.array(ZGameResourceCategoryItem),
  total: z.number().int(),
});
/** Calls that name one category. */
export const ZGameResourceCategoryRef = z.object({ category_id: zId('category_id') });

/** `PUT game/v3/resource_category`: renames a category. */
export const ZGameResourceCategoryUpdate = ZGameResourceCategoryRef.extend({
  name: ZGameResourceCategoryAdd.shape.name,
});
