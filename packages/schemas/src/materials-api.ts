import { z } from 'zod';
import { zId } from './ids';
import { MaterialCategory, ZMaterialCategory, ZMaterialListQuery } from './materials';
import { ScopeType, ZScopeType } from './scopes';

// Shapes of the materials centre's calls (spec 01 sections 3 and 7.5; issue 14 fixes the names).

/** A category a material can be filed under: every code except `all`. */
export const ZMaterialCat1 = ZMaterialCategory.refine((c) => c !== MaterialCategory.ALL, '请选择具体分类');

const zTitle = z.string({ error: '请输入标题' }).trim().min(1, '请输入标题').max(100, '标题不能超过100个字');
const zContent = z
  .string({ error: '请输入内容' })
  .trim()
  .min(1, '请输入内容')
  .max(20000, '内容不能超过20000个字');
const zCat2 = z.string().trim().max(32, '二级分类不能超过32个字');
const zTags = z
  .array(z.string().trim().min(1, '标签不能为空').max(16, '标签不能超过16个字'))
  .max(10, '标签不能超过10个');

/** A [start, end) range (UTF-16 offsets, as JavaScript strings count) of a matched word to highlight. */
export const ZMarkRange = z.tuple([z.number().int(), z.number().int()]);

/** What the caller may do with one material (the API decides; the web shows the buttons). */
export const ZMaterialAbilities = z.object({
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_publish: z.boolean(),
});
/** Abilities of one material. */
export type TMaterialAbilities = z.infer<typeof ZMaterialAbilities>;

/** One material in a list: `id`, `title`, `cat1`, `tags` are fixed names. */
export const ZMaterialItem = z.object({
  id: z.string(),
  title: z.string(),
  cat1: ZMaterialCategory,
  cat2: z.string(),
  tags: z.array(z.string()),
  /** 1 personal, 2 official, 3 team. */
  scope: ZScopeType,
  published: z.boolean(),
  /** The start of the content, or the passage around the first match when searching. */
  snippet: z.string(),
  /** Matched words inside `title` (empty without a keyword). */
  title_marks: z.array(ZMarkRange),
  /** Matched words inside `snippet` (empty without a keyword). */
  snippet_marks: z.array(ZMarkRange),
  view_count: z.number().int(),
  collect_count: z.number().int(),
  use_count: z.number().int(),
  created_at: z.number(),
  updated_at: z.number(),
  abilities: ZMaterialAbilities,
});
/** One material in a list. */
export type TMaterialItem = z.infer<typeof ZMaterialItem>;

/** One material in full: the list fields plus `content` and the caller's collection state. */
export const ZMaterialDetail = ZMaterialItem.extend({
  content: z.string(),
  /** Whether the caller has it in a collection folder (false for visitors). */
  collected: z.boolean(),
  /** The folder holding it ('0' the default folder), null when not collected. */
  collection_type_id: z.string().nullable(),
});
/** One material in full. */
export type TMaterialDetail = z.infer<typeof ZMaterialDetail>;

/** Which libraries a list reads: all visible (default), or one scope (1 mine, 2 official, 3 team). */
export const ZMaterialScopeFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  ZScopeType.optional(),
);

/** Query of GET /mt_web/material/list (fixed names plus `scope`). */
export const ZMaterialListInput = ZMaterialListQuery.extend({ scope: ZMaterialScopeFilter });
/** Parsed list query. */
export type TMaterialListInput = z.output<typeof ZMaterialListInput>;

/** What the caller may create, presented with every list. */
export const ZMaterialLibraryAbilities = z.object({
  /** Signed in: may keep personal materials and collections. */
  can_add_personal: z.boolean(),
  /** Member of a current team holding mMaterialCenter. */
  can_add_team: z.boolean(),
  /** special_tags.is_official: manages the official library. */
  can_manage_official: z.boolean(),
});
/** Library abilities. */
export type TMaterialLibraryAbilities = z.infer<typeof ZMaterialLibraryAbilities>;

/** Answer of GET /mt_web/material/list. */
export const ZMaterialPage = z.object({
  list: z.array(ZMaterialItem),
  total: z.number().int(),
  /** A frequent word matched more rows than are counted: `total` is a floor (show "2000+"). */
  total_capped: z.boolean(),
  abilities: ZMaterialLibraryAbilities,
});

/** One second-level category with how many visible materials it holds. */
export const ZMaterialCat2Count = z.object({ cat2: z.string(), count: z.number().int() });
/** One category of type_list: code, Chinese label, count, second-level categories. */
export const ZMaterialType = z.object({
  cat1: ZMaterialCategory,
  name: z.string(),
  count: z.number().int(),
  children: z.array(ZMaterialCat2Count),
});
/** Answer of GET /mt_web/material/type_list: categories in tab order (`all` first) and frequent tags. */
export const ZMaterialTypeList = z.object({
  list: z.array(ZMaterialType),
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});

