import type {
  TPage,
  TPermissionOption,
  TRoleAdd,
  TRoleRef,
  TRoleUpdate,
  TSetMemberRole,
  TTeamRole,
  TTeamScope,
} from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';

const ROLE = '/ixj_web/team_role';

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
    getRoleListAll: (query: TeamScope = {}, opts?: CallOptions) =>
      t.request<TPage<TTeamRole>>(
        { service: 'main', method: 'GET', path: `${ROLE}/get_role_list_all`, query: { ...query } },
        opts,
      ),
    /** One role. */
    get: (query: TRoleRef, opts?: CallOptions) =>
      t.request<TTeamRole>(
        { service: 'main', method: 'GET', path: `${ROLE}/get`, query: { ...query } },
        opts,
      ),
    /** The grantable team permissions with their Chinese labels. */
    getPermissionOptions: (opts?: CallOptions) =>
      t.request<{ list: PermissionOption[] }>(
        { service: 'main', method: 'GET', path: `${ROLE}/get_permission_options` },
        opts,
      ),
    /** Creates a custom role. */
    add: (body: RoleAddBody, opts?: CallOptions) =>
      t.request<{ role_id: string }>({ service: 'main', method: 'POST', path: `${ROLE}/add`, body }, opts),
    /** Renames a role or changes its permissions. */
    update: (body: RoleUpdateBody, opts?: CallOptions) =>
      t.request<null>({ service: 'main', method: 'PUT', path: `${ROLE}/update`, body }, opts),
    /** Deletes a custom role. */
    delete: (body: TRoleRef, opts?: CallOptions) =>
      t.request<null>({ service: 'main', method: 'DELETE', path: `${ROLE}/delete`, body }, opts),
    /** Gives a member a role. */
    setTeamRoleToMember: (body: TSetMemberRole, opts?: CallOptions) =>
      t.request<null>(
        { service: 'main', method: 'PUT', path: `${ROLE}/set_team_role_to_member`, body },
        opts,
      ),
  };
}

/** The team_role call group. */
export type TeamRoleService = ReturnType<typeof teamRoleService>;
