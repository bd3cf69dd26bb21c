import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { teamMembers, users } from '../db/schema';
import { tokenInvalid } from './status';

/** The signed-in user's current team, their permissions in it, and whether they are official. */
export interface CurrentMembership {
  teamId: string | null;
  permissions: readonly string[];
  isOfficial: boolean;
}

/**
 * Reads, from the token's user only, the current team membership and the is_official tag in one
 * query (areas build their viewers from it; team_id or user_id sent by a client are never used).
 */
export async function currentMembershipOf(
  request: FastifyRequest,
  userId: string,
): Promise<CurrentMembership> {
  const [row] = await request.server.database.db
    .select({ tags: users.specialTags, teamId: teamMembers.teamId, permissions: teamMembers.permissions })
    .from(users)
    .leftJoin(teamMembers, and(eq(teamMembers.userId, users.id), eq(teamMembers.teamId, users.currentTeamId)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw tokenInvalid();
  return {
    teamId: row.teamId ?? null,
    permissions: row.permissions ?? [],
    isOfficial: !!row.tags?.is_official,
  };
}
