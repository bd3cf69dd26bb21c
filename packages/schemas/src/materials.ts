import { z } from 'zod';
import { type ValueOf, zStringEnum } from './enum-utils';
import { ZPageQuery } from './envelope';

/** Material-centre category codes (spec 01 section 3). */
export const MaterialCategory = {
  ALL: 'all',
  GANHUO: 'ganhuo',
  DAGANG: 'dagang',
  QIAODUAN: 'qiaoduan',
  SUCAI: 'sucai',
  SHANGXI: 'shangxi',
  TAICI: 'taici',
  WENAN: 'wenan',
  GENGGAI: 'genggai',
  JIESHAO: 'jieshao',
  CHONGTU: 'chongtu',
  OTHERS: 'others',
} as const;
/** One material category code. */
export type TMaterialCategory = ValueOf<typeof MaterialCategory>;
/** Zod enum of material categories. */
export const ZMaterialCategory = zStringEnum(MaterialCategory, 'cat1');
/** Chinese labels of material categories, in tab order (the codes are the pinyin of these words). */
export const MaterialCategoryLabel: Record<TMaterialCategory, string> = {
  all: '全部',
  ganhuo: '干货',
  dagang: '大纲',
  qiaoduan: '桥段',
  sucai: '素材',
  shangxi: '赏析',
  taici: '台词',
  wenan: '文案',
  genggai: '梗概',
  jieshao: '介绍',
  chongtu: '冲突',
  others: '其他',
};

/** Sort orders of the material list; COMP (comprehensive) is the default, NEW and HOT are ours. */
export const MaterialSort = { COMP: 'COMP', NEW: 'NEW', HOT: 'HOT' } as const;
/** One material sort order. */
export type TMaterialSort = ValueOf<typeof MaterialSort>;
/** Chinese labels of material sort orders. */
export const MaterialSortLabel: Record<TMaterialSort, string> = { COMP: '综合', NEW: '最新', HOT: '最热' };

/** Query of GET /mt_web/material/list: cat1, cat2, tag, sort (default COMP), keyword, paging. */
export const ZMaterialListQuery = ZPageQuery.extend({
  cat1: ZMaterialCategory.default(MaterialCategory.ALL),
  cat2: z.string().trim().max(64, 'cat2 过长').optional(),
  tag: z.string().trim().max(64, 'tag 过长').optional(),
  sort: zStringEnum(MaterialSort, 'sort').default(MaterialSort.COMP),
  keyword: z.string().trim().max(100, '搜索关键词不能超过100个字').optional(),
});
/** Parsed material list query. */
export type TMaterialListQuery = z.output<typeof ZMaterialListQuery>;
