import { type ValueOf, zCodeEnum } from './enum-utils';

/** Scope of a shared resource (models, templates): user 1, sys 2, comp 3. */
export const ScopeType = { USER: 1, SYS: 2, COMP: 3 } as const;
/** One scope type. */
export type TScopeType = ValueOf<typeof ScopeType>;
/** Zod enum of scope types. */
export const ZScopeType = zCodeEnum(ScopeType, 'scope');
/** Chinese labels of scope types ("comp" is the company, i.e. the team). */
export const ScopeTypeLabel: Record<TScopeType, string> = { 1: '个人', 2: '官方', 3: '团队' };

/** Scope a user creates in: official users (special_tags.is_official set) create at sys scope 2. */
export const scopeForUser = (specialTags: { is_official?: number | null } | null | undefined): TScopeType =>
  specialTags?.is_official ? ScopeType.SYS : ScopeType.USER;
