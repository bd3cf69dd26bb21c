import { ok, type TSimpleWork, teamJoin, teamQuit, teamSimpleWorkList, teamUpdate } from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { teams } from '../../db/schema/index';
import { route } from '../../lib/route';
import { refreshTeamMemberAccess } from './access-refresh';
import { invitationGuessLimit } from './invitation-rate-limit';
import { joinTeam } from './invitations';
import { removeMember } from './members-repo';
import { isCreator, requireTeamPermission } from './policies';
import { TeamRuleMessage as M, refuse } from './refusals';

/**
 * What the team calls need from the works area. modules/index.ts passes it in, so the team area does
 * not import works (works imports team: its calls are team-scoped).
 */
export interface TeamModuleOptions {
  /** The team's works in brief for get_team_simple_work_list (works/simple-list.ts). */
  simpleWorkList(request: FastifyRequest): Promise<{ list: TSimpleWork[]; total: number }>;
}

/** The /ixj_web/team/ calls of issue 3 beyond the basics: join, update, quit, work list. */
export const teamModule = fp<TeamModuleOptions>(
  async (app: FastifyInstance, opts) => {
    const db = app.database.db;
    const member = { preHandler: [requireTeamPermission(null)] };
    const now = () => new Date(app.clock.now());

    route(app, teamJoin, { config: { rateLimit: invitationGuessLimit(app) } }, async (request) => {
      const { code } = request.input;
      return ok({ team_id: await joinTeam(db, request.auth.userId, code, now()) });
    });

    route(app, teamUpdate, { preHandler: [requireTeamPermission('mTeamManage')] }, async (request) => {
      const { team_name } = request.input;
      await db.update(teams).set({ name: team_name }).where(eq(teams.id, request.team.teamId));
      return ok({ team_id: request.team.teamId, team_name });
    });

    route(app, teamQuit, member, async (request) => {
      // A team has exactly one creator, so "the last creator can't quit" means the creator can't.
      if (isCreator(request.team.role)) throw refuse(M.creatorCannotQuit);
      await removeMember(db, request.team.teamId, request.auth.userId);
      await refreshTeamMemberAccess(app, request.team.teamId, request.auth.userId);
      return ok(null);
    });

    route(app, teamSimpleWorkList, member, async (request) => {
      return ok(await opts.simpleWorkList(request));
    });
  },
  { name: 'team' },
);
