import { TEAM_PERMISSIONS, type TRoleKind, type TTeamAbilities, type TTeamPermission } from '@juzuo/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { noPermission, noTeam } from '../../lib/status';
import { currentUser } from '../account/settings';
import { findMembership } from './repo';

/** The team a team-scoped request acts on, with the caller's standing in it. */
export interface TeamContext {
  teamId: string;
  teamName: string;
  role: TRoleKind;
  permissions: TTeamPermission[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireTeamPermission; only read it in routes that use that preHandler. */
    team: TeamContext;
  }
}

/** team_id sent in the body or query; a hint only, always checked against the token's memberships. */
function requestedTeamId(request: FastifyRequest): string | undefined {
  for (const source of [request.body, request.query]) {
    if (source && typeof source === 'object' && 'team_id' in source) {
      const v = (source as { team_id: unknown }).team_id;
      if ((typeof v === 'string' && v.trim()) || typeof v === 'number') return String(v).trim();
    }
  }
  return undefined;
}

/**
 * preHandler (after requireUser): the caller must belong to the team (the given team_id, else the
 * current team) and hold `perm` (null: membership is enough). Failing either answers 7013.
 */
export function requireTeamPermission(perm: TTeamPermission | null) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const { app } = { app: request.server };
    const userId = request.auth.userId;
    let teamId = requestedTeamId(request);
    if (!teamId) {
      const user = await currentUser(app, userId);
      if (!user.currentTeamId) throw noTeam();
      teamId = user.currentTeamId;
    }
    const m = await findMembership(app.database.db, userId, teamId);
    if (!m) throw noPermission();
    const permissions = TEAM_PERMISSIONS.filter((p) => m.permissions.includes(p));
    if (perm && !permissions.includes(perm)) throw noPermission();
    request.team = { teamId: m.teamId, teamName: m.teamName, role: m.role as TRoleKind, permissions };
  };
}

/** Nobody grants a permission they don't hold (the creator holds them all). */
export const canGrant = (ctx: TeamContext, perms: readonly string[]): boolean =>
  perms.every((p) => ctx.permissions.includes(p as TTeamPermission));

/** The creator is never demoted, removed or given away. */
export const isCreator = (role: string): boolean => role === 'owner';

/** The abilities team/get_current, set_current and get_my_team_list present with a membership. */
export const teamAbilities = (role: string, permissions: readonly TTeamPermission[]): TTeamAbilities => ({
  can_manage_team: permissions.includes('mTeamManage'),
  can_manage_works: permissions.includes('mWorkManage'),
  can_use_materials: permissions.includes('mMaterialCenter'),
  can_evaluate: permissions.includes('mAiEvaluate'),
  can_use_templates: permissions.includes('mTemplateLib'),
  can_quit: !isCreator(role),
});
