import {
  type TPermissionOption,
  type TRoleAdd,
  type TRoleRef,
  type TRoleUpdate,
  type TSetMemberRole,
  type TTeamScope,
  teamRoleAdd,
  teamRoleDelete,
  teamRoleGet,
  teamRoleList,
  teamRolePermissionOptions,
  teamRoleSetToMember,
  teamRoleUpdate,
} from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';

// Request shapes live once in @juzuo/schemas beside the zod schemas the API parses them with.
/** Optional team scope: without team_id the call acts on the current team. */
export type TeamScope = TTeamScope;
/** Body of POST team_role/add. */
export type RoleAddBody = TRoleAdd;
/** Body of PUT team_role/update (only the given fields change). */
export type RoleUpdateBody = TRoleUpdate;
/** One entry of get_permission_options. */
export type PermissionOption = TPermissionOption;

/** Team roles (spec 03 "Roles"); every call needs mTeamManage in the team. */
export function teamRoleService(t: Transport) {
  return {
    /** Every role of the team with its permissions and member count. */
    getRoleListAll: (query: TeamScope = {}, opts?: CallOptions) => t.call(teamRoleList, query, opts),
    /** One role. */
    get: (query: TRoleRef, opts?: CallOptions) => t.call(teamRoleGet, query, opts),
    /** The grantable team permissions with their Chinese labels. */
    getPermissionOptions: (opts?: CallOptions) => t.call(teamRolePermissionOptions, {}, opts),
    /** Creates a custom role. */
    add: (body: RoleAddBody, opts?: CallOptions) => t.call(teamRoleAdd, body, opts),
    /** Renames a role or changes its permissions. */
    update: (body: RoleUpdateBody, opts?: CallOptions) => t.call(teamRoleUpdate, body, opts),
    /** Deletes a custom role. */
    delete: (body: TRoleRef, opts?: CallOptions) => t.call(teamRoleDelete, body, opts),
    /** Gives a member a role. */
    setTeamRoleToMember: (body: TSetMemberRole, opts?: CallOptions) =>
      t.call(teamRoleSetToMember, body, opts),
  };
}

/** The team_role call group. */
export type TeamRoleService = ReturnType<typeof teamRoleService>;
