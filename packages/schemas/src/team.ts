import { z } from 'zod';
import { TEAM_PERMISSIONS, type TTeamPermission } from './permissions';

/** Body of POST /ixj_web/team/add. */
export const ZTeamAdd = z.object({
  team_name: z
    .string({ error: '请输入团队名称' })
    .trim()
    .min(1, '请输入团队名称')
    .max(30, '团队名称不能超过30个字'),
});
export type TTeamAdd = z.infer<typeof ZTeamAdd>;

/** Body of PUT /ixj_web/team/set_current. */
export const ZTeamSetCurrent = z.object({
  // Older clients send numeric ids; ids are strings here.
  team_id: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: '缺少 team_id' }).trim().min(1, '缺少 team_id').max(64, 'team_id 不合法'),
  ),
});
export type TTeamSetCurrent = z.infer<typeof ZTeamSetCurrent>;

/** Answer of GET /ixj_web/team/get_current. */
export interface TCurrentTeam {
  team_id: string;
  team_name: string;
  /** Role kind: 'owner' (创建者), 'admin', 'member' or 'custom'. */
  role: string;
  /** The member's role in team_role calls. */
  role_id: string | null;
  /** The role's display name (创建者, 管理员, 成员 or a custom name). */
  role_name: string;
  /** The team creator's name: who a member asks to be added to a work. */
  owner_name: string;
  my_permissions: TTeamPermission[];
}

/** One entry of GET /ixj_web/team/get_my_team_list. */
export interface TMyTeam extends TCurrentTeam {
  /** 1 for the team the workbench opens in. */
  is_current: 0 | 1;
}

/** Accepts numeric ids from older clients; ids are strings here. */
const id = (name: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: `缺少 ${name}` })
      .trim()
      .min(1, `缺少 ${name}`)
      .max(64, `${name} 不合法`),
  );
const optionalTeamId = id('team_id').optional();
const permissionList = z
  .array(z.enum(TEAM_PERMISSIONS, { error: '权限不存在' }), { error: '请选择权限' })
  .max(TEAM_PERMISSIONS.length, '权限不存在');
const roleName = z
  .string({ error: '请输入角色名称' })
  .trim()
  .min(1, '请输入角色名称')
  .max(20, '角色名称不能超过20个字');

/** Query of team-scoped reads: team_id is optional (default: the current team). */
export const ZTeamScope = z.object({ team_id: optionalTeamId });
/** Body of PUT /ixj_web/team/update. */
export const ZTeamUpdate = ZTeamAdd.extend({ team_id: optionalTeamId });
/** Body of POST /ixj_web/team/join_team. */
export const ZJoinTeam = z.object({
  code: z.string({ error: '请输入邀请码' }).trim().min(1, '请输入邀请码').max(64, '邀请码无效'),
});
/** Query of GET /ixj_web/team_manage/get_team_invitation_info. */
export const ZInvitationInfoQuery = ZJoinTeam;
/** Body of DELETE /ixj_web/team_manage/remove_team_member. */
export const ZRemoveMember = z.object({ team_id: optionalTeamId, user_id: id('user_id') });
/** Body of POST /ixj_web/team_role/add. */
export const ZRoleAdd = z.object({
  team_id: optionalTeamId,
  role_name: roleName,
  permissions: permissionList,
});
/** Body of PUT /ixj_web/team_role/update. */
export const ZRoleUpdate = z.object({
  team_id: optionalTeamId,
  role_id: id('role_id'),
  role_name: roleName.optional(),
  permissions: permissionList.optional(),
});
/** Query/body naming one role (get, delete). */
export const ZRoleRef = z.object({ team_id: optionalTeamId, role_id: id('role_id') });
/** Body of PUT /ixj_web/team_role/set_team_role_to_member. */
export const ZSetMemberRole = z.object({
  team_id: optionalTeamId,
  user_id: id('user_id'),
  role_id: id('role_id'),
});

/** Query of paged lists (page_index from 1). */
export const ZPage = z.object({
  page_index: z.coerce
    .number({ error: 'page_index 不合法' })
    .int('page_index 不合法')
    .min(1, 'page_index 不合法')
    .default(1),
  page_size: z.coerce
    .number({ error: 'page_size 不合法' })
    .int('page_size 不合法')
    .min(1, 'page_size 不合法')
    .max(100, '每页最多100条')
    .default(20),
});
/** Body of PUT /ixj_web/message/read: one id or a list. */
export const ZMessageRead = z
  .object({
    message_id: id('message_id').optional(),
    message_ids: z.array(id('message_id')).max(500, '一次最多500条').optional(),
  })
  .refine((v) => v.message_id !== undefined || (v.message_ids?.length ?? 0) > 0, {
    message: '缺少 message_id',
  });

/** Request shapes of the calls above, shared by the API client (the parsed form: ids are strings). */
export type TTeamScope = z.infer<typeof ZTeamScope>;
export type TRoleAdd = z.infer<typeof ZRoleAdd>;
export type TRoleUpdate = z.infer<typeof ZRoleUpdate>;
export type TRoleRef = z.infer<typeof ZRoleRef>;
export type TSetMemberRole = z.infer<typeof ZSetMemberRole>;
export type TRemoveMember = z.infer<typeof ZRemoveMember>;

/** Answer of generate_invitation_code (expire_time in epoch ms). */
export interface TInvitationCode {
  code: string;
  expire_time: number;
}

/** One entry of get_permission_options. */
export interface TPermissionOption {
  value: TTeamPermission;
  label: string;
}

/** Built-in role kinds; custom roles have kind 'custom'. */
export type TRoleKind = 'owner' | 'admin' | 'member' | 'custom';

/** One role as get_role_list_all / get answer it. */
export interface TTeamRole {
  role_id: string;
  role_name: string;
  kind: TRoleKind;
  permissions: TTeamPermission[];
  member_count: number;
}

/** One member of get_team_member_list_all. */
export interface TTeamMember {
  user_id: string;
  name: string;
  avatar: string;
  role: TRoleKind;
  role_id: string | null;
  role_name: string;
  permissions: TTeamPermission[];
  joined_at: number;
}

/** Answer of get_team_invitation_info. */
export interface TInvitationInfo {
  team_id: string;
  team_name: string;
  inviter_name: string;
  expire_time: number;
  is_member: 0 | 1;
}

/** One message-centre entry. */
export interface TMessage {
  message_id: string;
  type: string;
  title: string;
  content: string;
  data: Record<string, unknown>;
  is_read: 0 | 1;
  create_time: number;
}
