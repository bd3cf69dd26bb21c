import { z } from 'zod';
import {
  ZCurrentTeam,
  ZInvitationCode,
  ZInvitationInfo,
  ZInvitationInfoQuery,
  ZJoinTeam,
  ZMyTeam,
  ZPermissionOption,
  ZRemoveMember,
  ZRoleAdd,
  ZRoleRef,
  ZRoleUpdate,
  ZSetMemberRole,
  ZTeamAdd,
  ZTeamMember,
  ZTeamRole,
  ZTeamScope,
  ZTeamSetCurrent,
  ZTeamUpdate,
} from '../team';
import { ZSimpleWork } from '../works-api';
import { defineCall } from './define';

const TEAM = '/ixj_web/team';
const CURRENT = `${TEAM}/get_current`;
const MY_TEAMS = `${TEAM}/get_my_team_list`;
const MEMBERS = '/ixj_web/team_manage/get_team_member_list_all';
const ROLES = '/ixj_web/team_role/get_role_list_all';

const list = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });

/** `POST /ixj_web/team/add`: creates a team with the caller as its creator. */
export const teamAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/team/add',
  service: 'main',
  area: 'team',
  summary: '创建团队',
  auth: 'user',
  input: ZTeamAdd,
  output: z.object({ team_id: z.string(), team_name: z.string() }),
  invalidates: [CURRENT, MY_TEAMS],
});

/** `GET /ixj_web/team/get_current`: the current team, my permissions and abilities in it (7007 without one). */
export const teamGetCurrent = defineCall({
  method: 'GET',
  path: CURRENT,
  service: 'main',
  area: 'team',
  summary: '当前团队及我的权限',
  auth: 'user',
  input: ZTeamScope,
  output: ZCurrentTeam,
});

/** `PUT /ixj_web/team/set_current`: switches the current team (membership checked). */
export const teamSetCurrent = defineCall({
  method: 'PUT',
  path: '/ixj_web/team/set_current',
  service: 'main',
  area: 'team',
  summary: '切换当前团队',
  auth: 'user',
  input: ZTeamSetCurrent,
  output: ZCurrentTeam,
  invalidates: [CURRENT, MY_TEAMS],
});

/** `GET /ixj_web/team/get_my_team_list`: every team the caller belongs to. */
export const teamGetMyTeamList = defineCall({
  method: 'GET',
  path: MY_TEAMS,
  service: 'main',
  area: 'team',
  summary: '我加入的团队',
  auth: 'user',
  input: z.object({}),
  output: list(ZMyTeam),
});

/** `POST /ixj_web/team/join_team`: joins by invitation code. */
export const teamJoin = defineCall({
  method: 'POST',
  path: '/ixj_web/team/join_team',
  service: 'main',
  area: 'team',
  summary: '通过邀请码加入团队',
  auth: 'user',
  input: ZJoinTeam,
  output: z.object({ team_id: z.string() }),
  invalidates: [CURRENT, MY_TEAMS],
});

/** `PUT /ixj_web/team/update`: renames the team (mTeamManage). */
export const teamUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/team/update',
  service: 'main',
  area: 'team',
  summary: '修改团队名称',
  auth: 'user',
  input: ZTeamUpdate,
  output: z.object({ team_id: z.string(), team_name: z.string() }),
  invalidates: [CURRENT, MY_TEAMS],
});

/** `DELETE /ixj_web/team/quit_team`: leaves the team (the creator cannot). */
export const teamQuit = defineCall({
  method: 'DELETE',
  path: '/ixj_web/team/quit_team',
  service: 'main',
  area: 'team',
  summary: '退出团队',
  auth: 'user',
  input: ZTeamScope,
  output: z.null(),
  invalidates: [CURRENT, MY_TEAMS],
});

/** `GET /ixj_web/team/get_team_simple_work_list`: the team's works in brief. */
export const teamSimpleWorkList = defineCall({
  method: 'GET',
  path: '/ixj_web/team/get_team_simple_work_list',
  service: 'main',
  area: 'team',
  summary: '团队作品简表',
  auth: 'user',
  input: ZTeamScope,
  output: list(ZSimpleWork),
});

