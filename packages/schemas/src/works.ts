import { type ValueOf, zCodeEnum, zStringEnum } from './enum-utils';

/** Kind of a work project; it decides which work-detail children exist (spec 01 section 2.3). */
export const ProjectType = {
  SCRIPT: 'SCRIPT',
  CARTOON: 'CARTOON',
  ANIMATION: 'ANIMATION',
  GAME: 'GAME',
} as const;
/** One project type. */
export type TProjectType = ValueOf<typeof ProjectType>;
/** Zod enum of project types. */
export const ZProjectType = zStringEnum(ProjectType, 'project_type');
/** Chinese labels of project types. */
export const ProjectTypeLabel: Record<TProjectType, string> = {
  SCRIPT: '剧本',
  CARTOON: '漫画',
  ANIMATION: '动画',
  GAME: '互动游戏',
};

/** Media type of a work (script_type / media_type). */
export const MediaType = {
  SCRIPT: 'SCRIPT',
  CARTOON: 'CARTOON',
  NOVEL: 'NOVEL',
  ANIMATION: 'ANIMATION',
  GAME: 'GAME',
} as const;
/** One media type. */
export type TMediaType = ValueOf<typeof MediaType>;
/** Zod enum of media types. */
export const ZMediaType = zStringEnum(MediaType, 'media_type');
/** Chinese labels of media types. */
export const MediaTypeLabel: Record<TMediaType, string> = {
  SCRIPT: '剧本',
  CARTOON: '漫画',
  NOVEL: '小说',
  ANIMATION: '动画',
  GAME: '互动游戏',
};

/** Counting unit of a work's parts: 集 for script and game, 话 for comic and animation, 章 for novel. */
export const MediaUnit: Record<TMediaType, '集' | '话' | '章'> = {
  SCRIPT: '集',
  GAME: '集',
  CARTOON: '话',
  ANIMATION: '话',
  NOVEL: '章',
};

/** "第3集" style label of part `n` of a work of the given media type. */
export const partLabel = (mediaType: TMediaType, n: number): string => `第${n}${MediaUnit[mediaType]}`;

/** Length type of a work. */
export const LengthType = { LONG: 'LONG', MEDIUM: 'MEDIUM', SHORT: 'SHORT', MINI: 'MINI' } as const;
/** One length type. */
export type TLengthType = ValueOf<typeof LengthType>;
/** Zod enum of length types. */
export const ZLengthType = zStringEnum(LengthType, 'length_type');
/** Chinese labels of length types ("微短篇" rather than "微短": the bare form reads unfinished). */
export const LengthTypeLabel: Record<TLengthType, string> = {
  LONG: '长篇',
  MEDIUM: '中篇',
  SHORT: '短篇',
  MINI: '微短篇',
};

/** Target readership of a work: A all, M male, F female. */
export const TargetGroup = { ALL: 'A', MALE: 'M', FEMALE: 'F' } as const;
/** One target group code. */
export type TTargetGroup = ValueOf<typeof TargetGroup>;
/** Zod enum of target groups. */
export const ZTargetGroup = zStringEnum(TargetGroup, 'target_group');
/** Chinese labels of target groups, in the web-fiction terms writers use (男频 / 女频). */
export const TargetGroupLabel: Record<TTargetGroup, string> = { A: '通用', M: '男频', F: '女频' };

/** Where an evaluated work comes from: 0 inside the product, 1 outside (uploaded). */
export const WorkFrom = { INSIDE: 0, OUTSIDE: 1 } as const;
/** One work_from code. */
export type TWorkFrom = ValueOf<typeof WorkFrom>;
/** Zod enum of work_from (accepts numeric text from route and query parameters). */
export const ZWorkFrom = zCodeEnum(WorkFrom, 'work_from');
/** Chinese labels of work_from. */
export const WorkFromLabel: Record<TWorkFrom, string> = { 0: '站内作品', 1: '外部作品' };

/** Tag type of a work tag: combined=1, custom=2. */
export const TagType = { COMBINED: 1, CUSTOM: 2 } as const;
/** One tag type. */
export type TTagType = ValueOf<typeof TagType>;
/** Zod enum of tag types. */
export const ZTagType = zCodeEnum(TagType, 'tag_type');
/** Chinese labels of tag types. */
export const TagTypeLabel: Record<TTagType, string> = { 1: '组合标签', 2: '自定义标签' };

/**
 * Cartoon pay type. The spec names the three kinds but not their wire values; we use readable
 * string codes so no one guesses at numbers.
 */
export const CartoonPayType = { FREE: 'FREE', GEM: 'GEM', VIP_FREE: 'VIP_FREE' } as const;
/** One cartoon pay type. */
export type TCartoonPayType = ValueOf<typeof CartoonPayType>;
/** Zod enum of cartoon pay types. */
export const ZCartoonPayType = zStringEnum(CartoonPayType, 'pay_type');
/** Chinese labels of cartoon pay types. */
export const CartoonPayTypeLabel: Record<TCartoonPayType, string> = {
  FREE: '免费',
  GEM: '宝石付费',
  VIP_FREE: 'VIP免费',
};

/** Cartoon publication state (wire values are our choice, as for pay type). */
export const CartoonState = { SERIALISING: 'SERIALISING', FINISHED: 'FINISHED' } as const;
/** One cartoon state. */
export type TCartoonState = ValueOf<typeof CartoonState>;
/** Zod enum of cartoon states. */
export const ZCartoonState = zStringEnum(CartoonState, 'cartoon_state');
/** Chinese labels of cartoon states. */
export const CartoonStateLabel: Record<TCartoonState, string> = { SERIALISING: '连载中', FINISHED: '已完结' };

/** Level of a permission-menu entry: module=1, menu=2, button=3. */
export const MenuLevel = { MODULE: 1, MENU: 2, BUTTON: 3 } as const;
/** One menu level. */
export type TMenuLevel = ValueOf<typeof MenuLevel>;
/** Chinese labels of menu levels (shown in the role editor). */
export const MenuLevelLabel: Record<TMenuLevel, string> = { 1: '模块', 2: '菜单', 3: '按钮' };

/** Lifecycle of a work: active, soft-deleted (recycle bin), or permanently deleted. */
export const WorkState = { ACTIVE: 'ACTIVE', DELETED: 'DELETED', PURGED: 'PURGED' } as const;
/** One work state. */
export type TWorkState = ValueOf<typeof WorkState>;
/** Chinese labels of work states. */
export const WorkStateLabel: Record<TWorkState, string> = {
  ACTIVE: '正常',
  DELETED: '已删除',
  PURGED: '已彻底删除',
};

/** Limits and fixed query values of work management (spec 02 section 9). */
export const WorkLimits = {
  /** Page size of the recycle-bin (deleted works) listing. */
  deletedPageSize: 1000,
} as const;

/** The exact query of the recycle-bin listing (spec 02 section 7). */
export const DELETED_WORKS_QUERY = {
  page_index: 1,
  page_size: WorkLimits.deletedPageSize,
  is_delete: 1,
} as const;

/** Value of project/delete's permanently_delete flag that purges a work instead of binning it. */
export const PERMANENTLY_DELETE = 1;
