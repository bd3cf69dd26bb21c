import { SPECIAL_TAG_KEYS, type TSpecialTags, type TUser } from '@juzuo/schemas';
import type { TUserRow } from '../../db/schema/index';

/** The user as account calls answer it (spec 01 section 3). */
export function presentUser(row: TUserRow, approvedPhones: readonly string[] = []): TUser {
  const tags = row.specialTags ?? {};
  const specialTags = Object.fromEntries(
    SPECIAL_TAG_KEYS.map((k) => [k, Number(tags[k] ?? 0) || 0]),
  ) as TSpecialTags;
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
    approved: isApproved(row, approvedPhones) ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}

/** Approved for internal-only mode: flag in the database, or phone listed in APPROVED_PHONES. */
export function isApproved(row: TUserRow, approvedPhones: readonly string[]): boolean {
  return row.approved || (!!row.phone && approvedPhones.includes(row.phone));
}

/** 138****1234 style mask for display. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