/** `GET /ixj_web/team_manage/get_team_member_list_all`: members with roles (mTeamManage). */
export const teamMemberList = defineCall({
  method: 'GET',
  path: MEMBERS,
  service: 'main',
  area: 'team',
  summary: '团队成员列表',
  auth: 'user',
  input: ZTeamScope,
  output: list(ZTeamMember),
});

/** `DELETE /ixj_web/team_manage/remove_team_member`: removes a member (mTeamManage). */
export const teamRemoveMember = defineCall({
  method: 'DELETE',
  path: '/ixj_web/team_manage/remove_team_member',
  service: 'main',
  area: 'team',
  summary: '移出团队成员',
  auth: 'user',
  input: ZRemoveMember,
  output: z.null(),
  invalidates: [MEMBERS, ROLES],
});

/** `POST /ixj_web/team_manage/generate_invitation_code`: a new code (the old one stops working). */
export const teamGenerateInvitationCode = defineCall({
  method: 'POST',
  path: '/ixj_web/team_manage/generate_invitation_code',
  service: 'main',
  area: 'team',
  summary: '生成邀请码',
  auth: 'user',
  input: ZTeamScope,
  output: ZInvitationCode,
});

/** `GET /ixj_web/team_manage/get_team_invitation_info`: the team and inviter behind a code. */
export const teamInvitationInfo = defineCall({
  method: 'GET',
  path: '/ixj_web/team_manage/get_team_invitation_info',
  service: 'main',
  area: 'team',
  summary: '邀请码信息',
  auth: 'user',
  input: ZInvitationInfoQuery,
  output: ZInvitationInfo,
});

/** `GET /ixj_web/team_role/get_role_list_all`: built-in and custom roles (mTeamManage). */
export const teamRoleList = defineCall({
  method: 'GET',
  path: ROLES,
  service: 'main',
  area: 'team',
  summary: '团队角色列表',
  auth: 'user',
  input: ZTeamScope,
  output: list(ZTeamRole),
});

/** `GET /ixj_web/team_role/get`: one role. */
export const teamRoleGet = defineCall({
  method: 'GET',
  path: '/ixj_web/team_role/get',
  service: 'main',
  area: 'team',
  summary: '角色详情',
  auth: 'user',
  input: ZRoleRef,
  output: ZTeamRole,
});

/** `GET /ixj_web/team_role/get_permission_options`: every team permission with its Chinese label. */
export const teamRolePermissionOptions = defineCall({
  method: 'GET',
  path: '/ixj_web/team_role/get_permission_options',
  service: 'main',
  area: 'team',
  summary: '可分配的权限',
  auth: 'user',
  input: ZTeamScope,
  output: z.object({ list: z.array(ZPermissionOption) }),
});

/** `POST /ixj_web/team_role/add`: a custom role. */
export const teamRoleAdd = defineCall({
  method: 'POST',
  path: '/ixj_web/team_role/add',
  service: 'main',
  area: 'team',
  summary: '新建角色',
  auth: 'user',
  input: ZRoleAdd,
  output: z.object({ role_id: z.string() }),
  invalidates: [ROLES],
});

/** `PUT /ixj_web/team_role/update`: renames a role or changes its permissions. */
export const teamRoleUpdate = defineCall({
  method: 'PUT',
  path: '/ixj_web/team_role/update',
  service: 'main',
  area: 'team',
  summary: '修改角色',
  auth: 'user',
  input: ZRoleUpdate,
  output: z.null(),
  invalidates: [ROLES, MEMBERS],
});

/** `DELETE /ixj_web/team_role/delete`: deletes a custom role. */
export const teamRoleDelete = defineCall({
  method: 'DELETE',
  path: '/ixj_web/team_role/delete',
  service: 'main',
  area: 'team',
  summary: '删除角色',
  auth: 'user',
  input: ZRoleRef,
  output: z.null(),
  invalidates: [ROLES, MEMBERS],
});

/** `PUT /ixj_web/team_role/set_team_role_to_member`: gives a member a role. */
export const teamRoleSetToMember = defineCall({
  method: 'PUT',
  path: '/ixj_web/team_role/set_team_role_to_member',
  service: 'main',
  area: 'team',
  summary: '为成员分配角色',
  auth: 'user',
  input: ZSetMemberRole,
  output: z.null(),
  invalidates: [ROLES, MEMBERS],
});
