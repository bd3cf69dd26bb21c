import type { TInvitationCode, TInvitationInfo, TPage, TRemoveMember, TTeamMember } from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';
import type { TeamScope } from './teamRole';

const MANAGE = '/ixj_web/team_manage';

/** Answer of generate_invitation_code (expire_time in ms). */
export type TInvitation = TInvitationCode;

/** Team members and invitations (spec 03 "Members"). */
export function teamManageService(t: Transport) {
  return {
    /** Every member of the team (needs mTeamManage). */
    getTeamMemberListAll: (query: TeamScope = {}, opts?: CallOptions) =>
      t.request<TPage<TTeamMember>>(
        { service: 'main', method: 'GET', path: `${MANAGE}/get_team_member_list_all`, query: { ...query } },
        opts,
      ),
    /** Removes a member (never the creator, never oneself). */
    removeTeamMember: (body: TRemoveMember, opts?: CallOptions) =>
      t.request<null>(
        { service: 'main', method: 'DELETE', path: `${MANAGE}/remove_team_member`, body },
        opts,
      ),
    /** A new invitation code for the team. */
    generateInvitationCode: (body: TeamScope = {}, opts?: CallOptions) =>
      t.request<TInvitation>(
        { service: 'main', method: 'POST', path: `${MANAGE}/generate_invitation_code`, body },
        opts,
      ),
    /** What an invitation code leads to; any signed-in user may ask. */
    getTeamInvitationInfo: (query: { code: string }, opts?: CallOptions) =>
      t.request<TInvitationInfo>(
        { service: 'main', method: 'GET', path: `${MANAGE}/get_team_invitation_info`, query: { ...query } },
        opts,
      ),
  };
}

/** The team_manage call group. */
export type TeamManageService = ReturnType<typeof teamManageService>;
