import { TEAM_PERMISSIONS, type TRoleKind, type TTeamMember, type TTeamPermission } from '@juzuo/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import { teamMembers, teamRoles, users } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

const known = (perms: string[]): TTeamPermission[] => TEAM_PERMISSIONS.filter((p) => perms.includes(p));

/** Every member of a team with their role, oldest first. */
export async function listMembers(db: DbLike, teamId: string): Promise<TTeamMember[]> {
  const rows = await db
    .select({
      userId: teamMembers.userId,
      name: users.name,
      avatar: users.avatar,
      role: teamMembers.role,
      roleId: teamMembers.roleId,
      roleName: teamRoles.name,
      permissions: teamMembers.permissions,
      joinedAt: teamMembers.joinedAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(teamRoles, eq(teamRoles.id, teamMembers.roleId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId));
  return rows.map((r) => ({
    user_id: r.userId,
    name: r.name ?? '',
    avatar: r.avatar ?? '',
    role: r.role as TRoleKind,
    role_id: r.roleId,
    role_name: r.roleName ?? '',
    permissions: known(r.permissions),
    joined_at: r.joinedAt.getTime(),
  }));
}

/** A member's row in one team, if any. */
export async function findMember(db: DbLike, teamId: string, userId: string) {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  return row;
}

/** Removes a membership and clears the user's current team if it pointed there. */
export async function removeMember(db: DbLike, teamId: string, userId: string): Promise<void> {
  await db.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  await db
    .update(users)
    .set({ currentTeamId: null })
    .where(and(eq(users.id, userId), eq(users.currentTeamId, teamId)));
}

/** Ids of the members who manage the team (hold mTeamManage): they hear about joins. */
export async function managersOf(db: DbLike, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), sql`${teamMembers.permissions} @> '["mTeamManage"]'::jsonb`));
  return rows.map((r) => r.userId);
}
