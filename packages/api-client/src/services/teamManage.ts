import {
  type TInvitationCode,
  type TRemoveMember,
  teamGenerateInvitationCode,
  teamInvitationInfo,
  teamMemberList,
  teamRemoveMember,
} from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';
import type { TeamScope } from './teamRole';

/** Answer of generate_invitation_code (expire_time in ms). */
export type TInvitation = TInvitationCode;

/** Team members and invitations (spec 03 "Members"). */
export function teamManageService(t: Transport) {
  return {
    /** Every member of the team (needs mTeamManage). */
    getTeamMemberListAll: (query: TeamScope = {}, opts?: CallOptions) => t.call(teamMemberList, query, opts),
    /** Removes a member (never the creator, never oneself). */
    removeTeamMember: (body: TRemoveMember, opts?: CallOptions) => t.call(teamRemoveMember, body, opts),
    /** A new invitation code for the team. */
    generateInvitationCode: (body: TeamScope = {}, opts?: CallOptions) =>
      t.call(teamGenerateInvitationCode, body, opts),
    /** What an invitation code leads to; any signed-in user may ask. */
    getTeamInvitationInfo: (query: { code: string }, opts?: CallOptions) =>
      t.call(teamInvitationInfo, query, opts),
  };
}

/** The team_manage call group. */
export type TeamManageService = ReturnType<typeof teamManageService>;
