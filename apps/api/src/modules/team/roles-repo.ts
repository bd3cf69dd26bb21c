import crypto from 'node:crypto';
import { TEAM_PERMISSIONS, type TRoleKind, type TTeamPermission } from '@juzuo/schemas';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { type TTeamRoleRow, teamMembers, teamRoles } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** Names and default permissions of the built-in roles every team gets. */
const BUILTIN: { kind: TRoleKind; name: string; permissions: readonly TTeamPermission[] }[] = [
  { kind: 'owner', name: '创建者', permissions: TEAM_PERMISSIONS },
  { kind: 'admin', name: '管理员', permissions: TEAM_PERMISSIONS },
  {
    kind: 'member',
    name: '成员',
    permissions: ['mWorkManage', 'mMaterialCenter', 'mAiEvaluate', 'mTemplateLib'],
  },
];

/** Creates the built-in roles of a new team; returns role ids by kind. */
export async function createBuiltinRoles(
  db: DbLike,
  teamId: string,
  now: Date,
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const r of BUILTIN) {
    ids[r.kind] = crypto.randomUUID();
    await db.insert(teamRoles).values({
      id: ids[r.kind] as string,
      teamId,
      name: r.name,
      kind: r.kind,
      permissions: [...r.permissions],
      createdAt: now,
    });
  }
  return ids;
}

/** Every role of a team with its member count, built-in roles first. */
export async function listRoles(
  db: DbLike,
  teamId: string,
): Promise<(TTeamRoleRow & { memberCount: number })[]> {
  const roles = await db
    .select()
    .from(teamRoles)
    .where(eq(teamRoles.teamId, teamId))
    .orderBy(asc(teamRoles.createdAt));
  const counts = await db
    .select({ roleId: teamMembers.roleId, n: count() })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
    .groupBy(teamMembers.roleId);
  const byRole = new Map(counts.map((c) => [c.roleId, Number(c.n)]));
  const order = (k: string) => ['owner', 'admin', 'member'].indexOf(k) >>> 0;
  return roles
    .map((r) => ({ ...r, memberCount: byRole.get(r.id) ?? 0 }))
    .sort((a, b) => order(a.kind) - order(b.kind));
}

/** One role of the team (never another team's role, whatever id is sent). */
export async function findRole(
  db: DbLike,
  teamId: string,
  roleId: string,
): Promise<TTeamRoleRow | undefined> {
  const [row] = await db
    .select()
    .from(teamRoles)
    .where(and(eq(teamRoles.teamId, teamId), eq(teamRoles.id, roleId)))
    .limit(1);
  return row;
}

/** The team's built-in role of one kind. */
export async function findBuiltinRole(
  db: DbLike,
  teamId: string,
  kind: TRoleKind,
): Promise<TTeamRoleRow | undefined> {
  const [row] = await db
    .select()
    .from(teamRoles)
    .where(and(eq(teamRoles.teamId, teamId), eq(teamRoles.kind, kind)))
    .limit(1);
  return row;
}

/** Adds a custom role; returns its id. */
export async function insertRole(
  db: DbLike,
  teamId: string,
  name: string,
  permissions: string[],
  now: Date,
): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(teamRoles).values({ id, teamId, name, kind: 'custom', permissions, createdAt: now });
  return id;
}

/** Renames a role and/or sets its permissions, copying them onto its members; returns the members' ids. */
export async function updateRole(
  db: DbLike,
  role: TTeamRoleRow,
  change: { name?: string; permissions?: string[] },
): Promise<string[]> {
  await db
    .update(teamRoles)
    .set({
      ...(change.name ? { name: change.name } : {}),
      ...(change.permissions ? { permissions: change.permissions } : {}),
    })
    .where(eq(teamRoles.id, role.id));
  if (!change.permissions) return [];
  const members = await db
    .update(teamMembers)
    .set({ permissions: change.permissions })
    .where(and(eq(teamMembers.teamId, role.teamId), eq(teamMembers.roleId, role.id)))
    .returning({ userId: teamMembers.userId });
  return members.map((m) => m.userId);
}

/** Gives members a role: its kind, id and permissions. */
export async function assignRole(db: DbLike, role: TTeamRoleRow, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(teamMembers)
    .set({ role: role.kind, roleId: role.id, permissions: role.permissions })
    .where(and(eq(teamMembers.teamId, role.teamId), inArray(teamMembers.userId, userIds)));
}

/** Ids of the members holding a role. */
export async function membersOfRole(db: DbLike, role: TTeamRoleRow): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, role.teamId), eq(teamMembers.roleId, role.id)));
  return rows.map((r) => r.userId);
}

/** Deletes a role row. */
export async function deleteRole(db: DbLike, role: TTeamRoleRow): Promise<void> {
  await db.delete(teamRoles).where(eq(teamRoles.id, role.id));
}
