import {
  TEAM_PERMISSIONS,
  type TTeamPermission,
  type TWorkPermission,
  WORK_PERMISSIONS,
} from '@juzuo/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type TWorkRow, teamMembers, workMembers, works } from '../../db/schema/index';
import { noPermission, workGone } from '../../lib/status';
import { effectivePermissions, managesWork } from './policies';

/** What the caller may do with one work, decided from their team membership and work membership. */
export interface WorkAccess {
  work: TWorkRow;
  /** The caller's team permissions in the work's team. */
  teamPermissions: TTeamPermission[];
  /** Effective work-level permissions (the team creator holds all four). */
  permissions: TWorkPermission[];
  isTeamOwner: boolean;
  isWorkCreator: boolean;
  /** Team creator, or the work's creator while holding mWorkManage: may rename, delete, copy, manage members. */
  canManage: boolean;
}

const knownTeam = (p: string[]): TTeamPermission[] => TEAM_PERMISSIONS.filter((x) => p.includes(x));
const knownWork = (p: string[]): TWorkPermission[] => WORK_PERMISSIONS.filter((x) => p.includes(x));

/**
 * The caller's access to a work, or null when they have none: unknown work, not a member of its
 * team (now), or neither the team creator nor a member of the work. Deleted works resolve too;
 * callers decide what a deleted work allows.
 */
export async function resolveWorkAccess(db: Db, userId: string, workId: string): Promise<WorkAccess | null> {
  const [row] = await db
    .select({
      work: works,
      role: teamMembers.role,
      teamPermissions: teamMembers.permissions,
      workPermissions: workMembers.permissions,
    })
    .from(works)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, works.teamId), eq(teamMembers.userId, userId)))
    .leftJoin(workMembers, and(eq(workMembers.workId, works.id), eq(workMembers.userId, userId)))
    .where(eq(works.id, workId))
    .limit(1);
  if (!row) return null;
  const isTeamOwner = row.role === 'owner';
  if (!isTeamOwner && row.workPermissions === null) return null;
  const standing = {
    isTeamOwner,
    isWorkCreator: row.work.creatorId === userId,
    teamPermissions: knownTeam(row.teamPermissions),
    workPermissions: knownWork(row.workPermissions ?? []),
  };
  return {
    work: row.work,
    teamPermissions: standing.teamPermissions,
    permissions: effectivePermissions(standing),
    isTeamOwner,
    isWorkCreator: standing.isWorkCreator,
    canManage: managesWork(standing),
  };
}

/**
 * Work-level permissions of a user on an active (not binned) work, or null for no access. For other
 * modules (documents, relay access): one lookup that applies the same rules as the works calls.
 */
export async function workPermissionsFor(
  db: Db,
  userId: string,
  workId: string,
): Promise<TWorkPermission[] | null> {
  const access = await resolveWorkAccess(db, userId, workId);
  if (!access || access.work.deletedAt) return null;
  return access.permissions;
}

/** Which lifecycle state a call operates on. */
export type WorkState = 'active' | 'deleted' | 'any';

/**
 * The caller's access to the work a request names; 8003 when there is none, when the work is not in
 * the wanted state, or when a team_id hint names another team (a forged hint never widens access).
 */
export async function loadWork(
  request: FastifyRequest,
  workId: string,
  teamIdHint: string | undefined,
  state: WorkState = 'active',
): Promise<WorkAccess> {
  const access = await resolveWorkAccess(request.server.database.db, request.auth.userId, workId);
  if (!access) throw workGone();
  if (teamIdHint && teamIdHint !== access.work.teamId) throw workGone();
  const deleted = access.work.deletedAt !== null;
  if ((state === 'active' && deleted) || (state === 'deleted' && !deleted)) throw workGone();
  return access;
}

/**
 * The caller's access to a live (not deleted) work, or null when the work is deleted or the caller
 * is not a member (team creator holds all four permissions; leaving the team ends access).
 */
export async function findWorkAccess(db: Db, userId: string, workId: string): Promise<WorkAccess | null> {
  const access = await resolveWorkAccess(db, userId, workId);
  return access && !access.work.deletedAt ? access : null;
}

/** Whether the access holds any of the permissions (no permissions listed: membership is enough). */
export const holdsAny = (
  access: Pick<WorkAccess, 'permissions'>,
  perms: readonly TWorkPermission[],
): boolean => perms.length === 0 || perms.some((p) => access.permissions.includes(p));

/**
 * The caller's access to a live work, or 8003 (not found, deleted, other team, not a member); with
 * `perms`, 7013 unless the caller holds one of them.
 */
export async function requireWork(
  app: FastifyInstance,
  userId: string,
  workId: string,
  perms: readonly TWorkPermission[] = [],
): Promise<WorkAccess> {
  const access = await findWorkAccess(app.database.db, userId, workId);
  if (!access) throw workGone();
  if (!holdsAny(access, perms)) throw noPermission();
  return access;
}
