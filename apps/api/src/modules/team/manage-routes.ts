import {
  ok,
  teamGenerateInvitationCode,
  teamInvitationInfo,
  teamMemberList,
  teamRemoveMember,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/route';
import { notify } from '../messages/notify';
import { refreshTeamMemberAccess } from './access-refresh';
import { invitationGuessLimit } from './invitation-rate-limit';
import { barLiveInvitations, generateInvitation, invitationInfo } from './invitations';
import { findMember, listMembers, removeMember } from './members-repo';
import { canGrant, isCreator, requireTeamPermission } from './policies';
import { TeamRuleMessage as M, notFound, refuse } from './refusals';

/** /ixj_web/team_manage/: members and invitations. */
export const teamManageModule = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const guard = { preHandler: [requireTeamPermission('mTeamManage')] };
    const now = () => new Date(app.clock.now());

    route(app, teamMemberList, guard, async (request) => {
      const list = await listMembers(db, request.team.teamId);
      return ok({ list, total: list.length });
    });

    route(app, teamRemoveMember, guard, async (request) => {
      const { user_id } = request.input;
      const ctx = request.team;
      const member = await findMember(db, ctx.teamId, user_id);
      if (!member) throw notFound(M.memberMissing);
      if (isCreator(member.role)) throw refuse(M.creatorNotRemovable);
      if (user_id === request.auth.userId) throw refuse(M.selfNotRemovable);
      if (!canGrant(ctx, member.permissions)) throw refuse(M.grantBeyondOwn);
      await db.transaction(async (tx) => {
        await removeMember(tx, ctx.teamId, user_id);
        await barLiveInvitations(tx, ctx.teamId, user_id, now());
        await notify(
          tx,
          user_id,
          {
            type: 'removed',
            title: '移出团队',
            content: `你已被移出团队「${ctx.teamName}」`,
            data: { team_id: ctx.teamId },
          },
          now(),
        );
      });
      await refreshTeamMemberAccess(app, ctx.teamId, user_id);
      return ok(null);
    });

    route(app, teamGenerateInvitationCode, guard, async (request) => {
      const ttl = app.config.INVITATION_TTL_DAYS;
      return ok(await generateInvitation(db, request.team, request.auth.userId, now(), ttl));
    });

    // Any signed-in user may look at a code: the invitee is not a member yet.
    route(app, teamInvitationInfo, { config: { rateLimit: invitationGuessLimit(app) } }, async (request) => {
      const { code } = request.input;
      return ok(await invitationInfo(db, request.auth.userId, code, now()));
    });
  },
  { name: 'team-manage' },
);
