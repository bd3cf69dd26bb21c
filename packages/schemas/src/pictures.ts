import { type ValueOf, zCodeEnum } from './enum-utils';

/** Where a storyboard picture came from (spec 02 section 3). */
export const PictureSourceType = { MATERIAL: 1, AI: 2, CHARTLET: 3, AI_COMPOSE: 4 } as const;
/** One picture source type. */
export type TPictureSourceType = ValueOf<typeof PictureSourceType>;
/** Zod enum of picture source types. */
export const ZPictureSourceType = zCodeEnum(PictureSourceType, 'src_type');
/** Chinese labels of picture source types. */
export const PictureSourceTypeLabel: Record<TPictureSourceType, string> = {
  1: '素材库',
  2: 'AI绘图',
  3: '贴图',
  4: 'AI合成',
};

/** Kind of a resource matched to a storyboard or script on the canvas (spec 03 section 3). */
export const MatchingResourceKind = {
  STORE: 1,
  AI: 2,
  COMMON_STICKER: 3,
  AI_GROUP: 4,
  AI_LINE: 5,
  LOCAL_UPLOAD: 6,
} as const;
/** One matching-resource kind. */
export type TMatchingResourceKind = ValueOf<typeof MatchingResourceKind>;
/** Zod enum of matching-resource kinds. */
export const ZMatchingResourceKind = zCodeEnum(MatchingResourceKind, 'src_type');
/** Chinese labels of matching-resource kinds. */
export const MatchingResourceKindLabel: Record<TMatchingResourceKind, string> = {
  1: '素材商城',
  2: 'AI绘图',
  3: '通用贴图',
  4: 'AI组图',
  5: 'AI线稿',
  6: '本地上传',
};

/** The comic asset libraries of a work (spec 02 section 2). */
export const ComicAssetLibrary = {
  ROLE: 'role',
  SCENE: 'scene',
  CLOTHING: 'clothing',
  IMAGE: 'image',
} as const;
/** One comic asset library. */
export type TComicAssetLibrary = ValueOf<typeof ComicAssetLibrary>;
/** Chinese labels of the comic asset libraries. */
export const ComicAssetLibraryLabel: Record<TComicAssetLibrary, string> = {
  role: '角色库',
  scene: '场景库',
  clothing: '服装库',
  image: '图片库',
};
