import { ok, ZInvitationInfoQuery, ZRemoveMember, ZTeamScope } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { input } from '../../lib/input';
import { parse } from '../../lib/validate';
import { requireUser } from '../../plugins/auth';
import { notify } from '../messages/notify';
import { refreshTeamMemberAccess } from './access-refresh';
import { generateInvitation, invitationInfo } from './invitations';
import { findMember, listMembers, removeMember } from './members-repo';
import { canGrant, isCreator, requireTeamPermission } from './policies';
import { TeamRuleMessage as M, notFound, refuse } from './refusals';

/** /ixj_web/team_manage/: members and invitations. */
export const teamManageModule = fp(
  async (app: FastifyInstance) => {
    const p = '/ixj_web/team_manage';
    const db = app.database.db;
    const guard = { preHandler: [requireUser, requireTeamPermission('mTeamManage')] };
    const now = () => new Date(app.clock.now());

    app.get(`${p}/get_team_member_list_all`, guard, async (request) => {
      parse(ZTeamScope, request.query);
      const list = await listMembers(db, request.team.teamId);
      return ok({ list, total: list.length });
    });

    app.delete(`${p}/remove_team_member`, guard, async (request) => {
      const { user_id } = parse(ZRemoveMember, input(request));
      const ctx = request.team;
      const member = await findMember(db, ctx.teamId, user_id);
      if (!member) throw notFound(M.memberMissing);
      if (isCreator(member.role)) throw refuse(M.creatorNotRemovable);
      if (user_id === request.auth.userId) throw refuse(M.selfNotRemovable);
      if (!canGrant(ctx, member.permissions)) throw refuse(M.grantBeyondOwn);
      await db.transaction(async (tx) => {
        await removeMember(tx, ctx.teamId, user_id);
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

    app.post(`${p}/generate_invitation_code`, guard, async (request) => {
      const ttl = app.config.INVITATION_TTL_DAYS;
      return ok(await generateInvitation(db, request.team, request.auth.userId, now(), ttl));
    });

    // Any signed-in user may look at a code: the invitee is not a member yet.
    app.get(`${p}/get_team_invitation_info`, { preHandler: requireUser }, async (request) => {
      const { code } = parse(ZInvitationInfoQuery, request.query);
      return ok(await invitationInfo(db, request.auth.userId, code, now()));
    });
  },
  { name: 'team-manage' },
);
