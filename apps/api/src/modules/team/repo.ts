import crypto from 'node:crypto';
import { TEAM_PERMISSIONS, type TTeamPermission } from '@juzuo/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers, teamRoles, teams, users } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import { createBuiltinRoles } from './roles-repo';

/** A team as one member sees it. */
export interface MembershipRow {
  teamId: string;
  teamName: string;
  role: string;
  roleId: string | null;
  roleName: string | null;
  permissions: string[];
  /** The team creator's name (members are told who can add them to works). */
  ownerName: string | null;
}

const membershipColumns = {
  teamId: teams.id,
  teamName: teams.name,
  role: teamMembers.role,
  roleId: teamMembers.roleId,
  roleName: teamRoles.name,
  permissions: teamMembers.permissions,
  ownerName: users.name,
};

/** Every team the user belongs to, oldest membership first. */
export function listMemberships(db: Db, userId: string): Promise<MembershipRow[]> {
  return db
    .select(membershipColumns)
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(teamRoles, eq(teamRoles.id, teamMembers.roleId))
    .leftJoin(users, eq(users.id, teams.ownerId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teamMembers.joinedAt), asc(teams.id));
}

/** The user's membership of one team, if any. */
export async function findMembership(
  db: Db,
  userId: string,
  teamId: string,
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select(membershipColumns)
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(teamRoles, eq(teamRoles.id, teamMembers.roleId))
    .leftJoin(users, eq(users.id, teams.ownerId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.teamId, teamId)))
    .limit(1);
  return row;
}

/** Creates a team with its built-in roles; the creator holds the owner role (every permission) and it becomes current. */
export async function createTeam(db: Db, ownerId: string, name: string, now: Date): Promise<string> {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(teams).values({ id, name, ownerId, createdAt: now });
    const roleIds = await createBuiltinRoles(tx, id, now);
    await tx.insert(teamMembers).values({
      teamId: id,
      userId: ownerId,
      role: 'owner',
      roleId: roleIds.owner ?? null,
      permissions: [...TEAM_PERMISSIONS],
      joinedAt: now,
    });
    await tx.update(users).set({ currentTeamId: id, updatedAt: now }).where(eq(users.id, ownerId));
  });
  return id;
}

/** Records the team the workbench opens in. */
export async function setCurrentTeam(db: DbLike, userId: string, teamId: string | null): Promise<void> {
  await db.update(users).set({ currentTeamId: teamId }).where(eq(users.id, userId));
}

/** Permission names of a membership, limited to the known team permissions. */
export function permissionsOf(row: MembershipRow): TTeamPermission[] {
  return TEAM_PERMISSIONS.filter((p) => row.permissions.includes(p));
}
