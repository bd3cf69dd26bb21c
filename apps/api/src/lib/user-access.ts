import type { TConfig } from '../config';
import type { TUserRow } from '../db/schema/index';

/** The config lists that decide who is approved and who operates. */
export type UserAccessConfig = Pick<TConfig, 'APPROVED_PHONES' | 'ADMIN_PHONES'>;

type PhoneRow = Pick<TUserRow, 'phone'>;

/** Operators are the accounts whose phone ADMIN_PHONES lists. */
export const isOperator = (row: PhoneRow, c: UserAccessConfig): boolean =>
  !!row.phone && c.ADMIN_PHONES.includes(row.phone);

/** Approved by config: APPROVED_PHONES, or ADMIN_PHONES (an operator must be able to sign in to approve others). */
export const approvedByConfig = (row: PhoneRow, c: UserAccessConfig): boolean =>
  !!row.phone && (c.APPROVED_PHONES.includes(row.phone) || c.ADMIN_PHONES.includes(row.phone));

/** Approved for internal-only mode: by an operator (users.approved) or by config. */
export const isApproved = (row: PhoneRow & Pick<TUserRow, 'approved'>, c: UserAccessConfig): boolean =>
  row.approved || approvedByConfig(row, c);