/** `{id}` of one material. */
export const ZMaterialIdInput = z.object({ id: zId('id') });

/** Body of POST /mt_web/material/similar_list. */
export const ZMaterialSimilarInput = z.object({
  id: zId('id'),
  size: z.coerce.number().int().min(1, 'size 必须大于等于1').max(20, 'size 不能超过20').default(6),
});

/** Body of POST /mt_web/material/manage/add: scope 2 needs is_official (7013 otherwise). */
export const ZMaterialAdd = z.object({
  title: zTitle,
  content: zContent,
  cat1: ZMaterialCat1,
  cat2: zCat2.optional(),
  tags: zTags.optional(),
  scope: ZScopeType.default(ScopeType.USER),
});
/** Parsed add body. */
export type TMaterialAdd = z.output<typeof ZMaterialAdd>;

/** Body of PUT /mt_web/material/manage/update: any field but the scope. */
export const ZMaterialUpdate = z.object({
  id: zId('id'),
  title: zTitle.optional(),
  content: zContent.optional(),
  cat1: ZMaterialCat1.optional(),
  cat2: zCat2.optional(),
  tags: zTags.optional(),
});
/** Parsed update body. */
export type TMaterialUpdate = z.output<typeof ZMaterialUpdate>;

/** Body of PUT /mt_web/material/manage/publish. */
export const ZMaterialPublish = z.object({
  id: zId('id'),
  published: z.preprocess(
    (v) => (v === 1 || v === '1' ? true : v === 0 || v === '0' ? false : v),
    z.boolean(),
  ),
});

/** The default collection folder's id: every user has it, it cannot be renamed or deleted. */
export const DEFAULT_COLLECTION_TYPE_ID = '0';
/** The default collection folder's name. */
export const DEFAULT_COLLECTION_TYPE_NAME = '默认收藏夹';

const zTypeId = zId('type_id');
const zFolderName = z
  .string({ error: '请输入收藏夹名称' })
  .trim()
  .min(1, '请输入收藏夹名称')
  .max(20, '收藏夹名称不能超过20个字');

/** One collection folder of the caller with how many materials it holds. */
export const ZCollectionType = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
  is_default: z.boolean(),
});
/** Answer of GET /ixj_web/material/collection_type_list. */
export const ZCollectionTypeList = z.object({ list: z.array(ZCollectionType) });

/** Body of POST /ixj_web/material/collection: saves (or moves) a material into a folder. */
export const ZCollectionAdd = z.object({ material_id: zId('material_id'), type_id: zTypeId.optional() });

/** Query of GET /ixj_web/material/collection_list: one folder (all folders when absent), paged. */
export const ZCollectionListQuery = z.object({
  type_id: zTypeId.optional(),
  page_index: z.coerce.number().int().min(1, 'page_index 必须大于等于1').default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, 'page_size 必须大于等于1')
    .max(100, 'page_size 不能超过100')
    .default(20),
});

/** One saved material: `id` is the material's id. */
export const ZCollectionItem = ZMaterialItem.extend({ type_id: z.string(), collected_at: z.number() });
/** Answer of GET /ixj_web/material/collection_list. */
export const ZCollectionPage = z.object({ list: z.array(ZCollectionItem), total: z.number().int() });

const zMaterialIds = z
  .array(zId('material_ids'), { error: '请选择素材' })
  .min(1, '请选择素材')
  .max(200, '一次最多200个素材');

/** Body of DELETE /ixj_web/material/collection_list. */
export const ZCollectionRemove = z.object({ material_ids: zMaterialIds });
/** Body of PUT /ixj_web/material/collection/move. */
export const ZCollectionMove = z.object({ material_ids: zMaterialIds, type_id: zTypeId });

/** Body of POST /ixj_web/material/collection_type. */
export const ZCollectionTypeAdd = z.object({ name: zFolderName });
/** Body of PUT /ixj_web/material/collection_type. */
export const ZCollectionTypeRename = z.object({ id: zId('id'), name: zFolderName });
/** Body of DELETE /ixj_web/material/collection_type: its materials move to the default folder. */
export const ZCollectionTypeDelete = z.object({ id: zId('id') });

/**
 * One entry of a material file (`pnpm materials:import FILE`, and the seed library): the fields of
 * manage/add plus an optional stable `key`; without one, title + cat1 identify the entry.
 */
export const ZMaterialImportEntry = ZMaterialAdd.omit({ scope: true }).extend({
  key: z.string().trim().min(1, 'key 不能为空').max(64, 'key 不能超过64个字').optional(),
});
/** A validated import entry. */
export type TMaterialImportEntry = z.output<typeof ZMaterialImportEntry>;
