import { type TWorkMember, WORK_PERMISSIONS } from '@juzuo/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  files,
  type TWorkRow,
  teamMembers,
  users,
  workCovers,
  workMembers,
  works,
} from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

const known = (p: readonly string[]) => WORK_PERMISSIONS.filter((x) => p.includes(x));

/**
 * Members of a work who are still in its team, plus the team creator (a member of every work by
 * right, with all four permissions), oldest first.
 */
export async function listWorkMembers(db: Db, work: TWorkRow): Promise<TWorkMember[]> {
  const rows = await db
    .select({
      userId: teamMembers.userId,
      role: teamMembers.role,
      name: users.name,
      avatar: users.avatar,
      permissions: workMembers.permissions,
      addedAt: workMembers.addedAt,
      joinedTeamAt: teamMembers.joinedAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(workMembers, and(eq(workMembers.workId, work.id), eq(workMembers.userId, teamMembers.userId)))
    .where(eq(teamMembers.teamId, work.teamId))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId));
  return rows
    .filter((r) => r.role === 'owner' || r.permissions !== null)
    .map((r) => ({
      user_id: r.userId,
      name: r.name ?? '',
      avatar: r.avatar ?? '',
      permissions: r.role === 'owner' ? [...WORK_PERMISSIONS] : known(r.permissions ?? []),
      is_creator: r.userId === work.creatorId ? 1 : 0,
      is_team_owner: r.role === 'owner' ? 1 : 0,
      added_at: (r.addedAt ?? r.joinedTeamAt).getTime(),
    }));
}

/** A user's membership row of a team (role), if any. */
export async function teamRoleOf(db: DbLike, teamId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/** Every active work of a team with one user's membership of it (null permissions: not joined). */
export async function teamWorksWithMembership(db: Db, teamId: string, userId: string) {
  return db
    .select({
      work: works,
      permissions: workMembers.permissions,
      coverKey: files.storageKey,
      coverVariants: files.variants,
    })
    .from(works)
    .leftJoin(workMembers, and(eq(workMembers.workId, works.id), eq(workMembers.userId, userId)))
    .leftJoin(workCovers, eq(workCovers.id, works.coverId))
    .leftJoin(files, eq(files.id, workCovers.fileId))
    .where(and(eq(works.teamId, teamId), isNull(works.deletedAt)))
    .orderBy(asc(works.createdAt), asc(works.id));
}
