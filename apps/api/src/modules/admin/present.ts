import { featuresOf, type TAdminAction, type TAdminUser, type TAuditEntry } from '@juzuo/schemas';
import type { TConfig } from '../../config';
import type { TAdminAuditRow, TUserRow } from '../../db/schema/index';
import { approvedByConfig, isOperator } from '../../lib/user-access';
import { specialTagsOf } from '../account/present';
import { approvalOf } from './policies';

type Access = Pick<TConfig, 'APPROVED_PHONES' | 'ADMIN_PHONES'>;

/** A user as the operator area shows it: tags, approval (and whether config gives it), abilities. */
export function presentAdminUser(row: TUserRow, c: Access): TAdminUser {
  const specialTags = specialTagsOf(row);
  return {
    user_id: row.id,
    name: row.name,
    avatar: row.avatar,
    phone: row.phone ?? '',
    special_tags: specialTags,
    approved: approvalOf(row, c),
    approved_by_config: approvedByConfig(row, c) ? 1 : 0,
    is_admin: isOperator(row, c),
    features: featuresOf(specialTags),
    created_at: row.createdAt.toISOString(),
  };
}

/** How an account is named in the audit log: name and phone at the time. */
export const auditLabel = (row: Pick<TUserRow, 'name' | 'phone'>): string =>
  [row.name, row.phone].filter(Boolean).join(' ');

/** One audit entry as the operator area lists it. */
export function presentAuditEntry(row: TAdminAuditRow): TAuditEntry {
  return {
    id: row.id,
    actor_id: row.actorId,
    actor_label: row.actorLabel,
    action: row.action as TAdminAction,
    target_user_id: row.targetUserId,
    target_label: row.targetLabel,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
