import { TeamPermissionLabel, type TTeamPermission, type TTeamRole } from '@juzuo/schemas';
import type { Db } from '../../db/client';
import type { TTeamRoleRow } from '../../db/schema/index';
import { notify } from '../messages/notify';
import { findMember } from './members-repo';
import { canGrant, isCreator, type TeamContext } from './policies';
import { TeamRuleMessage as M, notFound, refuse } from './refusals';
import {
  assignRole,
  deleteRole,
  findBuiltinRole,
  findRole,
  insertRole,
  listRoles,
  membersOfRole,
  updateRole,
} from './roles-repo';

const present = (r: TTeamRoleRow, memberCount: number): TTeamRole => ({
  role_id: r.id,
  role_name: r.name,
  kind: r.kind as TTeamRole['kind'],
  permissions: r.permissions as TTeamPermission[],
  member_count: memberCount,
});

const labels = (perms: string[]) =>
  perms.map((p) => TeamPermissionLabel[p as TTeamPermission] ?? p).join('、') || '无';

/** All roles of the caller's team. */
export async function roleList(db: Db, ctx: TeamContext): Promise<TTeamRole[]> {
  return (await listRoles(db, ctx.teamId)).map((r) => present(r, r.memberCount));
}

/** One role of the caller's team, or 4040. */
export async function roleGet(db: Db, ctx: TeamContext, roleId: string): Promise<TTeamRole> {
  const all = await listRoles(db, ctx.teamId);
  const r = all.find((x) => x.id === roleId);
  if (!r) throw notFound(M.roleMissing);
  return present(r, r.memberCount);
}

async function assertNameFree(db: Db, ctx: TeamContext, name: string, exceptId?: string) {
  const taken = (await listRoles(db, ctx.teamId)).some((r) => r.name === name && r.id !== exceptId);
  if (taken) throw refuse(M.roleNameTaken);
}

/** Adds a custom role holding only permissions the caller holds. */
export async function roleAdd(
  db: Db,
  ctx: TeamContext,
  name: string,
  perms: string[],
  now: Date,
): Promise<string> {
  if (!canGrant(ctx, perms)) throw refuse(M.grantBeyondOwn);
  await assertNameFree(db, ctx, name);
  return insertRole(db, ctx.teamId, name, [...new Set(perms)], now);
}

/** Renames a custom role and/or changes a non-owner role's permissions; its members are told. */
export async function roleUpdate(
  db: Db,
  ctx: TeamContext,
  input: { role_id: string; role_name?: string; permissions?: string[] },
  now: Date,
): Promise<void> {
  const role = await findRole(db, ctx.teamId, input.role_id);
  if (!role) throw notFound(M.roleMissing);
  if (isCreator(role.kind)) throw refuse(M.ownerRoleFixed);
  if (input.role_name && input.role_name !== role.name) {
    if (role.kind !== 'custom') throw refuse(M.builtinRoleNameFixed);
    await assertNameFree(db, ctx, input.role_name, role.id);
  }
  const perms = input.permissions ? [...new Set(input.permissions)] : undefined;
  // Both what is added and what is taken away count as granting: a manager can't strip a role of
  // permissions they don't hold either.
  if (perms && !canGrant(ctx, [...perms, ...role.permissions.filter((p) => !perms.includes(p))])) {
    throw refuse(M.grantBeyondOwn);
  }
  await db.transaction(async (tx) => {
    const affected = await updateRole(tx, role, { name: input.role_name, permissions: perms });
    await notify(
      tx,
      affected,
      {
        type: 'permission_changed',
        title: '权限变更',
        content: `你在团队「${ctx.teamName}」的角色「${input.role_name ?? role.name}」权限已变更为：${labels(perms ?? [])}`,
        data: { team_id: ctx.teamId, role_id: role.id, permissions: perms },
      },
      now,
    );
  });
}

/** Deletes a custom role; its members move to the built-in 成员 role and are told. */
export async function roleDelete(db: Db, ctx: TeamContext, roleId: string, now: Date): Promise<void> {
  const role = await findRole(db, ctx.teamId, roleId);
  if (!role) throw notFound(M.roleMissing);
  if (role.kind !== 'custom') throw refuse(M.builtinRoleNotDeletable);
  if (!canGrant(ctx, role.permissions)) throw refuse(M.grantBeyondOwn);
  const fallback = await findBuiltinRole(db, ctx.teamId, 'member');
  await db.transaction(async (tx) => {
    const moved = await membersOfRole(tx, role);
    if (fallback) await assignRole(tx, fallback, moved);
    await deleteRole(tx, role);
    await notify(
      tx,
      moved,
      {
        type: 'role_changed',
        title: '角色变更',
        content: `团队「${ctx.teamName}」删除了角色「${role.name}」，你的角色已变更为「${fallback?.name ?? '成员'}」`,
        data: { team_id: ctx.teamId, role_id: fallback?.id ?? null },
      },
      now,
    );
  });
}

/** Gives a member a role: never the creator, never the owner role, never beyond the caller's permissions. */
export async function setMemberRole(
  db: Db,
  ctx: TeamContext,
  userId: string,
  roleId: string,
  now: Date,
): Promise<void> {
  const member = await findMember(db, ctx.teamId, userId);
  if (!member) throw notFound(M.memberMissing);
  if (isCreator(member.role)) throw refuse(M.creatorFixed);
  const role = await findRole(db, ctx.teamId, roleId);
  if (!role) throw notFound(M.roleMissing);
  if (isCreator(role.kind)) throw refuse(M.ownerRoleNotAssignable);
  // Taking permissions away from someone counts too: a manager only moves members within their own reach.
  if (!canGrant(ctx, [...role.permissions, ...member.permissions])) throw refuse(M.grantBeyondOwn);
  await db.transaction(async (tx) => {
    await assignRole(tx, role, [userId]);
    await notify(
      tx,
      userId,
      {
        type: 'role_changed',
        title: '角色变更',
        content: `你在团队「${ctx.teamName}」的角色已变更为「${role.name}」`,
        data: { team_id: ctx.teamId, role_id: role.id, permissions: role.permissions },
      },
      now,
    );
  });
}
