import {
  AdminAction,
  AdminMessage,
  Status,
  type TAdminAction,
  type TAdminUser,
  type TAdminUserSearch,
  type TAuditEntry,
  type TAuditLogQuery,
  type TPage,
  type TSetApproval,
  type TSetSpecialTags,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type { TUserRow } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { specialTagsOf } from '../account/present';
import { updateUser } from '../account/repo';
import { approvalOf, canRevoke, isChange, revokeSignsOut } from './policies';
import { auditLabel, presentAdminUser, presentAuditEntry } from './present';
import { findTarget, insertAudit, listAudit, searchUsers } from './repo';

const userMissing = () => new AppError(Status.NOT_FOUND, AdminMessage.userMissing);

/** Users whose phone or name contains the keyword, newest first. */
export async function findUsers(app: FastifyInstance, q: TAdminUserSearch): Promise<TPage<TAdminUser>> {
  const page = await searchUsers(app.database.db, q.keyword, q.page_index, q.page_size);
  return { list: page.rows.map((r) => presentAdminUser(r, app.config)), total: page.total };
}

/** One user, named by user_id or phone. */
export async function userDetail(
  app: FastifyInstance,
  target: { user_id?: string; phone?: string },
): Promise<TAdminUser> {
  const row = await findTarget(app.database.db, target);
  if (!row) throw userMissing();
  return presentAdminUser(row, app.config);
}

/** Writes a change and its audit entry in one transaction; an unchanged value writes nothing. */
async function auditedChange<V>(
  app: FastifyInstance,
  operator: TUserRow,
  target: { user_id?: string; phone?: string },
  action: (row: TUserRow) => TAdminAction,
  change: (row: TUserRow) => {
    before: V;
    after: V;
    patch: Partial<Pick<TUserRow, 'specialTags' | 'approved'>>;
  },
): Promise<TUserRow> {
  const row = await app.database.db.transaction(async (tx: DbLike) => {
    const row = await findTarget(tx, target, true);
    if (!row) throw userMissing();
    const { before, after, patch } = change(row);
    if (!isChange(before, after)) return row;
    const now = new Date(app.clock.now());
    const updated = await updateUser(tx, row.id, patch, now);
    await insertAudit(tx, {
      actorId: operator.id,
      actorLabel: auditLabel(operator),
      action: action(row),
      targetUserId: row.id,
      targetLabel: auditLabel(row),
      before,
      after,
      createdAt: now,
    });
    return updated;
  });
  // After the commit: the user's cached get_my_info (this process and the others) shows it now.
  await app.signedInCache.usersChanged([row.id]);
  return row;
}

/** PUT special_tags: the keys sent are set, the others keep their value; audited. */
export async function setSpecialTags(
  app: FastifyInstance,
  operator: TUserRow,
  input: TSetSpecialTags,
): Promise<TAdminUser> {
  const row = await auditedChange(
    app,
    operator,
    input,
    () => AdminAction.SPECIAL_TAGS,
    (r) => {
      const before = specialTagsOf(r);
      const after = { ...before, ...input.special_tags };
      return { before, after, patch: { specialTags: after } };
    },
  );
  return presentAdminUser(row, app.config);
}

/** PUT approval: approves (1) or revokes (0) an account for internal-only mode; audited. */
export async function setApproval(
  app: FastifyInstance,
  operator: TUserRow,
  input: TSetApproval,
): Promise<TAdminUser> {
  const approve = input.approved === 1;
  const row = await auditedChange(
    app,
    operator,
    input,
    () => (approve ? AdminAction.APPROVE : AdminAction.REVOKE),
    (r) => {
      if (!approve && !canRevoke(r, app.config))
        throw new AppError(Status.CONFLICT, AdminMessage.revokeByConfig);
      return {
        before: { approved: approvalOf(r, app.config) },
        after: { approved: approve ? 1 : 0 },
        patch: { approved: approve },
      };
    },
  );
  // A revoked account in internal-only mode must not keep working on the tokens it already holds.
  if (!approve && revokeSignsOut(app.config)) await app.tokenStore.revokeAllOf(row.id);
  return presentAdminUser(row, app.config);
}

/** The audit log, newest first (optionally about one user). */
export async function auditLog(app: FastifyInstance, q: TAuditLogQuery): Promise<TPage<TAuditEntry>> {
  const page = await listAudit(app.database.db, q.target_user_id, q.page_index, q.page_size);
  return { list: page.rows.map(presentAuditEntry), total: page.total };
}
