import { featuresOf, SPECIAL_TAG_KEYS, type TSpecialTags, type TUser } from '@juzuo/schemas';
import type { TUserRow } from '../../db/schema/index';
import { isApproved, isOperator, type UserAccessConfig } from '../../lib/user-access';

export { isApproved } from '../../lib/user-access';

/** A user's special tags with every key present (missing keys read as 0). */
export function specialTagsOf(row: Pick<TUserRow, 'specialTags'>): TSpecialTags {
  const tags = row.specialTags ?? {};
  return Object.fromEntries(SPECIAL_TAG_KEYS.map((k) => [k, Number(tags[k] ?? 0) || 0])) as TSpecialTags;
}

/** The user as account calls answer it (spec 01 section 3), with the abilities the web app shows. */
export function presentUser(row: TUserRow, access: UserAccessConfig): TUser {
  const specialTags = specialTagsOf(row);
  return {
    user_id: row.id,
    name: row.name,
    // Empty means "no avatar": the client shows its default image (spec: default used when empty).
    avatar: row.avatar,
    sex: row.sex,
    phone: row.phone ?? '',
    has_phone: row.phone ? 1 : 0,
    has_password: row.passwordHash ? '1' : '0',
    has_wx: row.wxIdentity ? 1 : 0,
    special_tags: specialTags,
    approved: isApproved(row, access) ? 1 : 0,
    created_at: row.createdAt.toISOString(),
    is_admin: isOperator(row, access),
    features: featuresOf(specialTags),
  };
}

/** 138****1234 style mask for display. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
